import { ProtectedBranchPolicy } from '../../../src/policies/protected-branch/protected-branch.policy';
import { LiteralShellCommandAnalyzer } from '../../../src/services/shell-command/literal-shell-command.analyzer';
import type { WorkspaceConfig, WorkspaceConfigReader } from '../../../src/services/workspace/workspace-config.reader';
import type { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import type { PolicyContext } from '../../../src/framework/policy';
import type { HookEvent } from '../../../src/protocol/hook-event';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';

const locator = { root: (cwd?: string) => cwd ?? '/w' } as WorkspaceLocator;
const configs = (config: WorkspaceConfig) => ({ read: () => config }) as unknown as WorkspaceConfigReader;
const defaults = configs({ ok: true, config: {} });
const diagnostics: string[] = [];
const context: PolicyContext = { descriptor: CLAUDE_CODE_DESCRIPTOR, diagnose: (l) => diagnostics.push(l) };
const bash = (command: string): HookEvent => ({
  host: 'claude-code',
  family: 'tool/before',
  nativeEvent: 'PreToolUse',
  cwd: '/w',
  tool: { name: 'Bash', input: { command }, command },
  reentry: false,
  raw: {},
});

describe('ProtectedBranchPolicy', () => {
  const policy = new ProtectedBranchPolicy(new LiteralShellCommandAnalyzer(), locator, defaults);

  test.each(['git checkout -b main', 'git switch -c master', 'git branch develop', 'git checkout -B PROD', 'git switch --create production'])(
    'denies %s (default protected names, any case)',
    (command) => {
      expect(policy.evaluate(bash(command), context)).toMatchObject({ verdict: 'deny', reason: expect.stringMatching(/^protected_ref: /) });
    },
  );

  test('the reason names the ref, the rule, the protected list and what to do instead', () => {
    expect(policy.evaluate(bash('git checkout -b main'), context)).toEqual({
      verdict: 'deny',
      reason:
        'protected_ref: main (rule: create_protected_branch, `git checkout -b`). Branches named main, master, develop, prod, production ' +
        'are protected in this workspace and are not created by agents. Create a working branch with another name instead, for example ' +
        '`git checkout -b feature/<topic>`.',
    });
  });

  test.each(['git checkout -b feature/x', 'git checkout main', 'git branch -d main', 'npm test', 'ls main'])('allows %s', (command) => {
    expect(policy.evaluate(bash(command), context)).toEqual({ verdict: 'none' });
  });

  test('a tool call without a command is none of its business', () => {
    expect(policy.evaluate({ ...bash(''), tool: { name: 'Write', input: { file_path: 'main' } } }, context)).toEqual({ verdict: 'none' });
  });

  test('the workspace config replaces the default names', () => {
    const custom = new ProtectedBranchPolicy(new LiteralShellCommandAnalyzer(), locator, configs({ ok: true, config: { branches: { protected: ['trunk'] } } }));
    expect(custom.evaluate(bash('git checkout -b main'), context)).toEqual({ verdict: 'none' });
    expect(custom.evaluate(bash('git checkout -b Trunk'), context)).toMatchObject({ verdict: 'deny', reason: expect.stringContaining('Branches named trunk') });
    const upper = new ProtectedBranchPolicy(new LiteralShellCommandAnalyzer(), locator, configs({ ok: true, config: { branches: { protected: ['Stable'] } } }));
    expect(upper.evaluate(bash('git branch stable'), context)).toMatchObject({ verdict: 'deny', reason: expect.stringMatching(/^protected_ref: stable /) });
  });

  test('a broken config denies branch creation with policy_unavailable and one diagnostic; other commands pass', () => {
    diagnostics.length = 0;
    const broken = new ProtectedBranchPolicy(new LiteralShellCommandAnalyzer(), locator, configs({ ok: false, path: '/w/bearing.config.json', error: 'unknown key "x"' }));
    expect(broken.evaluate(bash('git checkout -b feature/x'), context)).toEqual({
      verdict: 'deny',
      reason: 'policy_unavailable: cannot check branch "feature/x" because /w/bearing.config.json is broken (unknown key "x"); repair that file, then retry',
    });
    expect(diagnostics).toEqual(['/w/bearing.config.json: unknown key "x"']);
    expect(broken.evaluate(bash('npm test'), context)).toEqual({ verdict: 'none' });
  });
});
