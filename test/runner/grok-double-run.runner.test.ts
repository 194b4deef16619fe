import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFixture, REPO_ROOT } from '../support/fixtures';
import { runHook, runHookAsync, type HookProcess } from '../support/run-hook';

/**
 * Grok Build runs its own hook files and Claude Code's and Cursor's (docs/hosts.md: "Grok runs other hosts' hook files").
 * These tests start the packaged hook as Grok would, with the variables Grok's runner injects.
 */
const payload = readFixture('grok-build/docs/pre-tool-use.checkout-main.json');
const DENY = { decision: 'deny', reason: expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch/) };
const cache = mkdtempSync(join(tmpdir(), 'bearing-grok-runner-'));
let sessions = 0;
/** Grok's runner variables for one new session, and one cache folder shared by all processes of the test. */
const grok = () => ({
  GROK_HOOK_EVENT: 'pre_tool_use',
  GROK_HOOK_NAME: 'bearing',
  GROK_SESSION_ID: `runner-session-${++sessions}`,
  GROK_WORKSPACE_ROOT: '/tmp/bearing-docs-project',
  BEARING_CACHE_DIR: cache,
});

const start = (args: readonly string[], input: string, env: Record<string, string>) => runHookAsync(args, input, env);

/** Runs a generated hook command through a real shell, the way hosts run it, with the plugin root variable set. */
function shellCommand(command: string, input: string, env: Record<string, string>): HookProcess {
  const run = spawnSync('/bin/sh', ['-c', command], {
    input,
    encoding: 'utf8',
    timeout: 20_000,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("Grok runs bearing's Claude Code and Cursor hooks: Grok is guarded, in Grok's dialect", () => {
  test("`claude-code` under Grok answers with Grok's deny, exit 0", () => {
    const run = runHook(['claude-code'], payload.text, grok());
    expect({ ...run, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY, stderr: '' });
  });

  test("`cursor --event beforeShellExecution` under Grok: Grok's deny, not Cursor's permission/exit 2", () => {
    const run = runHook(['cursor', '--event', 'beforeShellExecution'], payload.text, grok());
    expect({ ...run, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY, stderr: '' });
  });

  test("a Cursor gate registration with an unreadable payload under Grok: Grok's neutral reply (an exit 2 would be a deny there)", () => {
    expect(runHook(['cursor', '--event', 'beforeShellExecution'], 'not json', grok())).toEqual({
      status: 0,
      stdout: '',
      stderr: expect.stringMatching(/^bearing: json_malformed: [^\n]*\n$/),
    });
  });

  test("the plugin's own hooks/hooks.json command, run by a shell as Grok runs plugin hooks (CLAUDE_PLUGIN_ROOT is set for them)", () => {
    const hooks = JSON.parse(readFileSync(join(REPO_ROOT, 'hooks', 'hooks.json'), 'utf8')).hooks;
    const command: string = hooks.PreToolUse[0].hooks[0].command;
    const run = shellCommand(command, payload.text, { ...grok(), GROK_PLUGIN_ROOT: REPO_ROOT, CLAUDE_PLUGIN_ROOT: REPO_ROOT });
    expect({ ...run, stdout: JSON.parse(run.stdout) }).toEqual({ status: 0, stdout: DENY, stderr: '' });
  });

  test("the Cursor plugin's hooks command in Cursor itself (no Grok variables) still answers as Cursor", () => {
    const hooks = JSON.parse(readFileSync(join(REPO_ROOT, 'hooks', 'cursor.hooks.json'), 'utf8')).hooks;
    const command: string = hooks.beforeShellExecution[0].command;
    const run = shellCommand(command, readFixture('cursor/docs/before-shell-execution.checkout-main.json').text, {
      CURSOR_PLUGIN_ROOT: REPO_ROOT,
      CURSOR_VERSION: '3.18.25',
    });
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ permission: 'deny', agent_message: expect.stringMatching(/^protected_ref: main/) });
  });
});

describe('bearing registered for Grok and for Claude Code (and Cursor): one decision per Grok event', () => {
  test('one after the other: the first process decides, the next stays silent', () => {
    const env = grok();
    expect(JSON.parse(runHook(['grok-build'], payload.text, env).stdout)).toEqual(DENY);
    expect(runHook(['claude-code'], payload.text, env)).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(runHook(['cursor', '--event', 'preToolUse'], payload.text, env)).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  test('all at once, as Grok may start them: exactly one deny among three processes', async () => {
    for (let round = 0; round < 3; round++) {
      const env = grok();
      const runs = await Promise.all([
        start(['grok-build'], payload.text, env),
        start(['claude-code'], payload.text, env),
        start(['cursor', '--event', 'preToolUse'], payload.text, env),
      ]);
      expect(runs.map((r) => r.status)).toEqual([0, 0, 0]);
      expect(runs.map((r) => r.stderr)).toEqual(['', '', '']);
      const answered = runs.filter((r) => r.stdout !== '');
      expect(answered).toHaveLength(1);
      expect(JSON.parse(answered[0]!.stdout)).toEqual(DENY);
    }
  });

  test('the next tool call is decided again', () => {
    const env = grok();
    expect(JSON.parse(runHook(['claude-code'], payload.text, env).stdout)).toEqual(DENY);
    const next = JSON.stringify({ ...payload.payload, toolUseId: 'call_grok_next' });
    expect(JSON.parse(runHook(['grok-build'], next, env).stdout)).toEqual(DENY);
  });
});
