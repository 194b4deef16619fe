import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import { HANDOFF_FIELDS } from '../../services/plan/task-fields';
import type { BearingResult } from '../plan-advice/bearing-result';
import { planFile, TASK_HEADING_HINT } from '../plan-advice/plan-places';
import { taskDetails } from '../plan-advice/task-details';
import { RECEIPT_VERDICTS } from './receipt-verdicts';

/** Where the receipt lives; the skill is where its fields are explained. */
const RECEIPT_HINT = 'the bearing skill explains the receipt';

/**
 * Closeout on a first-pass stop: whether the active task's compact receipt is ready to hand off. Missing
 * fields first, then an invalid verdict, then pending assurance. Undefined when there is no discoverable
 * Journey: that stop stays quiet. Advisory only; never a block. The hand-off it asks for is to people and
 * files that exist: the receipt in the plan, reported to the user (bearing ships no router or role to receive
 * it). Pure.
 */
export function closeoutAdvice(plan: PlanSnapshot): BearingResult | undefined {
  if (!plan.journeyDiscoverable) return undefined;
  const details = taskDetails(plan);
  const task = plan.activeTask;
  const file = planFile(plan)!;
  const missing = HANDOFF_FIELDS.filter((field) => plan.handoff[field] === undefined);
  if (missing.length > 0) {
    const record = task
      ? `Record ${missing.join(', ')} on task ${task.id} in ${file}`
      : `Add a task to ${file} (${TASK_HEADING_HINT}) and record ${missing.join(', ')} on it`;
    return advice(`handoff_incomplete:${missing.join(',')}`, `${record} before handing off; ${RECEIPT_HINT}`, details);
  }
  // A receipt field is set, so there is an active task.
  const on = `on task ${task!.id} in ${file}`;
  if (!RECEIPT_VERDICTS.includes(plan.handoff.verdict!)) {
    return advice(
      'handoff_invalid:verdict',
      `Set verdict ${on} to one of ${RECEIPT_VERDICTS.join(', ')} (exact case); the task outcome is intent, never a verdict`,
      details,
    );
  }
  const assurance = plan.requiredAssurance;
  if (assurance !== undefined && assurance !== 'none') {
    return advice(
      `assurance_pending:${assurance}`,
      `Have ${assurance} (the task's required_assurance) check the work before task ${task!.id} is COMPLETE`,
      details,
    );
  }
  return advice('handoff_complete', `Report the receipt ${on} to the user (or to the task's receiving_role, if it names one)`, details);
}

function advice(reason: string, recovery: string, details: readonly string[]): BearingResult {
  return { hookClass: 'closeout', outcome: 'ADVISE', reason, recovery, details };
}
