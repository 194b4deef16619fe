import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import type { BearingResult } from '../plan-advice/bearing-result';
import { taskDetails } from '../plan-advice/task-details';

export const READY_RECOVERY = 'Continue with the assigned role; keep the project plan as the only task record';
export const INCOMPLETE_RECOVERY = 'Invoke the bearing router, load the assigned role skill, and record the next action in the project plan';

/**
 * Activation: always advice, never a block or a reroute. `context_ready` when the plan names the active
 * task's role and next action and a router has run; otherwise `context_incomplete:` with the gaps in
 * bearing-lite's order, joined by `+`. Pure.
 */
export function activationAdvice(plan: PlanSnapshot): BearingResult {
  const gaps = [
    ...(plan.planPresent ? [] : ['plan']),
    ...(plan.nextActionKnown ? [] : ['next_action']),
    ...(plan.assignedRole !== undefined ? [] : ['assigned_role']),
    ...(plan.routerInvoked ? [] : ['router']),
  ];
  return {
    hookClass: 'activation',
    outcome: 'ADVISE',
    ...(gaps.length === 0
      ? { reason: 'context_ready', recovery: READY_RECOVERY }
      : { reason: `context_incomplete:${gaps.join('+')}`, recovery: INCOMPLETE_RECOVERY }),
    details: taskDetails(plan),
  };
}
