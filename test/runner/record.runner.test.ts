import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { guardHostFor } from '../support/guard-hosts';
import { hookEnvironment, runHook } from '../support/run-hook';

/**
 * The record of issue 20 §4 through the packaged hook and the built CLI: every deny and ask, one JSON line in the user
 * cache, read with `bearing log`. Each test has a cache folder (and a user config folder) of its own.
 */
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const repo = new GitRepo('feature/x');
const scratch = mkdtempSync(join(tmpdir(), 'bearing-record-run-'));
afterAll(() => {
  repo.remove();
  rmSync(scratch, { recursive: true, force: true });
});

let count = 0;
/** A fresh cache folder and user config folder, as variables for the hook and the CLI. */
function fresh(userConfig?: object): { env: Record<string, string>; cache: string; file: string } {
  const at = join(scratch, String(++count));
  const cache = join(at, 'cache');
  const config = join(at, 'config');
  mkdirSync(join(config, 'bearing'), { recursive: true });
  if (userConfig) writeFileSync(join(config, 'bearing', 'config.json'), JSON.stringify(userConfig));
  return { env: { BEARING_CACHE_DIR: cache, XDG_CONFIG_HOME: config }, cache, file: join(cache, 'decisions', 'decisions.jsonl') };
}

const SESSION = '7f3a9c1e-2b4d-4e6f-8a0b-1c2d3e4f5a6b';
const claude = (command: string, cwd = repo.root) =>
  JSON.stringify({ session_id: SESSION, hook_event_name: 'PreToolUse', cwd, tool_name: 'Bash', tool_input: { command, description: 'd' } });
const bearing = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd: repo.root, env: hookEnvironment(env), encoding: 'utf8', timeout: 30_000 });
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const DENY_REASON =
  'protected_ref: main (rule: create_protected_branch, `git checkout -b`). Branches named main, master, develop, prod, production are protected in this workspace and are not created by agents. Create a working branch with another name instead, for example `git checkout -b feature/<topic>`.';
const DENY_STDOUT = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: DENY_REASON } };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** The reason as the record keeps it: its first line, cut to 240 characters. */
const KEPT_REASON = `${DENY_REASON.slice(0, 239)}…`;

