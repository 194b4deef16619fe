import { container, type DependencyContainer } from 'tsyringe';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { CurrentBranchReader, type CurrentBranch } from '../../src/services/git-files/current-branch.reader';
import { GitHeadFileReader } from '../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../src/services/git-files/git-refs-file.reader';
import { LocalBranchReader } from '../../src/services/git-files/local-branch.reader';
import { EvaluatedShellCommandAnalyzer } from '../../src/services/shell-command/evaluated-shell-command.analyzer';
import { ShellCommandAnalyzer } from '../../src/services/shell-command/shell-command.analyzer';

const preToolUse = (command: string) => ({ hook_event_name: 'PreToolUse', cwd: '/tmp', tool_name: 'Bash', tool_input: { command } });

function runnerIn(environment: Record<string, string> = {}, setup: (c: DependencyContainer) => void = () => undefined): HookRunner {
  const child = bootstrap(container.createChildContainer(), HOST_CATALOG, environment);
  setup(child);
  return child.resolve(HookRunner);
}
const onBranch = (name: string) => (c: DependencyContainer) =>
  c.register(CurrentBranchReader, { useValue: { read: (): CurrentBranch => ({ kind: 'branch', name }), repository: () => '/tmp/.git' } });

describe('protected-branch guard wiring (child container, services swapped by token)', () => {
  test('bootstrap puts the evaluating shell analyzer and the HEAD and refs file readers behind their tokens', () => {
    const child = bootstrap(container.createChildContainer(), HOST_CATALOG, {});
    expect(child.resolve(ShellCommandAnalyzer)).toBeInstanceOf(EvaluatedShellCommandAnalyzer);
    expect(child.resolve(CurrentBranchReader)).toBeInstanceOf(GitHeadFileReader);
    expect(child.resolve(LocalBranchReader)).toBeInstanceOf(GitRefsFileReader);
  });

  test('the bootstrapped runner denies a protected branch created inside a compound command', async () => {
    const reply = await runnerIn().run('claude-code', preToolUse('cd sub && git switch -c main'));
    expect(reply.stdout).toMatchObject({
      hookSpecificOutput: {
        permissionDecision: 'deny',
        permissionDecisionReason: expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch, `git switch -c`\)/),
      },
    });
  });

  test('a CurrentBranchReader registered by token decides what a bare `git push` pushes', async () => {
    const onMain = await runnerIn({}, onBranch('main')).run('claude-code', preToolUse('git push'));
    expect(onMain.stdout).toMatchObject({
      hookSpecificOutput: {
        permissionDecisionReason: expect.stringMatching(/^protected_ref: main \(rule: push_protected_branch, `git push`, the branch checked out\)/),
      },
    });
    expect((await runnerIn({}, onBranch('feature/x')).run('claude-code', preToolUse('git push'))).stdout).toBeUndefined();
  });

  test('BEARING_TRACE in the RuntimeEnvironment token turns on the lines about what was not checked', async () => {
    const command = preToolUse('git checkout -b "$NAME"');
    expect(await runnerIn().run('claude-code', command)).toEqual({ exitCode: 0, diagnostics: [] });
    expect(await runnerIn({ BEARING_TRACE: '1' }).run('claude-code', command)).toEqual({
      exitCode: 0,
      diagnostics: [
        'bearing: protected-branch: not checked: `git checkout -b $NAME`: the branch name is computed at run time',
        'bearing: trace: claude-code PreToolUse → tool/before: none',
      ],
    });
  });
});
