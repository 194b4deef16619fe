import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import type { PlanTask } from '../../services/plan/plan-document';
import { PlanReader } from '../../services/plan/plan.reader';
import { SessionRegistry } from '../../services/session-memory/session-registry';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { readBinding, sessionTask } from './session-task';
import { blockJson, summarizeTask, type TaskSummary } from './task-summary';

/** The whole `<bearing-task-context>` block stays under this many bytes. */
export const TASK_CONTEXT_LIMIT = 4096;

/**
 * After compaction (session start with source `compact`) the agent gets its current task back from the plan:
 * objective, status, next action and what the plan does not say yet, as one compact JSON record, secrets
 * redacted, within 4 KB. A session whose record this bearing cannot use gets no task back (one stderr line).
 */
@injectable()
export class TaskRestorePolicy implements Policy {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(PlanReader) private readonly plans: PlanReader,
    @inject(SessionRegistry) private readonly sessions: SessionRegistry,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    if (event.source !== 'compact') return NO_DECISION;
    const root = this.workspaces.root(event.cwd);
    const binding = readBinding(this.sessions, root, event, context);
    const task = binding && sessionTask(this.plans.read(root), context.descriptor, binding.bound);
    return task ? { verdict: 'context', context: taskContextBlock(task) } : NO_DECISION;
  }
}

/** The block, its fields shortened until it fits the limit (a long objective must not push the rest out). */
function taskContextBlock(task: PlanTask): string {
  for (let limit = 1200; ; limit = Math.floor(limit * 0.7)) {
    const block = ['<bearing-task-context>', blockJson(record(summarizeTask(task, limit), task)), '</bearing-task-context>'].join('\n');
    if (Buffer.byteLength(block) <= TASK_CONTEXT_LIMIT || limit < 16) return block;
  }
}

function record(summary: TaskSummary, task: PlanTask) {
  const gaps = [task.objective === undefined && 'objective', task.status === undefined && 'status', task.nextAction === undefined && 'next_action'].filter(
    (g): g is string => g !== false,
  );
  return { ...summary, gaps };
}
