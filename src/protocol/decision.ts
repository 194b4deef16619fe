/**
 * What a policy wants done with one event. Strength order, strongest first:
 * deny (refuse the action) > block (keep the agent going / refuse to stop) > ask > context > none.
 */
export const VERDICTS = ['deny', 'block', 'ask', 'context', 'none'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Decision {
  readonly verdict: Verdict;
  /** Why, for deny/block/ask: shown to the agent (deny, block) or the user (ask). */
  readonly reason?: string;
  /** Text for the agent's context; kept whatever the verdict. */
  readonly context?: string;
  /** A short notice for the user (a host's `systemMessage`). */
  readonly notice?: string;
  /**
   * The rule a refusal or an ask is made under (`push_protected_branch`), as its reason names it in `(rule: …)`; for
   * `bearing check` and `replay`, which read it here rather than out of the reason.
   */
  readonly rule?: string;
  /** Which policy decided; for diagnostics and traces, never shown to the agent. */
  readonly policy?: string;
  /**
   * Set on a deny that stands in for an ask: the policy asked, and the host cannot ask from this event (the runner's
   * ask fallback). The record says so, since what the user saw is not the prompt the rule asked for.
   */
  readonly refusedAsk?: true;
}

export const NO_DECISION: Decision = Object.freeze({ verdict: 'none' });

export function verdictRank(verdict: Verdict): number {
  return VERDICTS.length - VERDICTS.indexOf(verdict);
}
