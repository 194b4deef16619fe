/** Lines of unchanged context around each change, as `diff -u` shows them. */
const CONTEXT = 3;

type Op = { readonly kind: ' ' | '-' | '+'; readonly line: string };

/**
 * The change from `before` to `after` as a unified diff of one file (`diff -u`, as `git apply` and `patch` read it);
 * null stands for no file. Empty when nothing changes.
 */
export function unifiedDiff(path: string, before: string | null, after: string | null): string {
  if (before === after) return '';
  const a = lines(before ?? '');
  const b = lines(after ?? '');
  // A last line without a line break is not the same line as one with it: it is compared with a mark.
  const ops = lineOps(marked(a), marked(b));
  const out = [`--- ${before === null ? '/dev/null' : path}`, `+++ ${after === null ? '/dev/null' : path}`];
  for (const hunk of hunks(ops)) {
    out.push(`@@ -${range(hunk.aStart, hunk.aCount)} +${range(hunk.bStart, hunk.bCount)} @@`);
    for (const { op } of hunk.ops) {
      // A last line without a line break says so, as diff does.
      if (op.line.endsWith(NO_BREAK)) out.push(`${op.kind}${op.line.slice(0, -NO_BREAK.length)}`, '\\ No newline at end of file');
      else out.push(`${op.kind}${op.line}`);
    }
  }
  return `${out.join('\n')}\n`;
}

function lines(text: string): { lines: string[]; endsWithBreak: boolean } {
  if (text === '') return { lines: [], endsWithBreak: true };
  const endsWithBreak = text.endsWith('\n');
  const all = (endsWithBreak ? text.slice(0, -1) : text).split('\n');
  return { lines: all, endsWithBreak };
}

/** Marks a last line that has no line break (a character no text line holds). */
const NO_BREAK = '\u0000';

function marked(file: { lines: string[]; endsWithBreak: boolean }): string[] {
  if (file.endsWithBreak || file.lines.length === 0) return file.lines;
  return [...file.lines.slice(0, -1), `${file.lines[file.lines.length - 1]}${NO_BREAK}`];
}

function range(start: number, count: number): string {
  return count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`;
}

/** The edit script: the common prefix and suffix as they are, the middle by a longest common subsequence. */
function lineOps(a: readonly string[], b: readonly string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  // lcs[i][j]: the longest common subsequence of midA[i..] and midB[j..].
  const lcs = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const ops: Op[] = a.slice(0, head).map((line) => ({ kind: ' ', line }));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      ops.push({ kind: ' ', line: midA[i++]! });
      j++;
    } else if (j < midB.length && (i === midA.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      ops.push({ kind: '+', line: midB[j++]! });
    } else {
      ops.push({ kind: '-', line: midA[i++]! });
    }
  }
  // Removals first within a run of changes, as diff prints them.
  for (const line of a.slice(a.length - tail)) ops.push({ kind: ' ', line });
  return reorderRuns(ops);
}

function reorderRuns(ops: Op[]): Op[] {
  const out: Op[] = [];
  for (let k = 0; k < ops.length; ) {
    if (ops[k]!.kind === ' ') {
      out.push(ops[k++]!);
      continue;
    }
    const run: Op[] = [];
    while (k < ops.length && ops[k]!.kind !== ' ') run.push(ops[k++]!);
    out.push(...run.filter((o) => o.kind === '-'), ...run.filter((o) => o.kind === '+'));
  }
  return out;
}

interface Hunk {
  aStart: number;
  aCount: number;
  bStart: number;
  bCount: number;
  ops: Array<{ op: Op }>;
}

function hunks(ops: readonly Op[]): Hunk[] {
  const indexed = ops.map((op) => ({ op }));
  const changed = indexed.map((x, k) => (x.op.kind === ' ' ? -1 : k)).filter((k) => k >= 0);
  const result: Hunk[] = [];
  let k = 0;
  while (k < changed.length) {
    const from = Math.max(0, changed[k]! - CONTEXT);
    let to = Math.min(indexed.length - 1, changed[k]! + CONTEXT);
    // Changes closer than twice the context share one hunk.
    while (k + 1 < changed.length && changed[k + 1]! - CONTEXT <= to + 1) to = Math.min(indexed.length - 1, changed[++k]! + CONTEXT);
    k++;
    const part = indexed.slice(from, to + 1);
    const before = indexed.slice(0, from);
    const aStart = before.filter((x) => x.op.kind !== '+').length + 1;
    const bStart = before.filter((x) => x.op.kind !== '-').length + 1;
    result.push({ aStart, bStart, aCount: part.filter((x) => x.op.kind !== '+').length, bCount: part.filter((x) => x.op.kind !== '-').length, ops: part });
  }
  return result;
}
