import { NO_DECISION, type Decision } from '../../protocol/decision';
import { resultText, type BearingResult } from './bearing-result';
import { HOST_ENFORCEMENT_UNAVAILABLE } from './host-honesty';

/**
 * The seed's outcome table: ADVISE, REROUTE and UNAVAILABLE reach the agent as context; BLOCK is a block
 * with the same text as its reason, and nothing else. A host without the channel gets nothing at all.
 * Exit codes are the adapter's business: never non-zero for a policy outcome.
 */
export function outcomeDecision(result: BearingResult): Decision {
  if (result.code === HOST_ENFORCEMENT_UNAVAILABLE) return NO_DECISION;
  return result.outcome === 'BLOCK' ? { verdict: 'block', reason: resultText(result) } : { verdict: 'context', context: resultText(result) };
}
