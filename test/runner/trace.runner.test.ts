import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FIXTURES, readFixture, REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { GUARD_HOSTS } from '../support/guard-hosts';
import { adapterOf } from '../support/hosts';
import { HOOK_BUNDLE, hookEnvironment, runHook, runHookAsync } from '../support/run-hook';

const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const repo = new GitRepo('feature/x');
const dir = mkdtempSync(join(tmpdir(), 'bearing-trace-run-'));
afterAll(() => {
  repo.remove();
  rmSync(dir, { recursive: true, force: true });
});

const live = readFixture('claude-code/live/pre-tool-use.bash-checkout-main.json').payload;
const payload = (command: string) => JSON.stringify({ ...live, cwd: repo.root, tool_input: { command, description: 'd' } });
const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
const bearing = (args: string[], env: Record<string, string> = {}, input?: string) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd: repo.root, env: hookEnvironment(env), encoding: 'utf8', input, timeout: 30_000 });

const DENY_REASON =
  'protected_ref: main (rule: create_protected_branch, `git checkout -b`). Branches named main, master, develop, prod, production are protected in this workspace and are not created by agents. Create a working branch with another name instead, for example `git checkout -b feature/<topic>`.';
const DENY_STDOUT = { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: DENY_REASON } };

describe('BEARING_TRACE=<file>: one JSON line per call of the packaged hook, and the reply unchanged', () => {
  const file = join(dir, 'calls', 'trace.jsonl');

  test('a deny and an allow: stdout, stderr and exit code as without the trace; each line with its exact fields', () => {
    const deny = payload('git checkout -b main');
    const allow = payload('git checkout -b feature/ok');
    const plain = [runHook(['claude-code'], deny), runHook(['claude-code'], allow)];
    const traced = [runHook(['claude-code'], deny, { BEARING_TRACE: file }), runHook(['claude-code'], allow, { BEARING_TRACE: file })];
    expect(traced).toEqual(plain);
    expect(plain.map((r) => [r.status, r.stdout === '' ? undefined : JSON.parse(r.stdout), r.stderr])).toEqual([
      [0, DENY_STDOUT, ''],
      [0, undefined, ''],
    ]);
    const policy = (verdict: string, more = {}) => ({ verdict, ms: expect.any(Number), ...more });
    const common = {
      v: 1,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      host: 'claude-code',
      event: 'PreToolUse',
      family: 'tool/before',
      cwd: process.cwd(),
      exitCode: 0,
      ms: expect.any(Number),
    };
    expect(linesOf(file)).toEqual([
      {
        ...common,
        policies: [
          { policy: 'protected-branch', ...policy('deny', { reason: DENY_REASON }) },
          { policy: 'command-rules', ...policy('none') },
          { policy: 'config-guard', ...policy('none') },
          { policy: 'te_test_write', ...policy('none') },
        ],
        decision: { verdict: 'deny', reason: DENY_REASON, rule: 'create_protected_branch', policy: 'protected-branch' },
        reply: { stdout: DENY_STDOUT, diagnostics: [] },
        payload: JSON.parse(deny),
      },
      {
        ...common,
        policies: [
          { policy: 'protected-branch', ...policy('none') },
          { policy: 'command-rules', ...policy('none') },
          { policy: 'config-guard', ...policy('none') },
          { policy: 'te_test_write', ...policy('none') },
        ],
        decision: { verdict: 'none' },
        reply: { diagnostics: [] },
        payload: JSON.parse(allow),
      },
    ]);
  });

  test('the line never holds a secret the payload carried', () => {
    const secrets = join(dir, 'secrets.jsonl');
    const command =
      'git push https://alice:hunter2pass@git.example.com/r.git feature/x && echo ghp_0123456789abcdefghijABCDEFGHIJ && OPENAI_KEY=sk-abcdefghijklmnopqrstuv';
    runHook(['claude-code'], payload(command), { BEARING_TRACE: secrets });
    const text = readFileSync(secrets, 'utf8');
    for (const secret of ['hunter2pass', 'alice:', 'ghp_0123456789', 'sk-abcdefghij'])
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    expect(JSON.parse(text).payload.tool_input.command).toBe(
      'git push https://[redacted credentials]@git.example.com/r.git feature/x && echo [redacted token] && OPENAI_KEY=[redacted token]',
    );
  });

  test('a trace that cannot be written: the same reply, and one stderr line saying why', () => {
    const open = join(dir, 'world-readable.jsonl');
    writeFileSync(open, '');
    chmodSync(open, 0o644);
    const run = runHook(['claude-code'], payload('git checkout -b main'), { BEARING_TRACE: open });
    expect({ status: run.status, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY_STDOUT });
    expect(run.stderr).toBe(`bearing: trace: ${open}: not written: others may read or write it (mode 644; chmod 600 it)\n`);
    expect(readFileSync(open, 'utf8')).toBe('');
  });

  test('a FIFO at the trace path, or as the user config: the same reply, at once, and one stderr line (review of issue 12)', () => {
    const fifo = join(dir, 'trace.fifo');
    execFileSync('mkfifo', [fifo]);
    const run = runHook(['claude-code'], payload('git checkout -b main'), { BEARING_TRACE: fifo });
    expect({ status: run.status, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY_STDOUT });
    expect(run.stderr).toBe(`bearing: trace: ${fifo}: not written: cannot open it (ENXIO)\n`);
    const configHome = mkdtempSync(join(tmpdir(), 'bearing-trace-fifo-config-'));
    mkdirSync(join(configHome, 'bearing'));
    execFileSync('mkfifo', [join(configHome, 'bearing', 'config.json')]);
    // The trace reads the user config bounded and never blocking; the guard then finds it broken, as a FIFO is.
    const configured = runHook(['claude-code'], payload('git checkout -b main'), { XDG_CONFIG_HOME: configHome });
    expect([configured.status, JSON.parse(configured.stdout).hookSpecificOutput.permissionDecisionReason]).toEqual([
      0,
      `policy_unavailable: cannot check branch "main" because ${join(configHome, 'bearing', 'config.json')} is broken (not a regular file). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`,
    ]);
  });

  test('a hook without its trace writer beside it (a copied file): the same reply, and one stderr line, not a require stack', () => {
    const alone = mkdtempSync(join(tmpdir(), 'bearing-hook-alone-'));
    copyFileSync(HOOK_BUNDLE, join(alone, 'bearing-hook.cjs'));
    copyFileSync(join(dirname(HOOK_BUNDLE), 'bearing-shell.cjs'), join(alone, 'bearing-shell.cjs'));
    const sent = payload('git checkout -b main');
    const run = spawnSync(process.execPath, [join(alone, 'bearing-hook.cjs'), 'claude-code'], {
      input: sent,
      encoding: 'utf8',
      env: hookEnvironment({ BEARING_TRACE: join(dir, 'alone.jsonl') }),
    });
    rmSync(alone, { recursive: true, force: true });
    expect({ status: run.status, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY_STDOUT });
    // The record's writer is missing too (it is a file of its own beside the hook): one line each.
    expect(run.stderr).toBe(
      "bearing: record: not written: Cannot find module './bearing-record.cjs'\nbearing: trace: not written: Cannot find module './bearing-trace.cjs'\n",
    );
  });

  test('a hook without its shell reader beside it: the guards cannot run, so the fail rule answers (Claude Code: neutral), one stderr line', () => {
    const alone = mkdtempSync(join(tmpdir(), 'bearing-hook-alone-'));
    copyFileSync(HOOK_BUNDLE, join(alone, 'bearing-hook.cjs'));
    const run = spawnSync(process.execPath, [join(alone, 'bearing-hook.cjs'), 'claude-code'], {
      input: payload('git checkout -b main'),
      encoding: 'utf8',
      env: hookEnvironment({}),
    });
    rmSync(alone, { recursive: true, force: true });
    expect(run).toMatchObject({
      status: 0,
      stdout: '',
      stderr:
        "bearing: policy_failed: protected-branch: Cannot find module './bearing-shell.cjs'; policy_failed: config-guard: Cannot find module './bearing-shell.cjs'\n",
    });
  });

  test('BEARING_TRACE=1 keeps its meaning: the decision line on stderr, and no file anywhere', () => {
    const run = runHook(['claude-code'], payload('git checkout -b feature/ok'), { BEARING_TRACE: '1' });
    expect(run).toEqual({ status: 0, stdout: '', stderr: 'bearing: trace: claude-code PreToolUse → tool/before: none\n' });
  });

  test('hooks run at once, past the bound: every line whole in <file> and <file>.1, never more than one rotation kept', async () => {
    const busy = join(dir, 'busy.jsonl');
    const runs = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        runHookAsync(['claude-code'], payload(`git status # ${i}`), { BEARING_TRACE: busy, BEARING_TRACE_MAX_BYTES: '6000' }),
      ),
    );
    expect(runs.map((r) => [r.status, r.stdout, r.stderr])).toEqual(runs.map(() => [0, '', '']));
    const kept = [...linesOf(`${busy}.1`), ...linesOf(busy)];
    expect(kept.length).toBeGreaterThan(0);
    expect(new Set(kept.map((l) => l.payload.tool_input.command)).size).toBe(kept.length);
    for (const line of kept) expect(line).toMatchObject({ v: 1, host: 'claude-code', event: 'PreToolUse', decision: { verdict: 'none' } });
    // Each hook checks the size before its own write: hooks writing at the same moment may each add their line.
    const longest = Math.max(...kept.map((l) => JSON.stringify(l).length + 1));
    expect(readFileSync(busy).length).toBeLessThanOrEqual(6000 + runs.length * longest);
  });

  test('writers racing to rotate, a rotation every few lines: every call writes its line, and only <file> and <file>.1 remain', async () => {
    // The packaged trace writer itself, six processes at once: before the rotation lock, two writers that both saw the
    // old file both renamed it, and the second one's line was lost with "cannot write it (ENOENT)" (about 2% of calls).
    const raced = join(dir, 'raced', 'trace.jsonl');
    const writer = `require(${JSON.stringify(require.resolve('reflect-metadata'))});
      const { writeTrace } = require(${JSON.stringify(join(REPO_ROOT, 'hooks', 'bearing-trace.cjs'))});
      let failed = [];
      for (let i = 0; i < 300; i++) {
        const problem = writeTrace(${JSON.stringify(raced)}, { BEARING_TRACE_MAX_BYTES: '2000' }, { time: 0, host: 'claude-code', cwd: '/', policies: [], reply: { diagnostics: [], exitCode: 0 }, ms: 0, text: '{"n":' + i + '}' });
        if (problem) failed.push(problem);
      }
      process.stdout.write(JSON.stringify(failed.slice(0, 3)));`;
    const runs = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((done) => {
            const child = spawn(process.execPath, ['-e', writer], { stdio: ['ignore', 'pipe', 'inherit'] });
            let out = '';
            child.stdout.on('data', (chunk) => (out += chunk));
            child.on('close', () => done(out));
          }),
      ),
    );
    expect(runs).toEqual(runs.map(() => '[]'));
    expect(readdirSync(join(dir, 'raced')).sort()).toEqual(['trace.jsonl', 'trace.jsonl.1']);
    for (const line of [...linesOf(`${raced}.1`), ...linesOf(raced)])
      expect(line).toMatchObject({ v: 1, host: 'claude-code', payload: { n: expect.any(Number) } });
  });

  test('every host with an adapter traces its call, command hosts and in-process hosts alike, its reply unchanged', async () => {
    for (const host of GUARD_HOSTS) {
      const traceFile = join(dir, `${host.host}.jsonl`);
      const sent = host.payload('git checkout -b main', repo.root);
      const [plain, traced] = [await host.ask(sent), await host.ask(sent, { BEARING_TRACE: traceFile })];
      expect({ host: host.host, reply: traced }).toEqual({ host: host.host, reply: plain });
      const [line] = linesOf(traceFile);
      expect({
        host: host.host,
        line: { host: line.host, event: line.event, family: line.family, decision: line.decision.verdict, exitCode: line.exitCode },
      }).toEqual({
        host: host.host,
        line: { host: host.host, event: adapterOf(host.entry).nativeEventName(sent), family: 'tool/before', decision: 'deny', exitCode: plain.exitCode },
      });
    }
  });
});