describe('the record: every deny and ask a hook call returns, one JSON line in the user cache', () => {
  test('a Claude Code deny: the reply as before; the line with its exact fields; `bearing log` and `--last-session --json` show it', () => {
    const { env, file } = fresh();
    const run = runHook(['claude-code'], claude('git checkout -b main'), env);
    expect({ status: run.status, stdout: JSON.parse(run.stdout), stderr: run.stderr }).toEqual({ status: 0, stdout: DENY_STDOUT, stderr: '' });
    const line = {
      v: 1,
      time: expect.stringMatching(ISO),
      verdict: 'deny',
      host: 'claude-code',
      event: 'PreToolUse',
      session: SESSION,
      root: repo.root,
      cwd: repo.root,
      tool: 'Bash',
      command: 'git checkout -b main',
      rule: 'create_protected_branch',
      policy: 'protected-branch',
      reason: KEPT_REASON,
      bearing: VERSION,
    };
    const written = linesOf(file);
    expect(written).toEqual([line]);
    const time = (written[0]!['time'] as string).replace('T', ' ').replace(/\.\d+Z$/, '');

    const log = bearing(['log'], env);
    expect({ status: log.status, stderr: log.stderr }).toEqual({ status: 0, stderr: '' });
    expect(log.stdout).toBe(`deny      claude-code  7f3a9c1e  git checkout -b main  create_protected_branch  ${DENY_REASON.slice(0, 99)}…  ${time}\n`);
    const json = bearing(['log', '--last-session', '--json'], env);
    expect({ status: json.status, stderr: json.stderr, lines: JSON.parse(json.stdout) }).toEqual({ status: 0, stderr: '', lines: [line] });
  });

  test('an allow writes nothing: no folder, no file', () => {
    const { env, cache } = fresh();
    const run = runHook(['claude-code'], claude('git checkout -b feature/ok'), env);
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
    expect(existsSync(join(cache, 'decisions'))).toBe(false);
    expect(bearing(['log'], env).stdout).toBe(`no decisions recorded yet (${join(cache, 'decisions', 'decisions.jsonl')})\n`);
  });

  test('the folder is 0700 and the file 0600', () => {
    const { env, file } = fresh();
    runHook(['claude-code'], claude('git checkout -b main'), env);
    expect([statSync(join(file, '..')).mode & 0o777, statSync(file).mode & 0o777]).toEqual([0o700, 0o600]);
  });

  test('"record": false in the user-level config writes nothing, and `bearing log` says the record is off', () => {
    const { env, cache } = fresh({ record: false });
    const run = runHook(['claude-code'], claude('git checkout -b main'), env);
    expect({ status: run.status, stdout: JSON.parse(run.stdout), stderr: run.stderr }).toEqual({ status: 0, stdout: DENY_STDOUT, stderr: '' });
    expect(existsSync(join(cache, 'decisions'))).toBe(false);
    const log = bearing(['log'], env);
    expect([log.status, log.stdout, log.stderr]).toEqual([
      0,
      `nothing recorded in ${join(cache, 'decisions', 'decisions.jsonl')}\n`,
      `bearing log: recording is off ("record": false in ${join(env['XDG_CONFIG_HOME']!, 'bearing', 'config.json')}): decisions since then are not recorded\n`,
    ]);
  });

  test('"record": false in a workspace\'s bearing.config.json is not obeyed: a repository cannot hide what bearing refused in it', () => {
    const own = new GitRepo('feature/y');
    try {
      own.write('bearing.config.json', JSON.stringify({ record: false }));
      const { env, file } = fresh();
      const run = runHook(['claude-code'], claude('git checkout -b main', own.root), env);
      expect(JSON.parse(run.stdout)).toEqual(DENY_STDOUT);
      expect(linesOf(file).map((l) => [l['verdict'], l['root'], l['command']])).toEqual([['deny', own.root, 'git checkout -b main']]);
    } finally {
      own.remove();
    }
  });

  test('a secret in the command is redacted before the line is written', () => {
    const { env, file } = fresh();
    const command = 'git checkout -b main && curl -H "Authorization: Bearer sk-abcdefghijklmnopqrstuvwx" https://api.example.com';
    const run = runHook(['claude-code'], claude(command), env);
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('abcdefghijklmnop');
    expect(linesOf(file)[0]!['command']).toBe('git checkout -b main && curl -H "Authorization: Bearer [redacted token]" https://api.example.com');
  });

  test('rotated at the size bound: the full file becomes decisions.jsonl.1 (one kept), and `bearing log` reads across both', () => {
    const { env, file } = fresh();
    // One line is about 600 bytes here: a bound of 1500 holds two.
    const bounded = { ...env, BEARING_RECORD_MAX_BYTES: '1500' };
    for (const n of [1, 2, 3, 4, 5]) runHook(['claude-code'], claude(`git checkout -b main # ${n}`), bounded);
    expect(readdirSync(join(file, '..')).sort()).toEqual(['decisions.jsonl', 'decisions.jsonl.1']);
    expect([linesOf(`${file}.1`).map((l) => l['command']), linesOf(file).map((l) => l['command'])]).toEqual([
      ['git checkout -b main # 3', 'git checkout -b main # 4'],
      ['git checkout -b main # 5'],
    ]);
    expect(statSync(file).size + statSync(`${file}.1`).size).toBeLessThanOrEqual(3000);
    const log = JSON.parse(bearing(['log', '--json'], env).stdout) as Record<string, unknown>[];
    expect(log.map((l) => l['command'])).toEqual(['git checkout -b main # 3', 'git checkout -b main # 4', 'git checkout -b main # 5']);
  });

  test('a line 31 days old is not shown, and goes from the file when `bearing log` reads it', () => {
    const { env, file } = fresh();
    runHook(['claude-code'], claude('git checkout -b main'), env);
    const recent = readFileSync(file, 'utf8');
    const old = { ...JSON.parse(recent), time: new Date(Date.now() - 31 * 86_400_000).toISOString(), command: 'git checkout -b master' };
    writeFileSync(file, `${JSON.stringify(old)}\n${recent}`);
    const log = JSON.parse(bearing(['log', '--json'], env).stdout) as Record<string, unknown>[];
    expect(log.map((l) => l['command'])).toEqual(['git checkout -b main']);
    expect(readFileSync(file, 'utf8')).toBe(recent);
  });

  test('a line 32 days old goes from the file at the next refusal the hook records', () => {
    const { env, file } = fresh();
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    const old = { v: 1, time: new Date(Date.now() - 32 * 86_400_000).toISOString(), verdict: 'deny', host: 'codex', event: 'PreToolUse', bearing: VERSION };
    writeFileSync(file, `${JSON.stringify(old)}\n`, { mode: 0o600 });
    writeFileSync(`${file}.1`, `${JSON.stringify({ ...old, host: 'cursor' })}\n`, { mode: 0o600 });
    runHook(['claude-code'], claude('git checkout -b main'), env);
    expect(linesOf(file).map((l) => [l['host'], l['command']])).toEqual([['claude-code', 'git checkout -b main']]);
    expect(existsSync(`${file}.1`)).toBe(false);
  });

  test('an in-process host (Pi) records too, through the bundle it loads', async () => {
    const { env, file } = fresh();
    const pi = guardHostFor('pi');
    const reply = await pi.ask(pi.payload('git checkout -b main', repo.root), env);
    expect(pi.verdict(reply)).toEqual({ decision: 'deny', reason: DENY_REASON });
    expect(reply.diagnostics).toEqual([]);
    expect(linesOf(file)).toEqual([
      expect.objectContaining({
        verdict: 'deny',
        host: 'pi',
        event: 'tool_call',
        session: 'sample-session',
        root: repo.root,
        tool: 'bash',
        command: 'git checkout -b main',
        rule: 'create_protected_branch',
      }),
    ]);
  });

  test('an ask the host puts to the user (Claude Code) and one it cannot (Codex: refused instead) say so', () => {
    const { env, file } = fresh({ branches: { rules: { create: 'ask' } } });
    const asked = runHook(['claude-code'], claude('git checkout -b main'), env);
    expect(JSON.parse(asked.stdout).hookSpecificOutput.permissionDecision).toBe('ask');
    const codex = guardHostFor('codex');
    const refused = runHook(['codex'], JSON.stringify(codex.payload('git checkout -b main', repo.root)), env);
    expect(JSON.parse(refused.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    expect(linesOf(file).map((l) => [l['host'], l['verdict'], l['asked'], l['rule']])).toEqual([
      ['claude-code', 'ask', 'user', 'create_protected_branch'],
      ['codex', 'deny', 'refused', 'create_protected_branch'],
    ]);
    const log = bearing(['log'], env).stdout.split('\n');
    expect([log[0]!.slice(0, 33), log[1]!.slice(0, 27)]).toEqual(['ask       claude-code  7f3a9c1e  ', 'ask→deny  codex  sample-s  ']);
  });

  test('a record that cannot be written (a file where its folder goes) leaves the reply as it was, and says so in one stderr line', () => {
    const { env, cache } = fresh();
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, 'decisions'), 'not a folder');
    const run = runHook(['claude-code'], claude('git checkout -b main'), env);
    expect({ status: run.status, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY_STDOUT });
    expect(run.stderr).toBe(`bearing: record: ${join(cache, 'decisions', 'decisions.jsonl')}: not written: cannot create its folder (EEXIST)\n`);
  });

  (process.getuid?.() === 0 ? test.skip : test)('a read-only record folder leaves the reply as it was, and says so in one stderr line', () => {
    const { env, cache } = fresh();
    mkdirSync(join(cache, 'decisions'), { recursive: true, mode: 0o700 });
    chmodSync(join(cache, 'decisions'), 0o500);
    try {
      const run = runHook(['claude-code'], claude('git checkout -b main'), env);
      expect({ status: run.status, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY_STDOUT });
      expect(run.stderr).toBe(`bearing: record: ${join(cache, 'decisions', 'decisions.jsonl')}: not written: cannot open it (EACCES)\n`);
    } finally {
      chmodSync(join(cache, 'decisions'), 0o700);
    }
  });
});

