/** A Markdown file that may hold the plan. */
export interface PlanCandidate {
  /** Relative to the root, `/`-separated. */
  readonly path: string;
  readonly absolute: string;
  readonly depth: number;
  /** 0 `plan.md`/`progress.md`, 1 a name with `plan`, 2 `implementation`/`progress`, 5 anything else. */
  readonly rank: number;
}

interface Kept {
  readonly candidate: PlanCandidate;
  readonly key: string;
}

/**
 * The `size` most plan-like Markdown files seen so far, best first: by name rank, then depth, then folder
 * (`docs` before `plans` before the rest, then by name). Only the files that will be read are kept, so a
 * workspace with thousands of Markdown files costs no memory or sorting, and a worse file costs one rank.
 */
export class BestPlanCandidates {
  private readonly kept: Kept[] = [];

  constructor(private readonly size: number) {}

  offer(path: string, absolute: string, depth: number, name: string): void {
    const rank = fileRank(name);
    const worst = this.kept.length >= this.size ? this.kept[this.kept.length - 1] : undefined;
    if (this.size <= 0 || (worst && (rank > worst.candidate.rank || (rank === worst.candidate.rank && depth > worst.candidate.depth)))) return;
    const entry: Kept = { candidate: { path, absolute, depth, rank }, key: folderKey(path) };
    let at = this.kept.length;
    while (at > 0 && before(entry, this.kept[at - 1]!)) at--;
    this.kept.splice(at, 0, entry);
    if (this.kept.length > this.size) this.kept.pop();
  }

  best(): PlanCandidate[] {
    return this.kept.map((k) => k.candidate);
  }
}

/** Sort key of one name: `docs` before `plans` before anything else, then by name. */
export function nameKey(name: string): string {
  return `${name === 'docs' ? 0 : name === 'plans' ? 1 : 2}${name}`;
}

function fileRank(name: string): number {
  const lower = name.toLowerCase();
  if (lower === 'plan.md' || lower === 'progress.md') return 0;
  if (lower.includes('plan')) return 1;
  if (lower.includes('implementation') || lower.includes('progress')) return 2;
  return 5;
}

/** Sort key of a path: the name keys of its segments, in order. */
function folderKey(path: string): string {
  return path.split('/').map(nameKey).join('\u0000');
}

function before(a: Kept, b: Kept): boolean {
  const order = a.candidate.rank - b.candidate.rank || a.candidate.depth - b.candidate.depth;
  return order !== 0 ? order < 0 : a.key < b.key;
}
