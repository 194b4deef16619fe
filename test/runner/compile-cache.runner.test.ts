import { mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFixture } from '../support/fixtures';
import { runHook } from '../support/run-hook';
import { PROTECTED_MAIN_REASON } from '../support/expected-replies';

const SESSION_START = readFixture('claude-code/live/session-start.startup.json').text;
const CHECKOUT_MAIN = readFixture('claude-code/live/pre-tool-use.bash-checkout-main.json').text;
const DENY = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: PROTECTED_MAIN_REASON } };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bundle's own cache files (`hook-<build>-<node>-<arch>.v8`); a file beside it has its own (`hook-<build>-bearing-plan-…`). */
function cacheFiles(directory: string): string[] {
  return readdirSync(directory).filter((name) => /^hook-[0-9a-f]{16}-v\d.*\.v8$/.test(name));
}

/** The kinds of hook call the cache file says it holds code for. */
function cachedKinds(directory: string): string[] {
  const [file] = cacheFiles(directory);
  const bytes = readFileSync(join(directory, file!));
  const [tag, ...kinds] = bytes.toString('latin1', 0, bytes.indexOf(10)).split('\t');
  expect(tag).toBe('bearing-compile-cache 1');
  return kinds;
}

function denyIn(directory: string): void {
  const run = runHook(['claude-code'], CHECKOUT_MAIN, { BEARING_CACHE_DIR: directory });
  expect([run.status, run.stderr, JSON.parse(run.stdout)]).toEqual([0, '', DENY]);
}

describe("the packaged hook's compile cache", () => {
  test('grows with each new kind of call: a session start first does not leave tool calls compiling from source', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
    expect(runHook(['claude-code'], SESSION_START, { BEARING_CACHE_DIR: directory }).status).toBe(0);
    expect(cachedKinds(directory)).toEqual(['claude-code SessionStart']);
    denyIn(directory);
    expect(cachedKinds(directory)).toEqual(['claude-code SessionStart', 'claude-code PreToolUse command']);
    const written = readFileSync(join(directory, cacheFiles(directory)[0]!));
    denyIn(directory);
    expect(readFileSync(join(directory, cacheFiles(directory)[0]!)).equals(written)).toBe(true);
  });

  test('a file beside the bundle (the plan scan) gets a cache of its own, written once for the kind of call that loaded it', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
    const planCache = () => readdirSync(directory).filter((name) => /^hook-[0-9a-f]{16}-bearing-plan-v\d.*\.v8$/.test(name));
    denyIn(directory);
    expect(planCache()).toEqual([]);
    expect(runHook(['claude-code'], SESSION_START, { BEARING_CACHE_DIR: directory }).status).toBe(0);
    expect(planCache()).toHaveLength(1);
    const written = readFileSync(join(directory, planCache()[0]!));
    expect(written.toString('latin1', 0, written.indexOf(10))).toBe('bearing-compile-cache 1\tclaude-code SessionStart');
    expect(runHook(['claude-code'], SESSION_START, { BEARING_CACHE_DIR: directory }).status).toBe(0);
    expect(readFileSync(join(directory, planCache()[0]!)).equals(written)).toBe(true);
  });

  test.each([
    ['garbage after a valid header', Buffer.concat([Buffer.from('bearing-compile-cache 1\tclaude-code PreToolUse command\n'), Buffer.alloc(4096, 7)])],
    ['a file of an older format', Buffer.alloc(4096, 7)],
    ['an empty file', Buffer.alloc(0)],
  ])('%s: the same reply, and the cache is written anew', (_name, content) => {
    const directory = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
    denyIn(directory);
    const file = join(directory, cacheFiles(directory)[0]!);
    writeFileSync(file, content);
    denyIn(directory);
    expect(cachedKinds(directory)).toEqual(['claude-code PreToolUse command']);
    expect(readFileSync(file).length).toBeGreaterThan(100_000);
  });

  test('caches of other bearing builds are removed once a month old, not before', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
    const old = join(directory, 'hook-0123456789abcdef-v20.0.0-x64.v8');
    const recent = join(directory, 'hook-fedcba9876543210-v20.0.0-x64.v8');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const monthAgo = new Date(Date.now() - 31 * DAY_MS);
    utimesSync(old, monthAgo, monthAgo);
    denyIn(directory);
    // This build's caches (the hook's, and the shell reader's and the record writer's it loaded for the deny) stay,
    // as does the recent one.
    const kept = readdirSync(directory).filter((name) => name.startsWith('hook-'));
    expect(kept).toHaveLength(4);
    expect(kept).toEqual(
      expect.arrayContaining([
        'hook-fedcba9876543210-v20.0.0-x64.v8',
        expect.stringMatching(/^hook-(?!0123|fedc)[0-9a-f]{16}-bearing-shell-v/),
        expect.stringMatching(/^hook-(?!0123|fedc)[0-9a-f]{16}-bearing-record-v/),
        expect.stringMatching(/^hook-(?!0123|fedc)[0-9a-f]{16}-v/),
      ]),
    );
  });

  test('a cache in use is kept young (touched once a day), so that another build never takes it for abandoned', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
    denyIn(directory);
    const file = join(directory, cacheFiles(directory)[0]!);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    utimesSync(file, twoDaysAgo, twoDaysAgo);
    denyIn(directory);
    expect(statSync(file).mtimeMs).toBeGreaterThan(Date.now() - DAY_MS);
    const hourAgo = new Date(Date.now() - DAY_MS / 24);
    utimesSync(file, hourAgo, hourAgo);
    denyIn(directory);
    expect(Math.round(statSync(file).mtimeMs / 1000)).toBe(Math.round(hourAgo.getTime() / 1000));
  });

  test('BEARING_NO_COMPILE_CACHE=1 writes no compile cache (the folder keeps only the approved configuration and the record of the deny)', () => {
    const directory = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
    const run = runHook(['claude-code'], CHECKOUT_MAIN, { BEARING_CACHE_DIR: directory, BEARING_NO_COMPILE_CACHE: '1' });
    expect(JSON.parse(run.stdout)).toEqual(DENY);
    expect(readdirSync(directory).sort()).toEqual(['approved', 'decisions']);
  });
});
