import type { Arg } from '../shell-command/arg';

/** A program's arguments sorted the way rules read them. */
export interface InvocationWords {
  /** Literal words before `--` that start with `-` (`-rf`, `--force`, `--output=x`). */
  readonly options: readonly string[];
  /** The other words before `--`, each marked when it follows an option that may take it as its value. */
  readonly plain: readonly { readonly arg: Arg; readonly afterOption: boolean }[];
  /** The words after `--`: operands, whatever they look like. */
  readonly afterDashes: readonly Arg[];
  /** A word before `--` computed at run time: it may be any option or word. */
  readonly dynamicBeforeDashes: boolean;
}

/** Splits arguments into options, plain words and what follows `--` (which ends options, as getopt has it). */
export function invocationWords(args: readonly Arg[]): InvocationWords {
  const options: string[] = [];
  const plain: { arg: Arg; afterOption: boolean }[] = [];
  const afterDashes: Arg[] = [];
  let ended = false;
  let dynamicBeforeDashes = false;
  let previousTakesValue = false;
  for (const arg of args) {
    if (ended) {
      afterDashes.push(arg);
      continue;
    }
    if (!arg.dynamic && arg.text === '--') {
      ended = true;
      continue;
    }
    if (arg.dynamic) dynamicBeforeDashes = true;
    if (!arg.dynamic && arg.text.length > 1 && arg.text.startsWith('-')) {
      options.push(arg.text);
      // `-n x`, `--namespace x`: the next word may be the option's value; `--namespace=x` carries its own.
      previousTakesValue = !arg.text.includes('=');
      continue;
    }
    plain.push({ arg, afterOption: previousTakesValue });
    previousTakesValue = false;
  }
  return { options, plain, afterDashes, dynamicBeforeDashes };
}

/**
 * Whether one of a flag's spellings is among the options. A one-letter short flag (`-r`) is found alone or in a
 * bundle of letters (`-rf`, `-fr`); any other spelling (`--force`, `-delete`) as the word itself or with `=value`.
 * Long options are not matched by their abbreviations (`--forc`): a rule lists such a spelling as an alias.
 */
export function presentFlag(aliases: readonly string[], options: readonly string[]): string | undefined {
  for (const option of options) {
    for (const alias of aliases) {
      if (option === alias || option.startsWith(`${alias}=`)) return option;
      if (/^-[^-]$/.test(alias) && /^-[A-Za-z0-9]+$/.test(option) && option.includes(alias[1]!)) return option;
    }
  }
  return undefined;
}
