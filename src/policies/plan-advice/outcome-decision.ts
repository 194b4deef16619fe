import type { Decision } from '../../protocol/decision';
import { resultText, type BearingResult } from './bearing-result';

/**
 * The seed's outcome table: ADVISE, REROUTE and UNAVAILABLE reach the agent as context; BLOCK is a block
 * with the same text as its reason, and nothing else. Exit codes are the adapter's business: never non-zero
 * for a policy outcome.
 */
export function outcomeDecision(result: BearingResult): Decision {
  return result.outcome === 'BLOCK' ? { verdict: 'block', reason: resultText(result) } : { verdict: 'context', context: resultText(result) };
}
