import type { Arg } from '../arg';

/**
 * The script a program makes by joining words with blanks (`watch git status`, GNU parallel's command template):
 * the shell reads the joined text again, so a word computed at run time may bring any syntax with it (`watch $CMD`),
 * and the whole script is then computed too.
 */
export function joinedScript(words: readonly Arg[]): Arg {
  return { text: words.map((w) => w.text).join(' '), dynamic: words.some((w) => w.dynamic) };
}

/**
 * Builds a script whose computed parts are passed as positional parameters, the way a program that quotes what it
 * inserts makes them reach the shell as one word each (`sudo -s` escapes every character, GNU parallel quotes its
 * items): `"$1"` stands where the value goes, and `args` holds `$0` and then the values.
 */
export class ScriptBuilder {
  private readonly parts: string[] = [];
  private readonly parameters: Arg[] = [];

  constructor(private readonly zero: string) {}

  /** Text the shell reads as it is. */
  raw(text: string): this {
    this.parts.push(text);
    return this;
  }

  /** A value that reaches the shell as one word: quoted when known, a positional parameter when computed. */
  value(arg: Arg): this {
    if (!arg.dynamic) return this.raw(shellQuote(arg.text));
    this.parameters.push(arg);
    return this.raw(`"$${this.parameters.length}"`);
  }

  build(): { readonly script: Arg; readonly args?: readonly Arg[] } {
    const script = { text: this.parts.join(''), dynamic: false };
    return this.parameters.length > 0 ? { script, args: [{ text: this.zero, dynamic: false }, ...this.parameters] } : { script };
  }
}

/** A word a POSIX shell reads back as `text`: as it is when it holds nothing the shell would change, else single-quoted. */
export function shellQuote(text: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * `sudo -s` and `sudo -i` with a command: sudo 1.9 joins the words with blanks for the shell's `-c`, putting a
 * backslash before every character but letters, digits, `_`, `-` and `$` (checked with sudo 1.9.13p3:
 * `sudo -s echo 'a;b' '$HOME'` prints `a;b /root`). So each word stays one word, but `$` expansions still happen.
 */
export function sudoShellScript(words: readonly Arg[]): { readonly script: Arg; readonly args?: readonly Arg[] } {
  const builder = new ScriptBuilder('sh');
  words.forEach((word, i) => {
    if (i > 0) builder.raw(' ');
    if (word.dynamic) builder.value(word);
    else builder.raw(word.text.replace(/[^A-Za-z0-9_$-]/g, (c) => `\\${c}`));
  });
  return builder.build();
}
