import type { Arg } from '../../arg';

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

export const literalArg = (text: string): Arg => ({ text, dynamic: false });
