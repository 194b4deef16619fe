/** The medians of one benchmark row: per-pair ratio, the measured side, the baseline. */
export interface PairResult {
  readonly ratio: number;
  readonly subject: number;
  readonly baseline: number;
}

/**
 * What a row must meet, on the medians of alternating pairs: at most so many milliseconds on top of its baseline (the
 * hook's own cost, which does not shrink when the machine is slow), or at most a ratio to it (for rows whose baseline
 * does real work: git, a large workspace).
 */
export type BenchTarget = { readonly addedMs: number } | { readonly ratio: number };

export function meets(result: PairResult, target: BenchTarget): boolean {
  return 'addedMs' in target ? result.subject - result.baseline <= target.addedMs : result.ratio <= target.ratio;
}

export function targetText(target: BenchTarget): string {
  return 'addedMs' in target ? `target ≤ +${target.addedMs} ms` : `target ≤ ${target.ratio}`;
}

/** The row's figures: ratio, both medians, and what the hook adds. */
export function figures(result: PairResult, baselineName: string): string {
  const added = result.subject - result.baseline;
  return `ratio ${result.ratio.toFixed(3)}, +${added.toFixed(1)} ms (hook ${result.subject.toFixed(1)} ms, ${baselineName} ${result.baseline.toFixed(1)} ms)`;
}
