import { looseNumber, startsNumber, token, type CodeToken, type StringPart } from '../scan/code-token';

const PUNCTUATION = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '>>=',
  '>>>',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '**',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<',
  '>>',
];
const NAME_START = /[A-Za-z_$\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
/** Keywords after which a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await']);

/**
 * JavaScript's tokens as far as the reader needs them: names, numbers, punctuation, '…' and "…" strings, template
 * literals (each `${expr}` kept as code), regular expressions (one opaque token), and a `break` for each line end
 * outside brackets (so that a statement without `;` still ends). Never throws: an unterminated literal runs to the end.
 */
export function lexJavaScript(code: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let depth = 0;
  let i = code.startsWith('#!') ? code.indexOf('\n') : 0;
  if (i < 0) i = code.length;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\n') {
      if (depth === 0 && tokens.length > 0 && tokens[tokens.length - 1]!.kind !== 'break') tokens.push(token('break', '\n', i, i + 1));
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0' || c === '\ufeff') {
      i++;
    } else if (code.startsWith('//', i)) {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (code.startsWith('/*', i)) {
      const close = code.indexOf('*/', i + 2);
      i = close === -1 ? code.length : close + 2;
    } else if (c === '"' || c === "'") {
      const { text, end } = quoted(code, i + 1, c);
      tokens.push(token('string', code.slice(i, end), i, end, { parts: [{ literal: text }] }));
      i = end;
    } else if (c === '`') {
      const { parts, end } = template(code, i + 1);
      tokens.push(token('string', code.slice(i, end), i, end, { parts, template: true }));
      i = end;
    } else if (c === '/' && regexAllowed(tokens)) {
      const end = regexEnd(code, i + 1);
      tokens.push(token('other', code.slice(i, end), i, end));
      i = end;
    } else if (NAME_START.test(c) || (c === '#' && NAME_START.test(code[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < code.length && NAME_PART.test(code[j]!)) j++;
      tokens.push(token('name', code.slice(i, j), i, j));
      i = j;
    } else if (startsNumber(code, i)) {
      const number = looseNumber(code, i);
      tokens.push(number);
      i = number.end;
    } else {
      // `?.` before a digit is the conditional operator and a number (`a?.5:b`).
      const op = PUNCTUATION.find((p) => code.startsWith(p, i) && !(p === '?.' && /[0-9]/.test(code[i + 2] ?? ''))) ?? c;
      if ('([{'.includes(op)) depth++;
      else if (')]}'.includes(op)) depth = Math.max(0, depth - 1);
      tokens.push(token('punct', op, i, i + op.length));
      i += op.length;
    }
  }
  return tokens;
}

function regexAllowed(tokens: readonly CodeToken[]): boolean {
  let k = tokens.length - 1;
  while (k >= 0 && tokens[k]!.kind === 'break') k--;
  const previous = tokens[k];
  if (!previous) return true;
  if (previous.kind === 'name') return BEFORE_REGEX.has(previous.text);
  if (previous.kind === 'punct') return ![')', ']', '}', '++', '--'].includes(previous.text);
  return false;
}

function regexEnd(code: string, i: number): number {
  let inClass = false;
  while (i < code.length && code[i] !== '\n') {
    const c = code[i]!;
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      i++;
      while (i < code.length && /[a-z]/i.test(code[i]!)) i++;
      return i;
    }
    i++;
  }
  return i;
}

/** An escape sequence at i (just past the backslash): the text it stands for and the index past it. */
function escapeSequence(code: string, i: number): { text: string; end: number } {
  const c = code[i] ?? '';
  if (c === '\r' && code[i + 1] === '\n') return { text: '', end: i + 2 };
  if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') return { text: '', end: i + 1 };
  if (c === 'x' && /^[0-9a-fA-F]{2}$/.test(code.slice(i + 1, i + 3))) return { text: String.fromCharCode(parseInt(code.slice(i + 1, i + 3), 16)), end: i + 3 };
  if (c === 'u' && code[i + 1] === '{') {
    const close = code.indexOf('}', i + 2);
    const point = close === -1 ? NaN : parseInt(code.slice(i + 2, close), 16);
    if (Number.isFinite(point) && point <= 0x10ffff) return { text: String.fromCodePoint(point), end: close + 1 };
  }
  if (c === 'u' && /^[0-9a-fA-F]{4}$/.test(code.slice(i + 1, i + 5))) return { text: String.fromCharCode(parseInt(code.slice(i + 1, i + 5), 16)), end: i + 5 };
  return { text: SIMPLE_ESCAPES[c] ?? c, end: i + 1 };
}

function quoted(code: string, i: number, quote: string): { text: string; end: number } {
  let text = '';
  while (i < code.length && code[i] !== quote && code[i] !== '\n') {
    if (code[i] === '\\') {
      const e = escapeSequence(code, i + 1);
      text += e.text;
      i = e.end;
    } else text += code[i++];
  }
  return { text, end: Math.min(i + 1, code.length) };
}

function template(code: string, i: number): { parts: StringPart[]; end: number } {
  const parts: StringPart[] = [];
  let text = '';
  while (i < code.length && code[i] !== '`') {
    if (code[i] === '\\') {
      const e = escapeSequence(code, i + 1);
      text += e.text;
      i = e.end;
    } else if (code.startsWith('${', i)) {
      const close = expressionEnd(code, i + 2);
      parts.push({ literal: text }, { code: code.slice(i + 2, close) });
      text = '';
      i = close + 1;
    } else text += code[i++];
  }
  parts.push({ literal: text });
  return { parts: parts.filter((p) => !('literal' in p) || p.literal !== ''), end: Math.min(i + 1, code.length) };
}

/** The index of the `}` that closes a template's `${`, stepping over strings, templates and braces inside it. */
function expressionEnd(code: string, i: number): number {
  let depth = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '"' || c === "'") i = quoted(code, i + 1, c).end;
    else if (c === '`') i = template(code, i + 1).end;
    else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      if (depth === 0) return i;
      depth--;
      i++;
    } else i++;
  }
  return code.length;
}
