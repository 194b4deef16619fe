import type { Arg } from '../arg';

/**
 * What `echo` and `printf` print, when every argument is known: the text a `$(…)` or a pipe into `sh` then gets.
 * Undefined when an argument is computed at run time.
 */
export function printedText(name: 'echo' | 'printf' | string, args: readonly Arg[], _stdin?: string): string | undefined {
  if (args.some((a) => a.dynamic)) return undefined;
  const texts = args.map((a) => a.text);
  return name === 'printf' ? printf(texts) : echo(texts);
}

/** bash's echo: `-n` (no line break), `-e` (escapes), `-E`, in any combination, before the words. */
function echo(words: readonly string[]): string {
  let at = 0;
  let newline = true;
  let escapes = false;
  for (; at < words.length && /^-[neE]+$/.test(words[at]!); at++) {
    for (const flag of words[at]!.slice(1)) {
      if (flag === 'n') newline = false;
      else escapes = flag === 'e';
    }
  }
  const text = words.slice(at).join(' ');
  return (escapes ? expandEscapes(text).text : text) + (newline ? '\n' : '');
}

/** printf FORMAT ARGS…: `%s`, `%b`, `%d`, `%q`-free formats, the format reused while arguments are left. */
function printf(words: readonly string[]): string | undefined {
  let at = 0;
  if (words[at] === '--') at++;
  const format = words[at];
  if (format === undefined) return undefined;
  const args = words.slice(at + 1);
  let out = '';
  let next = 0;
  do {
    const used = next;
    for (let i = 0; i < format.length; i++) {
      const char = format[i]!;
      if (char === '\\') {
        const { text, length } = expandEscapes(format.slice(i), true);
        out += text;
        i += length - 1;
      } else if (char === '%') {
        const spec = /^%([-+ #0]*\d*(?:\.\d+)?)([sbdiuxXoc%])/.exec(format.slice(i));
        if (!spec) return undefined;
        i += spec[0].length - 1;
        if (spec[2] === '%') {
          out += '%';
          continue;
        }
        const arg = args[next++] ?? '';
        if (spec[2] === 's') out += pad(arg, spec[1]!);
        else if (spec[2] === 'b') out += expandEscapes(arg).text;
        else if (spec[2] === 'c') out += arg.charAt(0);
        else {
          const number = Number(arg || 0);
          if (!Number.isFinite(number)) return undefined;
          out += pad(String(Math.trunc(number)), spec[1]!);
        }
      } else out += char;
    }
    if (next === used) break;
  } while (next < args.length);
  return out;
}

function pad(text: string, flags: string): string {
  const width = Number(/\d+/.exec(flags.replace(/\.\d+/, ''))?.[0] ?? 0);
  const precision = /\.(\d+)/.exec(flags)?.[1];
  const cut = precision === undefined ? text : text.slice(0, Number(precision));
  return flags.startsWith('-') ? cut.padEnd(width) : cut.padStart(width);
}

/** Backslash escapes as `echo -e` and printf read them; `first` reads only the escape at the start. */
function expandEscapes(text: string, first = false): { text: string; length: number } {
  let out = '';
  let at = 0;
  for (; at < text.length; at++) {
    const char = text[at]!;
    if (char !== '\\') {
      if (first) return { text: char, length: 1 };
      out += char;
      continue;
    }
    const next = text[at + 1] ?? '';
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', e: '\x1b', '\\': '\\' };
    let length = 2;
    if (next in simple) out += simple[next];
    else if (next === '0' || /[1-7]/.test(next)) {
      const digits = /^0?[0-7]{0,3}/.exec(text.slice(at + 1))![0];
      out += String.fromCharCode(parseInt(digits || '0', 8));
      length = 1 + Math.max(digits.length, 1);
    } else if (next === 'x') {
      const digits = /^[0-9a-fA-F]{1,2}/.exec(text.slice(at + 2))?.[0];
      if (digits) {
        out += String.fromCharCode(parseInt(digits, 16));
        length = 2 + digits.length;
      } else out += '\\x';
    } else if (next === 'c') {
      return { text: out, length: text.length };
    } else out += `\\${next}`;
    if (first) return { text: out, length };
    at += length - 1;
  }
  return { text: out, length: at };
}
