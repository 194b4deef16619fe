/** A piece of a string literal: text as the language reads it, or an interpolated expression's source (`{x}`, `${x}`, `#{x}`, `$x`). */
export type StringPart = { readonly literal: string } | { readonly code: string };

/**
 * One token of program text, as a per-language lexer reads it. Only what the readers need is kept apart: names,
 * string literals (with their interpolations), literals that run a shell (backticks, `qx`, `%x`), word lists
 * (`qw()`, `%w[]`), numbers, punctuation, and the line ends that end a statement.
 */
export interface CodeToken {
  /**
   * `name`: an identifier or variable (`os`, `$cmd`, `File::Copy`); `string`: a string literal; `shell`: a literal the
   * language hands to a shell; `words`: a literal list of words; `break`: a line end that ends a statement;
   * `other`: something read as one operand whose value is never known (a regex literal, a character literal).
   */
  readonly kind: 'name' | 'string' | 'shell' | 'words' | 'number' | 'punct' | 'break' | 'other';
  /** The lexeme for names, numbers and punctuation; the source as written for literals. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** `string` and `shell`: the value, piece by piece. */
  readonly parts?: readonly StringPart[];
  /** `words`: each word, piece by piece (`%W[a#{b}]` interpolates). */
  readonly words?: readonly (readonly StringPart[])[];
  /** A JavaScript template literal (tagged templates are read apart from plain strings). */
  readonly template?: boolean;
}

export function token(kind: CodeToken['kind'], text: string, start: number, end: number, extra: Partial<CodeToken> = {}): CodeToken {
  return { kind, text, start, end, ...extra };
}

/** The text of a literal without interpolation (an import's module name, an object key); undefined when it interpolates. */
export function literalText(t: CodeToken): string | undefined {
  const parts = t.parts ?? [];
  return parts.every((p) => 'literal' in p) ? parts.map((p) => ('literal' in p ? p.literal : '')).join('') : undefined;
}

/** Whether a number literal starts at i (`7`, `.5`): a digit, or a dot before one; the lexers share this test. */
export function startsNumber(code: string, i: number): boolean {
  return /[0-9]/.test(code[i]!) || (code[i] === '.' && /[0-9]/.test(code[i + 1] ?? ''));
}

/**
 * The number literal at i (where `startsNumber`), read loosely as JavaScript and Python lexers share it: digits,
 * letters, `_` and dots (`0x1f`, `1_000`, `1e5`, `10n`), since the readers keep only its text.
 */
export function looseNumber(code: string, i: number): CodeToken {
  let j = i + 1;
  while (j < code.length && /[0-9A-Za-z_.]/.test(code[j]!)) j++;
  return token('number', code.slice(i, j), i, j);
}
