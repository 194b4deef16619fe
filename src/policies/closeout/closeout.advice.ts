import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import { HANDOFF_FIELDS } from '../../services/plan/task-fields';
import type { BearingResult } from '../plan-advice/bearing-result';
import { taskDetails } from '../plan-advice/task-details';
import { RECEIPT_VERDICTS } from './receipt-verdicts';

/**
 * Closeout on a first-pass stop: whether the active task's compact receipt is ready to hand off. Missing
 * fields first, then an invalid verdict, then pending assurance. Undefined when there is no discoverable
 * Journey: that stop stays quiet. Advisory only; never a block. Pure.
 */
export function closeoutAdvice(plan: PlanSnapshot): BearingResult | undefined {
  if (!plan.journeyDiscoverable) return undefined;
  const details = taskDetails(plan);
  const where = plan.activeTask ? ` on task ${plan.activeTask.id} in ${plan.activeTask.file}` : ' on the active task in the project plan';
  const missing = HANDOFF_FIELDS.filter((field) => plan.handoff[field] === undefined);
  if (missing.length > 0) {
    return advice(`handoff_incomplete:${missing.join(',')}`, `Record ${missing.join(', ')}${where} before handing off`, details);
  }
  if (!RECEIPT_VERDICTS.includes(plan.handoff.verdict!)) {
    return advice(
      'handoff_invalid:verdict',
      `Set verdict${where} to one of ${RECEIPT_VERDICTS.join(', ')} (exact case); the task outcome is intent, never a verdict`,
      details,
    );
  }
  const assurance = plan.requiredAssurance;
  if (assurance !== undefined && assurance !== 'none') {
    return advice(`assurance_pending:${assurance}`, `Route the candidate to ${assurance} before completion`, details);
  }
  return advice('handoff_complete', 'Hand the receipt to the receiving role', details);
}

function advice(reason: string, recovery: string, details: readonly string[]): BearingResult {
  return { hookClass: 'closeout', outcome: 'ADVISE', reason, recovery, details };
}
