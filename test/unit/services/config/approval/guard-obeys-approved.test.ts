import { join } from 'node:path';
import { ProtectedBranchPolicy } from '../../../../../src/policies/protected-branch/protected-branch.policy';
import { ConfigPolicySwitches } from '../../../../../src/services/config/config-policy-switches';
import { WorkspaceConfigReader } from '../../../../../src/services/config/workspace-config.reader';
import { GitBranchRefs } from '../../../../../src/services/git-files/branch-refs';
import { GitHeadFileReader } from '../../../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../../../src/services/git-files/git-refs-file.reader';
import { EvaluatedShellCommandAnalyzer } from '../../../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { WorkspaceLocator } from '../../../../../src/services/workspace/workspace-locator';
import type { HookEvent } from '../../../../../src/protocol/hook-event';
import { policyContext } from '../../../../support/policy-context';
import { useScratch } from '../../../../support/scratch';
import { bash } from '../../../../support/tool-calls';

const scratch = useScratch();

/** One hook call's policies, each event with a reader of its own (as the runner scopes them). */
function guard(environment: Record<string, string>) {
  return (cwd: string, command: string) => {
    const reader = new WorkspaceConfigReader(environment);
    const policy = new ProtectedBranchPolicy(
      new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), environment),
      new WorkspaceLocator(),
      reader,
      new GitRefsFileReader(),
      new GitBranchRefs(),
    );
    const { context, lines } = policyContext();
    const event: HookEvent = { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd, tool: bash(command), reentry: false, raw: {} };
    const switches = new ConfigPolicySwitches(new WorkspaceLocator(), reader).switchedOff(event);
    return { verdict: policy.evaluate(event, context), lines, off: [...switches.off], notice: switches.notice };
  };
}

describe('the guard obeys the approved settings while a loosening waits', () => {
  test('an agent’s edit that switches a rule and a policy off changes nothing until the user approves; one notice line per call', () => {
    const repo = scratch.repo('main');
    repo.write('bearing.config.json', '{}');
    const environment = { XDG_CONFIG_HOME: scratch.dir('bearing-xdg-'), BEARING_CACHE_DIR: scratch.dir('bearing-cache-') };
    const hook = guard(environment);
    expect(hook(repo.root, 'git push origin main')).toEqual({ verdict: expect.objectContaining({ verdict: 'deny' }), lines: [], off: [], notice: undefined });

    // Written by a program the guard never saw.
    repo.write('bearing.config.json', '{"branches":{"rules":{"push":false,"create":false}},"policies":{"configGuard":false}}');
    const notice = `bearing.config.json changed since the user approved it and loosens the guard (branches.rules.create deny → off, branches.rules.push deny → off, and 1 more); bearing obeys the approved settings until the user runs \`bearing config approve\` in ${repo.root}, in their own terminal`;
    const call = hook(repo.root, 'git push origin main && git checkout -b master');
    expect(call.verdict).toMatchObject({ verdict: 'deny', reason: expect.stringMatching(/^protected_ref: main \(rule: push_protected_branch/) });
    expect(call.lines).toEqual([notice]);
    // The policy switched off stays on; the switches carry the notice too, for the runner to say on every call.
    expect([call.off, call.notice]).toEqual([[], notice]);

    // A tightening on top still waits for the loosening's approval; a command the rules do not look at is let through.
    repo.write('bearing.config.json', '{"branches":{"rules":{"push":false,"create":false,"commit":true}},"policies":{"configGuard":false}}');
    expect(hook(join(repo.root), 'git commit -m x')).toMatchObject({
      verdict: { verdict: 'deny', reason: expect.stringMatching(/^protected_ref: main \(rule: commit_on_protected_branch/) },
    });
    expect(hook(repo.root, 'git status')).toMatchObject({ verdict: { verdict: 'none' }, lines: [] });
  });
});
