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

/** UNAVAILABLE codes that mean something is broken (worth a stderr line), as opposed to "not switched on here". */
const FAILURE_CODES: ReadonlySet<string> = new Set([
  'typed_capability_gap',
  'capability_config_invalid',
  'evaluator_failure',
  'evaluator_verdict_unrecognized',
  'evaluator_timeout',
]);

/**
 * A DENY verdict refuses through the class's channel (`deny` before a tool, `block` at a stop) with the
 * reason `Bearing <class>: <VERDICT> — <reason>`. ALLOW lets the call through and grants nothing more.
 * UNAVAILABLE fails open: the agent sees nothing; a failure costs one stderr line.
 */
export function teDecision(result: TeResult, refuse: 'deny' | 'block', context: PolicyContext): Decision {
  if (result.verdict === 'DENY_ROUTE_TO_TE' || result.verdict === 'DENY_RECEIPT_REQUIRED') {
    return { verdict: refuse, reason: `Bearing ${result.hookClass}: ${result.verdict} — ${result.reason}` };
  }
  if (result.verdict === 'UNAVAILABLE' && result.code && FAILURE_CODES.has(result.code)) context.diagnose(failureLine(result));
  return NO_DECISION;
}

/** A broken config is named the way every other reader of it names it (the runner drops repeats). */
function failureLine(result: TeResult): string {
  if (result.code === 'capability_config_invalid') return result.reason;
  return `${result.hookClass} UNAVAILABLE ${result.code}: ${result.reason}${result.recovery ? `; recovery: ${result.recovery}` : ''}`;
}
