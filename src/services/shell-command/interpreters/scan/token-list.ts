import type { CodeToken } from './code-token';

const OPENERS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };
const CLOSERS = new Set([')', ']', '}']);
/** How many open brackets a closer may skip to find its partner. */
const MISMATCH_REACH = 8;

/**
 * The tokens of one program with its brackets paired once up front, so that every reader can step over a bracketed
 * group, split a group at its top-level commas, and find where a statement ends, in time linear in the tokens.
 */
export class TokenList {
  /** For an opening bracket, the index of its partner (or `length` when the text never closes it); -1 elsewhere. */
  private readonly partner: Int32Array;

  constructor(
    readonly tokens: readonly CodeToken[],
    readonly source: string,
  ) {
    this.partner = new Int32Array(tokens.length).fill(-1);
    const open: number[] = [];
    const wanted: string[] = [];
    tokens.forEach((t, i) => {
      if (t.kind !== 'punct') return;
      const closer = OPENERS[t.text];
      if (closer) {
        open.push(i);
        wanted.push(closer);
        return;
      }
      if (!CLOSERS.has(t.text)) return;
      // A stray closer that matches nothing open is left alone; one that closes an outer group closes the inner ones
      // there too, so that groups always nest (a group reaching past its parent would be read once per level). The
      // search looks a few levels down only, so that junk cannot make it quadratic.
      let match = -1;
      for (let k = wanted.length - 1; k >= Math.max(0, wanted.length - MISMATCH_REACH); k--) {
        if (wanted[k] === t.text) {
          match = k;
          break;
        }
      }
      if (match === -1) return;
      while (open.length > match) {
        wanted.pop();
        this.partner[open.pop()!] = i;
      }
    });
    for (const o of open) this.partner[o] = tokens.length;
  }

  get length(): number {
    return this.tokens.length;
  }

  at(i: number): CodeToken | undefined {
    return this.tokens[i];
  }

  /** Whether token i is the punctuation (or name, for keywords) `text`. */
  is(i: number, ...texts: string[]): boolean {
    const t = this.tokens[i];
    return t !== undefined && (t.kind === 'punct' || t.kind === 'name') && texts.includes(t.text);
  }

  isPunct(i: number, ...texts: string[]): boolean {
    const t = this.tokens[i];
    return t !== undefined && t.kind === 'punct' && texts.includes(t.text);
  }

  /** The closing partner of the opening bracket at i, or `length` when it is never closed. */
  closerOf(i: number): number {
    const p = this.partner[i];
    return p === undefined || p < 0 ? i : p;
  }

  isOpener(i: number): boolean {
    return (this.partner[i] ?? -1) >= 0;
  }

  /** The program text of tokens [from, to), as written. */
  text(from: number, to: number): string {
    const first = this.tokens[from];
    const last = this.tokens[Math.min(to, this.tokens.length) - 1];
    if (!first || !last || to <= from) return '';
    return this.source.slice(first.start, last.end);
  }

  /** The ranges between top-level separators (commas) in [from, to); an empty trailing range is dropped. */
  split(from: number, to: number, separators: readonly string[] = [',']): Array<[number, number]> {
    const ranges: Array<[number, number]> = [];
    let start = from;
    for (let i = from; i < to; i++) {
      if (this.isOpener(i)) {
        i = Math.min(this.closerOf(i), to);
        continue;
      }
      if (this.isPunct(i, ...separators)) {
        ranges.push([start, i]);
        start = i + 1;
      }
    }
    if (start < to) ranges.push([start, to]);
    return ranges;
  }

  /**
   * Whether the punctuation `text` stands in [from, to) outside the brackets that open there (`cmd[0] = x` assigns;
   * `f(a = 1)` does not): the readers ask it of `=` to tell an assignment into a bound value from a use of it.
   */
  hasTopLevel(from: number, to: number, text: string): boolean {
    for (let k = from; k < to; k++) {
      if (this.isOpener(k)) k = this.closerOf(k);
      else if (this.isPunct(k, text)) return true;
    }
    return false;
  }

  /** The first index in [from, to) at top level where `stop` holds, or where a bracket closes that opened before from. */
  endOf(from: number, to: number, stop: (i: number) => boolean): number {
    for (let i = from; i < to; i++) {
      if (this.isOpener(i)) {
        i = this.closerOf(i);
        if (i >= to) return to;
        continue;
      }
      const t = this.tokens[i]!;
      if (t.kind === 'punct' && CLOSERS.has(t.text)) return i;
      if (stop(i)) return i;
    }
    return to;
  }
}
