import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EVALUATOR_IN_WORKSPACE, installEvaluator, type EvaluatorFixture } from '../../support/evaluators';
import type { GitRepo } from '../../support/git-repo';
import { leaseFirstPlan } from '../../support/plans';
import { writeFiles } from '../../support/workspace';

/** Claude Code payloads the hostile tests send (Claude Code: neutral is exit 0 and nothing on stdout). */
export const claude = {
  sessionStart: (cwd: string, sessionId = 's1', source = 'startup') => JSON.stringify({ session_id: sessionId, cwd, hook_event_name: 'SessionStart', source }),
  write: (cwd: string, file: string) =>
    JSON.stringify({ session_id: 's1', cwd, hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: join(cwd, file), content: 'x\n' } }),
  bash: (cwd: string, command: string) => JSON.stringify({ session_id: 's1', cwd, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } }),
  stop: (cwd: string) => JSON.stringify({ session_id: 's1', cwd, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'done' }),
  preCompact: (cwd: string, sessionId = 's1') => JSON.stringify({ session_id: sessionId, cwd, hook_event_name: 'PreCompact', trigger: 'auto' }),
};

/** Claude Code's deny of a PreToolUse. */
export const claudeDeny = (reason: string) => ({
  hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason },
});

/** An evaluator of this folder's evaluators/ (or one of test/support/evaluators) as the workspace's Test Engineering evaluator. */
export function installHostileEvaluator(root: string, name: string): void {
  const target = join(root, ...EVALUATOR_IN_WORKSPACE.split('/'));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(__dirname, 'evaluators', `${name}.cjs`), target);
}

/** Makes `repo` a workspace where Test Engineering is selected: a lease-first plan (scope src/) and the config that selects it. */
export function selectTestEngineering(repo: GitRepo, evaluator?: EvaluatorFixture): void {
  writeFiles(repo.root, {
    'docs/plan.md': leaseFirstPlan(repo.git('rev-parse', 'HEAD'), 'src/'),
    'bearing.config.json': '{"capabilities":{"test-engineering":{"selected":true}}}',
  });
  if (evaluator) installEvaluator(repo.root, evaluator);
}
