import { ConfigGuardPolicy } from '../../../src/policies/config-guard/config-guard.policy';
import type { HookEvent, ToolCall } from '../../../src/protocol/hook-event';
import { GitHeadFileReader } from '../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../src/services/git-files/git-refs-file.reader';
import { EvaluatedShellCommandAnalyzer } from '../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { policyContext } from '../../support/policy-context';
import { useScratch } from '../../support/scratch';
import { bash, fileTool } from '../../support/tool-calls';
import { ruleChecked } from '../../support/rule-checked';

const scratch = useScratch();
const root = scratch.workspace({ 'bearing.config.json': '{}', 'hooks/.keep': '' });
const home = scratch.dir('bearing-home-');

function decide(tool: ToolCall) {
  const environment = { HOME: home };
  const policy = new ConfigGuardPolicy(
    new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), environment),
    new WorkspaceLocator(),
    environment,
  );
  const event: HookEvent = { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd: root, tool, reentry: false, raw: {} };
  return ruleChecked(policy.evaluate(event, policyContext().context));
}
const REASON = (form: string) =>
  `protected_config: bearing config approve (rule: protect_bearing_config, \`${form}\`). Approving a change to bearing's configuration is the user's, in their own terminal, ` +
  'where bearing shows them what it loosens. Tell the user what you changed and why, and ask them to run `bearing config approve` themselves; do not try another way to approve it.';

describe('ConfigGuardPolicy: an agent does not approve a change to bearing’s configuration', () => {
  test.each([
    ['bearing config approve', 'bearing config approve'],
    ['bearing config approve --cwd /work/app', 'bearing config approve'],
    ['npx bearing-hooks config approve', 'npx bearing-hooks config approve'],
    ['npx -y bearing-hooks@0.1.0 config approve', 'npx -y bearing-hooks@0.1.0 config approve'],
    ['npm exec -- bearing-hooks config approve', 'npm exec -- bearing-hooks config approve'],
    ['pnpm dlx bearing-hooks config approve', 'pnpm dlx bearing-hooks config approve'],
    ['node hooks/bearing-cli.cjs config approve', 'node hooks/bearing-cli.cjs config approve'],
    ['node ./node_modules/bearing-hooks/hooks/bearing-cli.cjs config approve', 'node ./node_modules/bearing-hooks/hooks/bearing-cli.cjs config approve'],
    ['yarn bearing config approve', 'yarn bearing config approve'],
    ['echo y | sudo env X=1 bearing config approve', 'bearing config approve'],
    ['sh -c "cd /tmp && /usr/local/bin/Bearing config approve"', 'bearing config approve'],
    ['python3 -c "import os; os.system(\'bearing config approve\')"', 'bearing config approve'],
    ['script -q -c "bearing config approve" /dev/null', 'bearing config approve'],
    // What the shell would compute is read (`printf`); what it cannot tell counts as `approve`.
    ['bearing config "$(printf approve)"', 'bearing config approve'],
    ['bearing config "$SUB"', 'bearing config $SUB'],
    ['node "$CLI" config approve', 'node $CLI config approve'],
  ])('`%s` is refused (`%s`)', (command, form) => {
    expect(decide(bash(command))).toEqual({ verdict: 'deny', reason: REASON(form) });
  });

  test.each([
    'bearing config validate',
    'bearing doctor',
    'bearing config',
    'bearing approve config',
    'node "$CLI" "$A" "$B"',
    'node hooks/bearing-hook.cjs config approve',
    'git commit -m "run bearing config approve"',
    'grep -n "bearing config approve" README.md',
    'cat bearing.config.json',
  ])('`%s` is not', (command) => {
    expect(decide(bash(command))).toEqual({ verdict: 'none' });
  });

  test('a file tool is judged by its writes, as before', () => {
    expect(decide(fileTool('Read', { file_path: 'bearing.config.json' }, 'read'))).toEqual({ verdict: 'none' });
  });
});
