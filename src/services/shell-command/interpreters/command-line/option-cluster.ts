import type { Arg } from '../../arg';
import type { InterpreterLanguage, InterpreterRun } from '../interpreter-run';

/** How an interpreter reads bundled short options (`-Bc`, `-pie`, `-0777ne`, `-nr`). */
export interface ClusterGrammar {
  /** Letters whose value is the rest of the word or, when nothing follows in it, the next word (`-c CODE`, `-cCODE`). */
  readonly withValue: string;
  /** Letters whose value is the rest of the word only, possibly empty (`-i.bak`, `-F:`, `-Mstrict`). */
  readonly attached?: string;
  /** Letters followed by optional digits in the same word (`-0777`, `-l0`, `-0x1ff`). */
  readonly digits?: string;
}

export interface ClusterOption {
  readonly letter: string;
  /** Absent for a flag, or for a value option with nothing after it. */
  readonly value?: Arg;
}

/**
 * Reads the short options bundled in the word at `i` (which starts with `-`): every letter is an option; a letter
 * that takes a value takes the rest of the word (or the next word) and ends the cluster. Returns the options and the
 * index of the last word used.
 */
export function readCluster(args: readonly Arg[], i: number, grammar: ClusterGrammar): { options: ClusterOption[]; last: number } {
  const word = args[i]!;
  const options: ClusterOption[] = [];
  for (let k = 1; k < word.text.length; k++) {
    const letter = word.text[k]!;
    const rest = word.text.slice(k + 1);
    if (grammar.withValue.includes(letter)) {
      if (rest !== '') return { options: [...options, { letter, value: { text: rest, dynamic: word.dynamic } }], last: i };
      const next = args[i + 1];
      return { options: [...options, next ? { letter, value: next } : { letter }], last: next ? i + 1 : i };
    }
    if (grammar.attached?.includes(letter)) return { options: [...options, { letter, value: { text: rest, dynamic: word.dynamic } }], last: i };
    if (grammar.digits?.includes(letter)) {
      const digits = /^(?:x[0-9a-fA-F]*|[0-7]*)/.exec(rest)![0];
      options.push({ letter, value: { text: digits, dynamic: false } });
      k += digits.length;
      continue;
    }
    options.push({ letter });
  }
  return { options, last: i };
}

/** Whether a word is an option word the text can read (a computed word may stand for anything: it is an operand). */
export function isOption(arg: Arg | undefined): boolean {
  return arg !== undefined && !arg.dynamic && arg.text.startsWith('-') && arg.text !== '-';
}

/** Lines of code given one per option (`-e a -e b`), as the interpreter joins them. */
export function joinLines(lines: readonly Arg[]): Arg {
  return { text: lines.map((l) => l.text).join('\n'), dynamic: lines.some((l) => l.dynamic) };
}

/**
 * Steps over the option words at the front of `args` the way perl, ruby, php and awk all do (shared so that they
 * agree on where the program's own words start): up to the first word that is no option, or just past `--`.
 * `read(i)` reads the option word at i and returns the index of the last word it used; `ends` when the options stop
 * after it (awk's `-E file`). Returns the index of the first operand.
 */
export function readOptionWords(args: readonly Arg[], read: (i: number) => { readonly last: number; readonly ends?: boolean }): number {
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]!;
    if (word.text === '--' && !word.dynamic) return i + 1;
    if (!isOption(word)) return i;
    const { last, ends } = read(i);
    i = last;
    if (ends) return i + 1;
  }
  return i;
}

/**
 * The program and @ARGV of `perl`/`ruby [switches] [--] [-e CODE… | PROGRAMFILE | -] [args]`, shared since Ruby took
 * Perl's rule: with `-e` lines every operand is an argument; else the first operand is the program file (`-` or
 * none: standard input). With `inPlace` (`-i`) the argument files, not `-`, are edited in place.
 */
export function perlStyleRun(language: InterpreterLanguage, via: string, lines: readonly Arg[], inPlace: boolean, rest: readonly Arg[]): InterpreterRun {
  const run = (code: InterpreterRun['code'], programArgs: readonly Arg[]): InterpreterRun => ({
    language,
    via,
    code,
    inPlace: inPlace ? programArgs.filter((a) => a.text !== '-' || a.dynamic) : [],
    args: programArgs,
  });
  if (lines.length > 0) return run({ inline: joinLines(lines) }, rest);
  const script = rest[0];
  if (!script || (script.text === '-' && !script.dynamic)) return run({ stdin: true }, rest.slice(1));
  return run({ file: script }, rest.slice(1));
}
