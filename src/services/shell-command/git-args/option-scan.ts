import type { GitArg } from './git-arg';
import { splitInline } from '../inline-value';

/** How one git subcommand spells its options. */
export interface OptionSpec {
  /** Short options that take a value, as letters (`bB` for `checkout -b <name>`); the value is the rest of the cluster or the next word. */
  readonly shortWithValue?: string;
  /**
   * Every long option the subcommand knows, without `--` (from `git <cmd> -h`): git takes any unambiguous
   * prefix of one (`--cre` is `--create`), so a word is read as the option it abbreviates. A list may leave
   * out options none of whose prefixes another listed option shares: they are kept as written.
   */
  readonly long?: readonly string[];
  /** The long options (full names, without `--`) that take a value as the next word (they always accept `--name=value` too). */
  readonly longWithValue?: readonly string[];
}

interface ScannedOption {
  /** `-b`, `--create`, `-f`: one entry per letter of a short cluster such as `-fd`; a long option by its full name. */
  readonly name: string;
  readonly value?: GitArg;
}

export interface OptionScan {
  readonly options: readonly ScannedOption[];
  readonly positionals: readonly GitArg[];
  /** Option words computed at run time (`$FLAGS`): they may stand for anything. */
  readonly dynamicOptions: readonly GitArg[];
  /** How many of the positionals came after `--` (paths or names, never options). */
  readonly afterDashDash: number;
  /** A long option abbreviated so that it could stand for two known ones (`git switch --c`): git refuses the whole command. */
  readonly ambiguous: boolean;
}

/** Splits a subcommand's arguments into options (git's parse-options conventions) and positional arguments. */
export function scanOptions(args: readonly GitArg[], spec: OptionSpec): OptionScan {
  const options: ScannedOption[] = [];
  const positionals: GitArg[] = [];
  const dynamicOptions: GitArg[] = [];
  let afterDashDash = 0;
  let ambiguous = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text === '--') {
      positionals.push(...args.slice(i + 1));
      afterDashDash = args.length - i - 1;
      break;
    }
    if (!text.startsWith('-') || text === '-') {
      positionals.push(arg);
      continue;
    }
    if (arg.dynamic) dynamicOptions.push(arg);
    if (text.startsWith('--')) {
      const [written, inline] = splitInline(text);
      const long = arg.dynamic ? written.slice(2) : fullName(written.slice(2), spec.long);
      if (long === null) ambiguous = true;
      const name = `--${long ?? written.slice(2)}`;
      if (inline !== undefined) options.push({ name, value: { text: inline, dynamic: arg.dynamic } });
      else if (long && spec.longWithValue?.includes(long) && args[i + 1]) options.push({ name, value: args[++i]! });
      else options.push({ name });
      continue;
    }
    for (let letter = 1; letter < text.length; letter++) {
      const name = `-${text[letter]}`;
      if (spec.shortWithValue?.includes(text[letter]!)) {
        const rest = text.slice(letter + 1);
        const value = rest !== '' ? { text: rest, dynamic: arg.dynamic } : args[++i];
        options.push(value ? { name, value } : { name });
        break;
      }
      options.push({ name });
    }
  }
  return { options, positionals, dynamicOptions, afterDashDash, ambiguous };
}

/**
 * The known option a long option word stands for, as git's parse-options reads it: an exact name, else the one
 * name it is a prefix of; null when it is a prefix of several (git refuses it), or of `no-` (every negation).
 * A word no known name starts with is kept as written.
 */
function fullName(written: string, known: readonly string[] = []): string | null {
  if (known.includes(written)) return written;
  const matches = known.filter((name) => name.startsWith(written));
  if (matches.length > 1 || (known.length > 1 && 'no-'.startsWith(written))) return null;
  return matches[0] ?? written;
}

export function hasOption(scan: OptionScan, ...names: string[]): boolean {
  return scan.options.some((o) => names.includes(o.name));
}

export function optionValues(scan: OptionScan, ...names: string[]): GitArg[] {
  return scan.options.filter((o) => names.includes(o.name) && o.value).map((o) => o.value!);
}

/** A compact list of long option names: `'create force-create'` → `['create', 'force-create']`. */
export function names(list: string): readonly string[] {
  return list.split(' ');
}
