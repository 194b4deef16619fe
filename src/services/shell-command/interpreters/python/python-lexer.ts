import { looseNumber, startsNumber, token, type CodeToken, type StringPart } from '../scan/code-token';

const PUNCTUATION = [
  '**=',
  '//=',
  '>>=',
  '<<=',
  '...',
  '->',
  ':=',
  '==',
  '!=',
  '<=',
  '>=',
  '**',
  '//',
  '<<',
  '>>',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '@=',
];
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])$/;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

/**
 * Python's tokens as far as the reader needs them: names, numbers, punctuation, string literals with every prefix
 * (`r''`, `b''`, `f''`, triple quotes; f-strings keep their `{expr}` as code), and a `break` for each line end
 * outside brackets (Python ends a statement there). Comments and line continuations are dropped. Never throws: an
 * unterminated string runs to the end of its line (or of the code, for triple quotes).
 */
export function lexPython(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let depth = 0;
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\n') {
      if (depth === 0 && tokens.length > 0 && tokens[tokens.length - 1]!.kind !== 'break') tokens.push(token('break', '\n', i, i + 1));
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f') {
      i++;
    } else if (c === '\\' && (code[i + 1] === '\n' || (code[i + 1] === '\r' && code[i + 2] === '\n'))) {
      i += code[i + 1] === '\n' ? 2 : 3;
    } else if (c === '#') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '"' || c === "'") {
      const end = readString(code, i, '', tokens);
      i = end;
    } else if (NAME_START.test(c)) {
      let j = i + 1;
      while (j < code.length && NAME_PART.test(code[j]!)) j++;
      const word = code.slice(i, j);
      if ((code[j] === '"' || code[j] === "'") && STRING_PREFIX.test(word)) {
        i = readString(code, j, word.toLowerCase(), tokens, i);
      } else {
        tokens.push(token('name', word, i, j));
        i = j;
      }
    } else if (startsNumber(code, i)) {
      const number = looseNumber(code, i);
      tokens.push(number);
      i = number.end;
    } else {
      const op = PUNCTUATION.find((p) => code.startsWith(p, i)) ?? c;
      if ('([{'.includes(op)) depth++;
      else if (')]}'.includes(op)) depth = Math.max(0, depth - 1);
      tokens.push(token('punct', op, i, i + op.length));
      i += op.length;
    }
  }
  return tokens;
}

/** Reads the string literal whose quote is at `quote` (its prefix, lower case, starting at `start`); returns the index past it. */
function readString(code: string, quote: number, prefix: string, tokens: CodeToken[], start = quote): number {
  const q = code[quote]!;
  const triple = code.startsWith(q.repeat(3), quote);
  const delimiter = triple ? q.repeat(3) : q;
  const raw = prefix.includes('r');
  const formatted = prefix.includes('f');
  const parts: StringPart[] = [];
  let text = '';
  let i = quote + delimiter.length;
  while (i < code.length) {
    if (code.startsWith(delimiter, i)) {
      i += delimiter.length;
      break;
    }
    const c = code[i]!;
    if (!triple && c === '\n') break;
    if (c === '\\' && i + 1 < code.length) {
      const escaped = code[i + 1]!;
      if (raw) text += c + escaped;
      else if (escaped === '\n') text += '';
      else if (escaped === 'x' && /^[0-9a-fA-F]{2}$/.test(code.slice(i + 2, i + 4))) {
        text += String.fromCharCode(parseInt(code.slice(i + 2, i + 4), 16));
        i += 2;
      } else if ((escaped === 'u' || escaped === 'U') && !prefix.includes('b')) {
        const width = escaped === 'u' ? 4 : 8;
        const hex = code.slice(i + 2, i + 2 + width);
        const point = /^[0-9a-fA-F]+$/.test(hex) && hex.length === width ? parseInt(hex, 16) : NaN;
        text += Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : c + escaped;
        if (Number.isFinite(point)) i += width;
      } else text += SIMPLE_ESCAPES[escaped] ?? c + escaped;
      i += 2;
      continue;
    }
    if (formatted && c === '{') {
      if (code[i + 1] === '{') {
        text += '{';
        i += 2;
        continue;
      }
      const end = fieldEnd(code, i + 1);
      parts.push({ literal: text }, { code: fieldExpression(code.slice(i + 1, end)) });
      text = '';
      i = Math.min(end + 1, code.length);
      continue;
    }
    if (formatted && c === '}' && code[i + 1] === '}') {
      text += '}';
      i += 2;
      continue;
    }
    text += c;
    i++;
  }
  parts.push({ literal: text });
  const end = i;
  tokens.push(token('string', code.slice(start, end), start, end, { parts: parts.filter((p) => !('literal' in p) || p.literal !== '') }));
  return end;
}

/** The index of the `}` that closes an f-string replacement field starting at i (brackets and quotes inside skipped). */
function fieldEnd(code: string, i: number): number {
  let depth = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === "'" || c === '"') {
      const close = code.indexOf(c, i + 1);
      i = close === -1 ? code.length : close + 1;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    else if (')]'.includes(c)) depth--;
    else if (c === '}') {
      if (depth === 0) return i;
      depth--;
    }
    i++;
  }
  return code.length;
}

/** A replacement field's expression without its `!r` conversion, `:spec` or `=` debugging marker. */
function fieldExpression(field: string): string {
  let depth = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && ((c === '!' && field[i + 1] !== '=') || c === ':')) return field.slice(0, i);
  }
  return field.replace(/=\s*$/, '');
}
