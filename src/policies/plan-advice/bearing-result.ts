import type { BearingOutcome } from '../../protocol/outcome';

/** What activation or closeout concluded (bearing-lite's portable verdict object). */
export interface BearingResult {
  readonly hookClass: 'activation' | 'closeout';
  readonly outcome: BearingOutcome;
  readonly reason: string;
  readonly recovery?: string;
  readonly code?: string;
  /** Further lines for the agent (which task the advice is about). */
  readonly details?: readonly string[];
  /**
   * The whole message, said in one line after the class, outcome and reason, where there is nothing to recover (a
   * workspace with no plan): reason and recovery lines would make a script of a passing remark, but the outcome
   * token and reason stay, as in every other outcome, for whoever reads the tokens rather than the prose.
   */
  readonly line?: string;
}

/** The text the agent reads: class and outcome, reason, recovery, details, one per line; or all of it and the one line in one. */
export function resultText(result: BearingResult): string {
  if (result.line !== undefined) return `Bearing ${result.hookClass}: ${result.outcome} (reason: ${result.reason}): ${result.line}`;
  return [
    `Bearing ${result.hookClass}: ${result.outcome}`,
    `reason: ${result.reason}`,
    ...(result.recovery ? [`recovery: ${result.recovery}`] : []),
    ...(result.details ?? []),
  ].join('\n');
}
