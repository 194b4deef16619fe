import { startsNumber, token, type CodeToken } from '../scan/code-token';

const PUNCTUATION = ['**=', '|&', '>>', '^=', '+=', '-=', '*=', '/=', '%=', '==', '<=', '>=', '!=', '++', '--', '&&', '||', '!~', '**'];
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', '/': '/', a: '\x07', b: '\b', f: '\f', v: '\v' };
/** Tokens after which a line end does not end the statement. */
const CONTINUING = new Set([',', '{', '&&', '||', 'do', 'else']);

/**
 * awk's tokens: names (and gawk's `@include`, `@load`), numbers, "…" strings with escapes, patterns /…/ as opaque
 * tokens, punctuation (`|&`, `>>`), comments, and a `break` for each line end that ends a statement (not after `,`,
 * `{`, `&&`, `||`, `do`, `else`, a backslash, or inside parentheses). Never throws.
 */
export function lexAwk(code: string): CodeToken[] {
  const out: CodeToken[] = [];
  let depth = 0;
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    const start = i;
    if (c === '\n') {
      const last = out[out.length - 1];
      if (depth === 0 && last && last.kind !== 'break' && !CONTINUING.has(last.text)) out.push(token('break', '\n', i, i + 1));
      i++;
    } else if (c === '\\' && (code[i + 1] === '\n' || code[i + 1] === '\r')) {
      i += code[i + 1] === '\r' && code[i + 2] === '\n' ? 3 : 2;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '#') {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (c === '"') {
      let text = '';
      i++;
      while (i < code.length && code[i] !== '"' && code[i] !== '\n') {
        if (code[i] === '\\' && i + 1 < code.length) {
          const next = code[i + 1]!;
          const octal = /^[0-7]{1,3}/.exec(code.slice(i + 1, i + 4));
          if (octal) {
            text += String.fromCharCode(parseInt(octal[0], 8));
            i += 1 + octal[0].length;
            continue;
          }
          text += ESCAPES[next] ?? `\\${next}`;
          i += 2;
        } else text += code[i++];
      }
      i = Math.min(i + 1, code.length);
      out.push(token('string', code.slice(start, i), start, i, { parts: [{ literal: text }] }));
    } else if (c === '/' && !afterOperand(out)) {
      i++;
      let inClass = false;
      while (i < code.length && code[i] !== '\n' && (code[i] !== '/' || inClass)) {
        if (code[i] === '\\') i++;
        else if (code[i] === '[') inClass = true;
        else if (code[i] === ']') inClass = false;
        i++;
      }
      i = Math.min(i + 1, code.length);
      out.push(token('other', code.slice(start, i), start, i));
    } else if (/[A-Za-z_@]/.test(c)) {
      const name = /^@?[A-Za-z_]\w*(?:::[A-Za-z_]\w*)?/.exec(code.slice(i, i + 256))?.[0] ?? c;
      i += name.length;
      out.push(token(name === '@' ? 'punct' : 'name', name, start, i));
    } else if (startsNumber(code, i)) {
      const number = /^(?:0[xX][0-9a-fA-F]+|\d*\.?\d+(?:[eE][-+]?\d+)?|\d+\.)/.exec(code.slice(i, i + 64))?.[0] ?? c;
      i += number.length;
      out.push(token('number', number, start, i));
    } else {
      const op = PUNCTUATION.find((p) => code.startsWith(p, i)) ?? c;
      if (op === '(' || op === '[') depth++;
      else if (op === ')' || op === ']') depth = Math.max(0, depth - 1);
      i += op.length;
      out.push(token('punct', op, start, i));
    }
  }
  return out;
}

function afterOperand(out: readonly CodeToken[]): boolean {
  const last = out[out.length - 1];
  if (!last || last.kind === 'break') return false;
  if (last.kind === 'name') return !['print', 'printf', 'return', 'in', 'if', 'while', 'do', 'else', 'getline'].includes(last.text);
  if (last.kind === 'punct') return [')', ']', '$'].includes(last.text) || last.text === '++' || last.text === '--';
  return true;
}
