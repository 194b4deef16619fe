/** A run of a pattern's text: `active` where the shell reads `*`, `?` and `[…]` as pattern characters (unquoted). */
export interface PatternPiece {
  readonly text: string;
  readonly active: boolean;
}

/** Whether a pattern holds a character the shell matches as a pattern (so a word it is in is expanded as a glob). */
export function hasPatternCharacters(pieces: readonly PatternPiece[]): boolean {
  return pieces.some((p) => p.active && /[*?[]/.test(p.text));
}

/**
 * A bash pattern (`*`, `?`, `[a-z]`, `[!x]`, `[[:alpha:]]`) as a regular expression's source, matching the whole
 * text. With `path`, `*` and `?` do not match `/` (pathname expansion); otherwise they do (`case`, `${x#pat}`).
 */
export function patternSource(pieces: readonly PatternPiece[], path = false): string {
  const any = path ? '[^/]' : '[\\s\\S]';
  let source = '';
  for (const piece of pieces) {
    const text = piece.text;
    for (let at = 0; at < text.length; at++) {
      const char = text[at]!;
      if (!piece.active) {
        source += escapedForRegex(char);
      } else if (char === '\\' && at + 1 < text.length) {
        source += escapedForRegex(text[++at]!);
      } else if (char === '*') {
        source += `${any}*`;
      } else if (char === '?') {
        source += any;
      } else if (char === '[') {
        const bracket = bracketSource(text, at);
        if (bracket) {
          source += bracket.source;
          at = bracket.end;
        } else source += '\\[';
      } else source += escapedForRegex(char);
    }
  }
  return source;
}

/** A regular expression for a bash pattern matched against whole texts. */
export function patternRegExp(pieces: readonly PatternPiece[], path = false): RegExp {
  return new RegExp(`^${patternSource(pieces, path)}$`);
}

const CLASSES: Readonly<Record<string, string>> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: '\\s',
  xdigit: '0-9A-Fa-f',
  punct: '!-/:-@\\[-`{-~',
  word: '\\w',
};

/** `[…]` at `at`: its source and where it ends; undefined when it does not close (then `[` is a character). */
function bracketSource(text: string, at: number): { source: string; end: number } | undefined {
  let i = at + 1;
  let negate = false;
  if (text[i] === '!' || text[i] === '^') {
    negate = true;
    i++;
  }
  let body = '';
  let first = true;
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (char === ']' && !first) return { source: `[${negate ? '^' : ''}${body}]`, end: i };
    first = false;
    const named = /^\[:([a-z]+):\]/.exec(text.slice(i));
    if (named) {
      body += CLASSES[named[1]!] ?? '';
      i += named[0].length - 1;
    } else if (char === '\\' || char === ']' || char === '[' || char === '^') body += `\\${char}`;
    else body += char;
  }
  return undefined;
}

function escapedForRegex(char: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(char) ? `\\${char}` : char;
}
