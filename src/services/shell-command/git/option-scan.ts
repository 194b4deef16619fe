import type { GitArg } from './git-arg';
import { splitInline } from '../inline-value';

/** How one git subcommand spells its options. */
export interface OptionSpec {
  /** Short options that take a value, as letters (`bB` for `checkout -b <name>`); the value is the rest of the cluster or the next word. */
  readonly shortWithValue?: string;
  /** Long options that take a value as the next word (they always accept `--name=value` too). */
  readonly longWithValue?: ReadonlySet<string>;
}

export interface ScannedOption {
  /** `-b`, `--create`, `-f`: one entry per letter of a short cluster such as `-fd`. */
  readonly name: string;
  readonly value?: GitArg;
}

export interface OptionScan {
  readonly options: readonly ScannedOption[];
  readonly positionals: readonly GitArg[];
  /** Option words computed at run time (`$FLAGS`): they may stand for anything. */
  readonly dynamicOptions: readonly GitArg[];
}

/** Splits a subcommand's arguments into options (git's parse-options conventions) and positional arguments. */
export function scanOptions(args: readonly GitArg[], spec: OptionSpec): OptionScan {
  const options: ScannedOption[] = [];
  const positionals: GitArg[] = [];
  const dynamicOptions: GitArg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    if (text === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!text.startsWith('-') || text === '-') {
      positionals.push(arg);
      continue;
    }
    if (arg.dynamic) dynamicOptions.push(arg);
    if (text.startsWith('--')) {
      const [name, inline] = splitInline(text);
      if (inline !== undefined) options.push({ name, value: { text: inline, dynamic: arg.dynamic } });
      else if (spec.longWithValue?.has(text) && args[i + 1]) options.push({ name: text, value: args[++i]! });
      else options.push({ name: text });
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
  return { options, positionals, dynamicOptions };
}

export function hasOption(scan: OptionScan, ...names: string[]): boolean {
  return scan.options.some((o) => names.includes(o.name));
}

export function optionValues(scan: OptionScan, ...names: string[]): GitArg[] {
  return scan.options.filter((o) => names.includes(o.name) && o.value).map((o) => o.value!);
}
