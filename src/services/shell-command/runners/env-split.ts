import type { Arg } from '../arg';

const ESCAPES: Readonly<Record<string, string>> = { f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '"': '"', "'": "'", '#': '#', $: '$', '\\': '\\' };

/**
 * The words `env -S STRING` reads in place of the string (coreutils 9.1, checked by running it): blanks separate
 * words; `'…'` keeps everything but `\\` and `\'`; `"…"` keeps blanks and takes the escapes; outside quotes `\_`
 * separates, inside double quotes it is a blank; `\c` ends the string; `#` at the start of a word starts a comment;
 * `${NAME}` is the variable's value (computed here), and a `$` not so written is refused.
 */
export function splitEnvString(value: Arg): readonly Arg[] | { readonly unread: string } | { readonly refused: string } {
  if (value.dynamic) return { unread: '-S splits a string computed at run time' };
  const text = value.text;
  const words: Arg[] = [];
  let current: string | undefined;
  let dynamic = false;
  let quote: '"' | "'" | undefined;
  const end = () => {
    if (current !== undefined) words.push({ text: current, dynamic });
    current = undefined;
    dynamic = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else if (c === '\\' && (text[i + 1] === '\\' || text[i + 1] === "'")) current += text[++i]!;
      else current += c;
      continue;
    }
    if (c === '\\') {
      const next = text[++i];
      if (next === undefined) return { refused: 'env -S: a backslash ends the string' };
      if (next === 'c') break;
      if (next === '_') {
        if (quote) current += ' ';
        else end();
        continue;
      }
      const escaped = ESCAPES[next];
      if (escaped === undefined) return { refused: `env -S: invalid backslash at \\${next}` };
      current = (current ?? '') + escaped;
      continue;
    }
    if (c === '$') {
      const variable = /^\$\{[A-Za-z_][A-Za-z0-9_]*\}/.exec(text.slice(i));
      if (!variable) return { refused: 'env -S: only ${VARNAME} is expanded' };
      current = (current ?? '') + variable[0];
      dynamic = true;
      i += variable[0].length - 1;
      continue;
    }
    if (quote === '"') {
      if (c === '"') quote = undefined;
      else current += c;
      continue;
    }
    if (/\s/.test(c)) {
      end();
      continue;
    }
    if (c === '#' && current === undefined) break;
    if (c === '"' || c === "'") {
      quote = c;
      current ??= '';
      continue;
    }
    current = (current ?? '') + c;
  }
  if (quote) return { refused: 'env -S: no closing quote' };
  end();
  return words;
}
