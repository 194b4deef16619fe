import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { PolicyContext } from '../../framework/policy';
import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import type { BearingResult } from './bearing-result';
import { outcomeDecision } from './outcome-decision';

/**
 * What the plan-reading classes (activation, closeout) do with an event: the plan's advice, if it has any (they
 * run only where the host enforces their channel: their catalog entries say so). Unreadable parts of the
 * workspace cost one stderr line, never the reply; so does a scan that stopped at one of its bounds, when
 * tracing (a plan it did not reach is otherwise missed in silence).
 */
export function planAdvice(context: PolicyContext, plan: PlanSnapshot, advise: (plan: PlanSnapshot) => BearingResult | undefined): Decision {
  if (plan.problems.length > 0) {
    const more = plan.problems.length > 1 ? ` (and ${plan.problems.length - 1} more)` : '';
    context.diagnose(`plan scan skipped what it could not read: ${plan.problems[0]}${more}`);
  }
  if (plan.truncated) context.trace(`plan scan stopped at a bound (${plan.truncated}); a plan past it may be missed`);
  const advice = advise(plan);
  return advice ? outcomeDecision(advice) : NO_DECISION;
}
