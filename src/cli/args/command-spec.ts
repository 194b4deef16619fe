/** One option a command accepts: what `--help` shows for it, and how node:util parseArgs reads it. */
interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** The value's placeholder in help (`<id>`, `N`); string options only. */
  readonly value?: string;
  readonly description: string;
  /** The values a string option takes (read when checked, so a catalog is not loaded for help alone). */
  readonly choices?: () => readonly string[];
  /** A value outside the choices that bearing knows, and why the command cannot take it (a host with no hooks). */
  readonly refuse?: (value: string) => string | undefined;
  readonly multiple?: boolean;
}

/** A word the command takes after its options. */
interface PositionalSpec {
  readonly name: string;
  readonly description: string;
  readonly optional?: boolean;
  /** Takes every remaining word (after `--` too: `bearing check -- git push origin main`). */
  readonly rest?: boolean;
  readonly choices?: () => readonly string[];
  /** As OptionSpec.refuse. */
  readonly refuse?: (value: string) => string | undefined;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** What parsing gave the command: each option typed by its spec, and the positionals in order. */
export interface ParsedArgs<O extends OptionSpecs> {
  readonly values: { readonly [K in keyof O]?: O[K]['type'] extends 'string' ? (O[K]['multiple'] extends true ? string[] : string) : boolean };
  readonly positionals: readonly string[];
}

/** A `bearing` subcommand: its help and parser come from this one spec, so they cannot disagree. */
export interface CommandSpec<O extends OptionSpecs = OptionSpecs> {
  readonly name: string;
  /** One line, shown in `bearing help` and at the top of this command's help. */
  readonly summary: string;
  readonly options: O;
  readonly positionals?: readonly PositionalSpec[];
  /** Paragraphs after the option list: examples, exit codes, what the output means. */
  readonly details?: string;
  /** Where a command's exit codes are not the CLI's own (a hook answers in its host's protocol). */
  readonly exitCodes?: string;
  /**
   * A contributor's command that replays the repository's fixtures, which the npm package leaves out: outside a
   * clone `bearing help` does not list it, and running it is refused with one line, exit 2 (its `--help` still works).
   */
  readonly cloneOnly?: true;
  run(args: ParsedArgs<O>): Promise<number>;
}

/** A word that only groups subcommands (`bearing config validate`). */
export interface CommandGroup {
  readonly name: string;
  readonly summary: string;
  readonly subcommands: readonly CommandSpec[];
}

export type CliEntry = CommandSpec | CommandGroup;

export const isGroup = (entry: CliEntry): entry is CommandGroup => 'subcommands' in entry;

/** Keeps each command's option types exact for its `run`, and checks the spec's shape. */
export function defineCommand<const O extends OptionSpecs>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

/**
 * A command line bearing cannot act on: one line naming the problem (and the valid choices), exit 2. `command` is
 * the subcommand's path (`config validate`), filled in by the CLI when the command itself throws.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }

  /** `bearing inspect: unknown option --hots …`. */
  line(): string {
    return `bearing${this.command ? ` ${this.command}` : ''}: ${this.message}`;
  }
}
