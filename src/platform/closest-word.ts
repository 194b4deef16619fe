/**
 * The choice a mistyped word most likely meant: the nearest by edit distance (a swap of two neighbours counts
 * once), when it is near enough to be a typo rather than another word; or the one choice it starts.
 */
export function closestWord(word: string, choices: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(typed.length / 3));
  for (const choice of choices) {
    // The distance is at least the difference in length: a word far longer than every choice (a key of a hundred
    // kilobytes) is compared with none of them.
    const lower = choice.toLowerCase();
    if (Math.abs(lower.length - typed.length) > bestDistance) continue;
    const distance = editDistance(typed, lower);
    if (distance <= bestDistance && (best === undefined || distance < bestDistance)) {
      best = choice;
      bestDistance = distance;
    }
  }
  if (best !== undefined || typed.length < 2) return best;
  const started = choices.filter((c) => c.toLowerCase().startsWith(typed));
  return started.length === 1 ? started[0] : undefined;
}

/** ` (did you mean "x"?)` for a near miss, or nothing. */
export function didYouMean(word: string, choices: readonly string[], quote = '"'): string {
  const near = closestWord(word, choices);
  return near === undefined ? '' : ` (did you mean ${quote}${near}${quote}?)`;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
