import { HOOK_SIZE_BUDGET_BYTES } from '../../src/packaging/bundle/hook-size-budget';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APART_FILES } from '../../src/framework/manifest-file';
import { REPO_ROOT } from '../support/fixtures';
import { HOOK_BUNDLE } from '../support/run-hook';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** package.json `bin`: run by npm's links and by hand, so executable. */
const BINS = ['bearing-hook.cjs', 'bearing-cli.cjs'];
const IN_PROCESS = ['bearing-in-process.cjs', 'pi-extension.cjs', 'opencode-plugin.cjs'];
const read = (file: string) => readFileSync(join(REPO_ROOT, 'hooks', file), 'utf8');

describe('the committed packaged hooks, CLI and evaluator child', () => {
  test('are byte for byte what `npm run build` makes from the sources today, the bins executable', () => {
    const staging = join(REPO_ROOT, 'build', 'fresh');
    // The bins are there already and not executable (a checkout that lost the bit): the build must make them so.
    mkdirSync(staging, { recursive: true });
    for (const bin of BINS) {
      writeFileSync(join(staging, bin), '');
      chmodSync(join(staging, bin), 0o644);
    }
    execFileSync(npm, ['run', '--silent', 'build:script'], { cwd: REPO_ROOT, stdio: 'pipe' });
    execFileSync(process.execPath, [join(REPO_ROOT, 'build', 'build-hook.cjs'), '--staging', staging, '--out-dir', staging], { cwd: REPO_ROOT, stdio: 'pipe' });
    expect(BINS.map((bin) => [bin, (statSync(join(staging, bin)).mode & 0o777).toString(8)])).toEqual(BINS.map((bin) => [bin, '755']));
    for (const file of ['bearing-hook.cjs', 'bearing-cli.cjs', ...APART_FILES.map((f) => f.slice('hooks/'.length)), 'te-evaluator-child.cjs', ...IN_PROCESS]) {
      const fresh = readFileSync(join(staging, file), 'utf8');
      const committed = readFileSync(join(REPO_ROOT, 'hooks', file), 'utf8');
      // On a mismatch, run `npm run build` and commit hooks/.
      expect({ file, fresh: committed === fresh }).toEqual({ file, fresh: true });
    }
  }, 120_000);

  test("leaves the descriptors' evidence to the CLI: the hook decides from states and channels", () => {
    // Notes from the Cursor and Kimi Code descriptors, and why Claude Code's WorktreeCreate is deferred: text only `bearing` needs.
    for (const note of ['followup_message is auto-submitted', 'fail open (no fail-closed mode in 2.1.0)', 'stdout becomes the worktree path']) {
      expect({ note, hook: readFileSync(HOOK_BUNDLE, 'utf8').includes(note) }).toEqual({ note, hook: false });
      expect({ note, inProcess: read('bearing-in-process.cjs').includes(note) }).toEqual({ note, inProcess: false });
      expect({ note, cli: read('bearing-cli.cjs').includes(note) }).toEqual({ note, cli: true });
    }
  });

  test('leaves the manifest generators and the evidence sources to the CLI too', () => {
    // A marketplace, the Codex hooks file's name, a fixture folder cited as evidence, a documentation address.
    for (const text of ['marketplace', 'codex-hooks.json', 'fixtures/claude-code/live/', 'https://code.claude.com/docs']) {
      expect({ text, hook: readFileSync(HOOK_BUNDLE, 'utf8').includes(text), inProcess: read('bearing-in-process.cjs').includes(text) }).toEqual({
        text,
        hook: false,
        inProcess: false,
      });
      expect({ text, cli: read('bearing-cli.cjs').includes(text) }).toEqual({ text, cli: true });
    }
  });

  test('the command hook carries the command hosts only, the in-process bundle the in-process hosts only', () => {
    // Each host's displayName is in the bundle that serves it, and in no other.
    const hook = readFileSync(HOOK_BUNDLE, 'utf8');
    const inProcess = read('bearing-in-process.cjs');
    expect(['Claude Code', 'OpenAI Codex CLI', 'Grok Build', 'Kimi Code CLI'].map((n) => [n, hook.includes(`"${n}"`), inProcess.includes(`"${n}"`)])).toEqual(
      ['Claude Code', 'OpenAI Codex CLI', 'Grok Build', 'Kimi Code CLI'].map((n) => [n, true, false]),
    );
    expect(['"Pi"', '"OpenCode"'].map((n) => [n, hook.includes(n), inProcess.includes(n)])).toEqual([
      ['"Pi"', false, true],
      ['"OpenCode"', false, true],
    ]);
  });

  // What only some hook calls run, each with text only it carries (packaging/bundle/build-hook.ts APART_BUNDLES).
  test.each([
    ['bearing-te.cjs', 'an active Test Engineering capability (the candidate scan)', '--porcelain=v2'],
    ['bearing-plan.cjs', 'the events that read a plan (the walk skips dependency folders)', '"node_modules"'],
    ['bearing-diagnostics.cjs', 'a config file the quick check refused (the placed syntax error)', '(JSON strings take double quotes)'],
    ['bearing-trace.cjs', 'a traced call (the line, its redaction, the rotated file)', 'a trace line keeps'],
    ['bearing-record.cjs', 'a refused or asked call (the record line, the user setting, the age bound)', 'cannot drop its lines older than'],
    ['bearing-shell.cjs', 'a shell tool call (the parser and the evaluator)', 'functions nested deeper than'],
  ])('leaves %s (what only %s runs) to a file of its own, loaded at its first use', (file, _what, marker) => {
    for (const bundle of [readFileSync(HOOK_BUNDLE, 'utf8'), read('bearing-in-process.cjs')]) {
      expect({ requires: bundle.includes(`require("./${file}")`), carries: bundle.includes(marker) }).toEqual({ requires: true, carries: false });
    }
    expect(read(file)).toContain(marker);
  });

  test.each([
    ['bearing-windows.cjs', 'a PowerShell or cmd line (the token reader, shell-quote)', 'Bad substitution'],
    ['bearing-inline-code.cjs', "code handed to an interpreter (the languages' readers)", 'check_output'],
  ])('the shell reader leaves %s (what only %s needs) to a file of its own', (file, _what, marker) => {
    const shell = read('bearing-shell.cjs');
    expect({ requires: shell.includes(`require("./${file}")`), carries: shell.includes(marker) }).toEqual({ requires: true, carries: false });
    expect(read(file)).toContain(marker);
  });

  test(`stays within its size budget (${HOOK_SIZE_BUDGET_BYTES / 1024} KiB)`, () => {
    expect(readFileSync(HOOK_BUNDLE).length).toBeLessThanOrEqual(HOOK_SIZE_BUDGET_BYTES);
  });
});
