import type { PlanSnapshot } from '../../services/plan/plan-snapshot';

/**
 * Where advice tells the agent to write: the active task's file, else the first plan document (a plan with only a
 * journey or a lease has no task yet). Undefined only without a plan.
 */
export function planFile(plan: PlanSnapshot): string | undefined {
  return plan.activeTask?.file ?? plan.documents[0];
}

/** How a task is opened, for a plan that has none yet: advice names the grammar, not a tool that writes it. */
export const TASK_HEADING_HINT = 'a `### task_id: <id>` heading';

/** What every piece of plan advice points at for the format: the skill that ships with bearing (skills/bearing/SKILL.md). */
export const SKILL_HINT = 'the bearing skill explains each field';
