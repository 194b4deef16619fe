import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { TestEngineeringVerdict } from '../../protocol/outcome';
import type { PolicyContext } from '../../framework/policy';

export type TeClass = 'te_test_write' | 'te_completion';

/** What a Test Engineering gate concluded: the evaluator's verdict verbatim, or UNAVAILABLE with a code. */
export interface TeResult {
  readonly hookClass: TeClass;
  readonly verdict: TestEngineeringVerdict;
  readonly reason: string;
  readonly code?: string;
  readonly recovery?: string;
}

/**
 * The one UNAVAILABLE code that means "not switched on here". Every other (a missing or broken evaluator, a broken
 * config, an evaluator that failed, answered nonsense or timed out) means something is broken: worth a stderr line.
 */
const NOT_SWITCHED_ON = 'capability_inactive';

/**
 * A DENY verdict refuses through the class's channel (`deny` before a tool, `block` at a stop) with the
 * reason `Bearing <class>: <VERDICT> — <reason>`. ALLOW lets the call through and grants nothing more.
 * UNAVAILABLE fails open: the agent sees nothing; a failure costs one stderr line.
 */
export function teDecision(result: TeResult, refuse: 'deny' | 'block', context: PolicyContext): Decision {
  if (result.verdict === 'DENY_ROUTE_TO_TE' || result.verdict === 'DENY_RECEIPT_REQUIRED') {
    return { verdict: refuse, reason: `Bearing ${result.hookClass}: ${result.verdict} — ${result.reason}` };
  }
  if (result.verdict === 'UNAVAILABLE' && result.code && result.code !== NOT_SWITCHED_ON) context.diagnose(failureLine(result));
  return NO_DECISION;
}

/** A broken config is named the way every other reader of it names it (the runner drops repeats). */
function failureLine(result: TeResult): string {
  if (result.code === 'capability_config_invalid') return result.reason;
  return `${result.hookClass} UNAVAILABLE ${result.code}: ${result.reason}${result.recovery ? `; recovery: ${result.recovery}` : ''}`;
}
