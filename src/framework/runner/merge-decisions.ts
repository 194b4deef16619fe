import { NO_DECISION, verdictRank, type Decision } from '../../protocol/decision';

/**
 * Merges what several policies decided about one event: the strongest verdict wins
 * (deny > block > ask > context > none); reasons of that verdict are joined; every context and
 * notice is kept, in policy order, whatever the verdict.
 */
export function mergeDecisions(decisions: readonly Decision[]): Decision {
  const acting = decisions.filter((d) => d.verdict !== 'none' || d.context || d.notice);
  if (acting.length === 0) return NO_DECISION;
  const strongest = acting.reduce((a, b) => (verdictRank(b.verdict) > verdictRank(a.verdict) ? b : a));
  const peers = acting.filter((d) => d.verdict === strongest.verdict);
  const reason = join(
    peers.map((d) => d.reason),
    '\n',
  );
  const context = join(
    acting.map((d) => d.context),
    '\n\n',
  );
  const notice = join(
    acting.map((d) => d.notice),
    '\n',
  );
  const verdict = strongest.verdict === 'none' && context ? 'context' : strongest.verdict;
  const rule = peers.find((d) => d.rule)?.rule;
  return {
    verdict,
    ...(reason && { reason }),
    ...(rule && { rule }),
    ...(context && { context }),
    ...(notice && { notice }),
    // A deny that stands in for an ask only where every refusal of the verdict does: one true deny makes it a deny.
    ...(peers.every((d) => d.refusedAsk) && { refusedAsk: true as const }),
    policy:
      peers
        .map((d) => d.policy)
        .filter(Boolean)
        .join(',') || undefined,
  };
}

function join(parts: ReadonlyArray<string | undefined>, separator: string): string | undefined {
  const present = parts.filter((p): p is string => typeof p === 'string' && p.length > 0);
  return present.length > 0 ? present.join(separator) : undefined;
}
