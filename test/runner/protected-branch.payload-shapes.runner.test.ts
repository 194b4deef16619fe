import { reasonStartingWith, type GuardDeny } from '../support/guard-cases';
import { guardHostFor, observedOf, type GuardHost } from '../support/guard-hosts';
import { GuardWorkspaces } from '../support/guard-workspace';
import { runHook } from '../support/run-hook';

/**
 * The guard through the packaged hook for tool inputs the command table does not send: a command given
 * as an argument vector (Codex's legacy shell tool sends `["bash", "-lc", "…"]`), and Claude Code's
 * PowerShell tool, whose commands are read as PowerShell.
 */
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());
const FEATURE = { on: 'feature/work' };
const CLAUDE_CODE_GUARD = guardHostFor('claude-code');
const CODEX_GUARD = guardHostFor('codex');

function verdict(host: GuardHost, change: (payload: Record<string, unknown>) => Record<string, unknown>) {
  const payload = change(host.payload('', workspaces.root(FEATURE)));
  const run = runHook([host.host], JSON.stringify(payload));
  return { verdict: host.verdict(observedOf(run)), stderr: run.stderr };
}
const denied = (deny: GuardDeny) => ({ verdict: { decision: 'deny', reason: reasonStartingWith(deny) }, stderr: '' });
const allowed = { verdict: { decision: 'allow' }, stderr: '' };

describe.each([CODEX_GUARD, CLAUDE_CODE_GUARD].map((h) => [h.host, h] as const))('%s: a command sent as an argument vector', (_, host) => {
  const argv = (command: unknown) => verdict(host, (payload) => ({ ...payload, tool_input: { command } }));

  test.each([
    [['bash', '-lc', 'git checkout -b main'], denied({ ref: 'main', rule: 'create' })],
    [['git', 'checkout', '-b', 'main'], denied({ ref: 'main', rule: 'create' })],
    [['/bin/sh', '-e', '-c', 'cd sub && git push origin HEAD:main'], denied({ ref: 'main', rule: 'push' })],
    [['git', 'commit', '-m', 'do not push to main; git push origin main'], allowed],
    [['git', 'checkout', '-b', 'feature/x'], allowed],
    [['bash', 'release.sh', '-c', 'git checkout -b main'], allowed],
  ])('%j', (command, expected) => {
    expect(argv(command)).toEqual(expected);
  });
});

describe('claude-code: the PowerShell tool', () => {
  const powershell = (command: string) => verdict(CLAUDE_CODE_GUARD, (payload) => ({ ...payload, tool_name: 'PowerShell', tool_input: { command } }));

  test.each([
    ['$x = git push origin main', denied({ ref: 'main', rule: 'push' })],
    ['$null = git checkout -b main', denied({ ref: 'main', rule: 'create' })],
    ["foreach ($b in @('x')) { git push origin main }", denied({ ref: 'main', rule: 'push' })],
    ['1..2 | ForEach-Object {git branch -D main}', denied({ ref: 'main', rule: 'move' })],
    ['if (Test-Path sub) { Set-Location sub; git checkout -b main }', denied({ ref: 'main', rule: 'create' })],
    ['$b = git branch --show-current; Write-Output "on $b"', allowed],
    ["foreach ($b in @('x')) { git push origin feature/x }", allowed],
  ])('%j', (command, expected) => {
    expect(powershell(command)).toEqual(expected);
  });

  test('tracing on, a command name computed at run time is allowed and said on stderr', () => {
    const payload = {
      ...CLAUDE_CODE_GUARD.payload('', workspaces.root(FEATURE)),
      tool_name: 'PowerShell',
      tool_input: { command: "$git = 'git'; & $git push origin main" },
    };
    const run = runHook([CLAUDE_CODE_GUARD.host], JSON.stringify(payload), { BEARING_TRACE: '1' });
    expect(CLAUDE_CODE_GUARD.verdict(observedOf(run))).toEqual({ decision: 'allow' });
    expect(run.stderr.split('\n')[0]).toBe('bearing: protected-branch: not checked: `$git`: the command name is computed at run time');
  });
});
