import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import type { BearingResult } from '../plan-advice/bearing-result';
import { planFile, SKILL_HINT, TASK_HEADING_HINT } from '../plan-advice/plan-places';
import { taskDetails } from '../plan-advice/task-details';

export const READY_RECOVERY = 'Continue with the assigned role; keep the project plan as the only task record';

/**
 * A workspace without a plan is the common case, not a fault: one line, nothing to recover. It names only what
 * ships (the `bearing plan init` command, the bearing skill), and leaves writing a plan to the user's wish.
 */
const NO_PLAN_LINE = 'no plan in this workspace; if the user wants one, `bearing plan init` writes it (the bearing skill explains the format)';

/** The plan's gaps, in bearing-lite's order (its `router` gap is the journey marker, named here for what it is). */
type Gap = 'next_action' | 'assigned_role' | 'journey';

/**
 * Activation: always advice, never a block or a reroute. Without a plan, the one line above; with one,
 * `context_ready` when the active task names its role and next action and the plan names its journey, otherwise
 * `context_incomplete:` with the gaps joined by `+` and where to write each. Pure.
 */
export function activationAdvice(plan: PlanSnapshot): BearingResult {
  if (!plan.planPresent) return { hookClass: 'activation', outcome: 'ADVISE', reason: 'no_plan', line: NO_PLAN_LINE };
  const gaps: Gap[] = [
    ...(plan.nextActionKnown ? [] : ['next_action' as const]),
    ...(plan.assignedRole !== undefined ? [] : ['assigned_role' as const]),
    ...(plan.journeyMarked ? [] : ['journey' as const]),
  ];
  return {
    hookClass: 'activation',
    outcome: 'ADVISE',
    ...(gaps.length === 0
      ? { reason: 'context_ready', recovery: READY_RECOVERY }
      : { reason: `context_incomplete:${gaps.join('+')}`, recovery: incompleteRecovery(plan, gaps) }),
    details: taskDetails(plan),
  };
}

/** What to write where: the task's missing fields on it (or a task, if the plan has none), the journey line in its file. */
function incompleteRecovery(plan: PlanSnapshot, gaps: readonly Gap[]): string {
  const file = planFile(plan)!;
  const task = plan.activeTask;
  const fields = gaps.filter((gap) => gap !== 'journey');
  const steps = [
    ...(fields.length === 0
      ? []
      : task
        ? [`set ${fields.join(' and ')} on task ${task.id} in ${file}`]
        : [`add a task to ${file} (${TASK_HEADING_HINT}, then \`- assigned_role:\` and \`- next_action:\` bullets)`]),
    ...(gaps.includes('journey') ? [`add a \`- journey: <name>\` line to ${file}`] : []),
  ];
  const text = steps.join(', and ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}; ${SKILL_HINT}`;
}