describe('bearing trace and bearing replay', () => {
  const file = join(dir, 'cli.jsonl');
  beforeAll(() => {
    runHook(['claude-code'], payload('git checkout -b main'), { BEARING_TRACE: file });
    runHook(['claude-code'], payload('git status'), { BEARING_TRACE: file });
  });

  test('bearing trace --last 1: the last call, decision first; the file from BEARING_TRACE; --json the lines themselves', () => {
    const run = bearing(['trace', '--last', '1'], { BEARING_TRACE: file });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^none {4}claude-code PreToolUse tool\/before {2}\d+(\.\d)? ms {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n$/);
    const both = bearing(['trace', '--file', file]);
    expect(both.stdout.split('\n')[0]).toMatch(
      /^deny {4}claude-code PreToolUse tool\/before {2}protected-branch: protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. Branches named main, master… {2}\d+(\.\d)? ms {2}/,
    );
    const json = bearing(['trace', '--file', file, '--json']);
    expect(
      json.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual(linesOf(file));
  });

  test('bearing trace with no trace set: exit 1 and how to set one; a trace with no calls yet: exit 0', () => {
    const configHome = join(dir, 'no-trace-config');
    const config = join(configHome, 'bearing', 'config.json');
    expect(bearing(['trace'], { XDG_CONFIG_HOME: configHome })).toMatchObject({
      status: 1,
      stdout: '',
      stderr: `bearing trace: no trace file is set; to record every hook call, create ${config} holding {"trace": "~/bearing-trace.jsonl"}, or set BEARING_TRACE=<file> in the environment the host starts its hooks in; --file <file> reads a trace you have\n`,
    });
    mkdirSync(join(configHome, 'bearing'), { recursive: true });
    writeFileSync(config, '{ "branches": { "preset": "gitflow" } }\n');
    expect(bearing(['trace'], { XDG_CONFIG_HOME: configHome })).toMatchObject({
      status: 1,
      stderr: `bearing trace: no trace file is set; to record every hook call, add "trace": "~/bearing-trace.jsonl" to ${config}, or set BEARING_TRACE=<file> in the environment the host starts its hooks in; --file <file> reads a trace you have\n`,
    });
    expect(bearing(['trace', '--file', join(dir, 'none.jsonl')])).toMatchObject({ status: 0, stdout: `no calls traced yet in ${join(dir, 'none.jsonl')}\n` });
    expect(bearing(['trace', '--last', '0'], { BEARING_TRACE: file })).toMatchObject({
      status: 2,
      stderr: 'bearing trace: --last takes a whole number of calls, 1 or more (got "0")\n',
    });
  });

  test('bearing replay of a fixture: the reply, the policy and rule, every policy, the descriptor cell and its evidence', () => {
    const run = bearing(['replay', join(FIXTURES, 'claude-code/live/pre-tool-use.bash-checkout-main.json')]);
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'deny    claude-code PreToolUse tool/before',
      `  reply: exit 0; stdout ${JSON.stringify(DENY_STDOUT)}`,
      `  decided by protected-branch (rule: create_protected_branch): ${DENY_REASON}`,
    ]);
    expect(lines[3]).toMatch(
      /^ {2}policies: protected-branch deny [\d.]+ ms, command-rules none [\d.]+ ms, config-guard none [\d.]+ ms, te_test_write none [\d.]+ ms$/,
    );
    expect(lines[4]).toBe('  descriptor: claude-code tool/before supported; the deny channel: enforced');
    expect(lines[5]).toBe(
      '    evidence: live fixtures/claude-code/live/pre-tool-use.bash-checkout-main.json (2.1.328, 2026-11-29): permissionDecision "deny" honoured: the command did not run (test/e2e/claude-code.live.test.ts)',
    );
  });

  test('bearing replay of a trace line (on stdin, or as the word itself): the same reply as traced, exit 0; a reply that differs, exit 1', () => {
    const last = bearing(['trace', '--file', file, '--last', '2', '--json']).stdout.trim().split('\n')[0]!;
    const piped = bearing(['replay', '-'], {}, `${last}\n`);
    expect({ status: piped.status, stderr: piped.stderr }).toEqual({ status: 0, stderr: '' });
    expect(piped.stdout.split('\n')[0]).toBe('deny    claude-code PreToolUse tool/before');
    expect(piped.stdout).toContain('\n  traced: the same reply (exit code, stdout, stderr) as the trace line\n');
    const json = JSON.parse(bearing(['replay', last, '--json']).stdout);
    expect({ reply: json.reply, traced: json.traced, rule: json.rule }).toEqual({
      reply: { exitCode: 0, stdout: DENY_STDOUT, diagnostics: [] },
      traced: { same: true, differences: [] },
      rule: 'create_protected_branch',
    });
    // The repository moved on: the same call is now answered otherwise, and replay says what changed.
    const doctored = JSON.stringify({ ...JSON.parse(last), exitCode: 2 });
    const differs = bearing(['replay', doctored]);
    expect({ status: differs.status, line: differs.stdout.trimEnd().split('\n').at(-1) }).toEqual({
      status: 1,
      line: '  traced: differs: exitCode was 2, now 0',
    });
  });

  test('bearing replay of a trace file takes its last line; input it cannot use is a usage error', () => {
    const run = bearing(['replay', file]);
    expect({ status: run.status, first: run.stdout.split('\n')[0] }).toEqual({ status: 0, first: 'none    claude-code PreToolUse tool/before' });
    expect(bearing(['replay', '{"hook_event_name":"PreToolUse"}'])).toMatchObject({
      status: 2,
      stderr: 'bearing replay: a payload that does not say its host: name it with --host <id>\n',
    });
    expect(bearing(['replay', join(dir, 'missing.json')])).toMatchObject({
      status: 2,
      stderr: `bearing replay: cannot read ${join(dir, 'missing.json')} (ENOENT)\n`,
    });
  });
});