describe('bearing log: the options', () => {
  const { env, file } = fresh();
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const line = (minutesAgo: number, session: string | undefined, command: string) => ({
    v: 1,
    time: at(minutesAgo),
    verdict: 'deny',
    host: 'claude-code',
    event: 'PreToolUse',
    ...(session !== undefined && { session }),
    root: '/r',
    cwd: '/r',
    command,
    bearing: VERSION,
  });
  beforeAll(() => {
    mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
    const lines = [
      line(600, 'session-one-aaaa', 'one a'),
      line(300, 'session-one-aaaa', 'one b'),
      line(90, 'session-two-bbbb', 'two a'),
      line(30, undefined, 'no session'),
      line(10, 'session-two-bbbb', 'two b'),
    ];
    writeFileSync(file, `${[...lines.map((l) => JSON.stringify(l)), 'not a record line'].join('\n')}\n`, { mode: 0o600 });
  });
  const commands = (args: string[]) => {
    const run = bearing(['log', ...args, '--json'], env);
    if (run.stdout === '') throw new Error(run.stderr);
    return { status: run.status, commands: (JSON.parse(run.stdout) as { command: string }[]).map((l) => l.command) };
  };

  test.each([
    [[], ['one a', 'one b', 'two a', 'no session', 'two b']],
    [
      ['--limit', '2'],
      ['no session', 'two b'],
    ],
    [
      ['--since', '2h'],
      ['two a', 'no session', 'two b'],
    ],
    [
      ['--since', new Date(Date.now() - 400 * 60_000).toISOString()],
      ['one b', 'two a', 'no session', 'two b'],
    ],
    [
      ['--session', 'session-one-aaaa'],
      ['one a', 'one b'],
    ],
    [
      ['--session', 'session-'],
      ['one a', 'one b', 'two a', 'two b'],
    ],
    [['--last-session'], ['two a', 'two b']],
    [['--last-session', '--since', '1h'], ['two b']],
  ])('bearing log %j --json', (args, expected) => {
    expect(commands(args as string[])).toEqual({ status: 0, commands: expected });
  });

  test('a line that is not a record line is counted on stderr, never shown', () => {
    expect(bearing(['log', '--limit', '1'], env).stderr).toBe(`bearing log: 1 line of ${file} not read: not record lines of this bearing\n`);
  });

  test('nothing matches: says so, exit 0', () => {
    const run = bearing(['log', '--session', 'nobody'], env);
    expect([run.status, run.stdout]).toEqual([0, `no decision recorded matches --session nobody (5 recorded in ${file})\n`]);
  });

  test.each([
    [['--since', 'yesterday'], 'bearing log: --since takes a duration (30m, 2h, 7d, 1w) or a date or time (2026-12-01, 2026-12-01T09:00Z), not "yesterday"'],
    [['--limit', '0'], 'bearing log: --limit takes a whole number of decisions, 1 or more (got "0")'],
    [['--session', 'x', '--last-session'], 'bearing log: --session and --last-session name a session each: give one'],
  ])('bearing log %j: exit 2 and one line', (args, message) => {
    const run = bearing(['log', ...(args as string[])], env);
    expect([run.status, run.stdout, run.stderr.split('\n')[0]]).toEqual([2, '', message]);
  });
});
