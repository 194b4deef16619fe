import type { PolicyContext } from '../../framework/policy';
import type { PlanSnapshot } from '../../services/plan/plan-snapshot';

/** Unreadable parts of the workspace cost one stderr line, never the reply. */
export function reportPlanProblems(plan: PlanSnapshot, context: PolicyContext): void {
  if (plan.problems.length === 0) return;
  const more = plan.problems.length > 1 ? ` (and ${plan.problems.length - 1} more)` : '';
  context.diagnose(`plan scan skipped what it could not read: ${plan.problems[0]}${more}`);
}
