import type { PlanSnapshot } from '../../services/plan/plan-snapshot';

/** Which task the advice is about, and where it is written down. */
export function taskDetails(plan: PlanSnapshot): string[] {
  const task = plan.activeTask;
  return task ? [`task: ${task.id} (${task.file}:${task.line})`] : [];
}
