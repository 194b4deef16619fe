// Perl and Ruby quote alike (any delimiter, bracket pairs, single-quoted escapes, here-documents): their lexers share these.

/** The closing delimiter of each bracket that may open a quoted literal (`q(…)`, `%w[…]`, `qr<…>`); any other closes itself. */
const PAIRS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** The delimiter that closes a literal opened by `open`. */
function closingDelimiter(open: string): string {
  return PAIRS[open] ?? open;
}

/** Whether `open` is a bracket, which the literal closes with its partner (and may nest). */
export function isBracketDelimiter(open: string): boolean {
  return PAIRS[open] !== undefined;
}

/**
 * The body of a literal whose opening delimiter is just before i: nested brackets pair up, backslashes escape, and
 * `skip(k)` may step over a construct at k (Ruby's `#{…}`) by returning the index of its last character.
 */
export function delimitedBody(code: string, i: number, open: string, skip?: (k: number) => number | undefined): { body: string; end: number } {
  const close = closingDelimiter(open);
  let depth = 0;
  for (let k = i; k < code.length; k++) {
    const c = code[k]!;
    const skipped = c === '\\' ? undefined : skip?.(k);
    if (c === '\\') k++;
    else if (skipped !== undefined) k = skipped;
    else if (c === close && depth === 0) return { body: code.slice(i, k), end: k + 1 };
    else if (c === close) depth--;
    else if (c === open && close !== open) depth++;
  }
  return { body: code.slice(i), end: code.length };
}

/** A single-quoted body: only the delimiter and the backslash itself can be escaped. */
export function singleQuotedBody(body: string, delimiter: string): string {
  const close = closingDelimiter(delimiter);
  let text = '';
  for (let k = 0; k < body.length; k++) {
    if (body[k] === '\\' && (body[k + 1] === '\\' || body[k + 1] === delimiter || body[k + 1] === close)) k++;
    text += body[k];
  }
  return text;
}

/**
 * The body of a here-document whose lines start at `from`: the lines up to the one that is `terminator` (trimmed,
 * when `indented`: `<<~EOF`), and, when `indented`, with the indentation of its least indented line taken off.
 * Returns the body (each line with its newline) and the index past the terminator's line.
 */
export function hereDocumentBody(code: string, from: number, terminator: string, indented: boolean): { body: string; end: number } {
  const lines: string[] = [];
  let i = from;
  while (i < code.length) {
    const newline = code.indexOf('\n', i);
    const line = code.slice(i, newline === -1 ? code.length : newline);
    i = newline === -1 ? code.length : newline + 1;
    if ((indented ? line.trim() : line) === terminator) break;
    lines.push(line);
  }
  const indent = indented ? Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)![0].length)) : 0;
  const body = lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n') + (lines.length > 0 ? '\n' : '');
  return { body, end: i };
}
