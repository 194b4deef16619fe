import { mergeDecisions } from '../../../src/framework/runner/merge-decisions';
import { ConfigGuardPolicy } from '../../../src/policies/config-guard/config-guard.policy';
import { ProtectedBranchPolicy } from '../../../src/policies/protected-branch/protected-branch.policy';
import { EvaluatedShellCommandAnalyzer } from '../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { GitBranchRefs } from '../../../src/services/git-files/branch-refs';
import { GitHeadFileReader } from '../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../src/services/git-files/git-refs-file.reader';
import { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { tracingEnabled } from '../../../src/platform/runtime-environment';
import { policyContext } from '../../support/policy-context';
import { bash } from '../../support/tool-calls';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import type { HookEvent } from '../../../src/protocol/hook-event';
import { configProblemLine, GUARD_CASES, reasonStartingWith, unavailableReason, type GuardCase } from '../../support/guard-cases';
import { GuardWorkspaces } from '../../support/guard-workspace';
import { ruleChecked } from '../../support/rule-checked';

/** The command table through the policy, with every part real: shell-quote, the file-based HEAD reader, real repositories. */
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());

/** The guard is two policies on tool calls: the branch rules and the protection of bearing's own files. */
function evaluate(row: GuardCase, environment: Record<string, string> = {}) {
  const shell = new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), environment);
  const branches = new ProtectedBranchPolicy(shell, new WorkspaceLocator(), new WorkspaceConfigReader(), new GitRefsFileReader(), new GitBranchRefs());
  const config = new ConfigGuardPolicy(shell, new WorkspaceLocator(), environment);
  const { context, lines: diagnostics } = policyContext(CLAUDE_CODE_DESCRIPTOR, tracingEnabled(environment));
  const event: HookEvent = {
    host: 'claude-code',
    family: 'tool/before',
    nativeEvent: 'PreToolUse',
    cwd: workspaces.root(row.workspace),
    tool: bash(row.command),
    reentry: false,
    raw: {},
  };
  const decision = ruleChecked(mergeDecisions([branches.evaluate(event, context), config.evaluate(event, context)]));
  return { decision, diagnostics };
}

describe("the guard's command table, through its two policies", () => {
  test('the table holds at least 150 commands, both denied and allowed', () => {
    expect(GUARD_CASES.length).toBeGreaterThanOrEqual(150);
    expect(GUARD_CASES.filter((c) => c.expect === 'allow').length).toBeGreaterThanOrEqual(75);
    expect(GUARD_CASES.filter((c) => c.expect !== 'allow').length).toBeGreaterThanOrEqual(75);
  });

  test.each(GUARD_CASES.map((row) => [`${row.group}: ${JSON.stringify(row.command)} (on ${row.workspace.on})`, row] as const))('%s', (_, row) => {
    const { decision, diagnostics } = evaluate(row);
    if (row.expect === 'allow') {
      expect(decision).toEqual({ verdict: 'none' });
      expect(diagnostics).toEqual([]);
    } else if (row.expect === 'unavailable') {
      const root = workspaces.root(row.workspace);
      expect(decision).toEqual({ verdict: 'deny', reason: unavailableReason(row.workspace, root) });
      expect(diagnostics).toEqual([configProblemLine(row.workspace, root)]);
    } else {
      expect(decision).toEqual({ verdict: 'deny', reason: reasonStartingWith(row.expect) });
    }
  });

  test.each(GUARD_CASES.filter((c) => c.group.startsWith('too dynamic')).map((row) => [row.command, row] as const))(
    'tracing on, %j is allowed and the reason why it is not checked goes to stderr',
    (_, row) => {
      const { decision, diagnostics } = evaluate(row, { BEARING_TRACE: '1' });
      expect(decision).toEqual({ verdict: 'none' });
      expect(diagnostics).toEqual([expect.stringMatching(/^protected-branch: not checked: .+/)]);
      expect(diagnostics[0]).not.toContain('\n');
    },
  );
});
