import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';

/**
 * How an option takes its value. In the compact spellings of `Grammar.short` and `Grammar.long` the arity follows
 * the name: nothing (flag), `:` (value), `::` (optional), `:?` (greedy), `:+` (variadic), `:*` (rest), `:2` (two).
 */
export type Arity =
  /** None. */
  | 'flag'
  /** One: written against the option (`-n5`, `--lines=5`) or the next word. */
  | 'value'
  /** One, only when written against the option (getopt's `::`: `-m/path`, `--mount=/path`); a separate word is not it. */
  | 'optional'
  /** The next word unless it starts with `-` (minimist's every option, commander's `[value]`). */
  | 'greedy'
  /** Every following word up to one that starts with `-` (commander's `<values...>`). */
  | 'variadic'
  /** Every word after it: the options end there (`gdb --args`, `nix develop --command`). */
  | 'rest'
  /** That many following words (`bwrap --bind SRC DEST`). */
  | number;

/** The conventions of the option parser a program uses: getopt_long, Go's flag package, a hand-written loop, … */
export interface OptionSyntax {
  /**
   * `stop`: the first operand ends the options (getopt with `+`, POSIX); `permute`: options may follow operands,
   * up to `--` (GNU getopt's default, cobra's interspersed flags); `optstring`: getopt's rule, a leading `+` in
   * `Grammar.short` stops, anything else permutes.
   */
  readonly order: 'stop' | 'permute' | 'optstring';
  /** A long option may be shortened to any prefix that names one option only (getopt_long, Getopt::Long, argparse). */
  readonly abbreviations: boolean;
  /** Long options are written with one dash too (`-args`: getopt_long_only, Go's flag package). */
  readonly singleDashLong: boolean;
  /** Short options bundle (`-fw`) and take their values written against them (`-n5`). */
  readonly bundling: boolean;
  /** `--name=value`. */
  readonly equals: boolean;
  /** `--` ends the options. */
  readonly dashDash: boolean;
  /**
   * What the program does with an option word the grammar does not list: `unread` (it refuses it, or it may take a
   * value we do not know of: the words after it cannot be read), `flag` (it steps over it: getopts, Getopt::Std,
   * firejail's `--name=value` options), `operand` (a hand-written loop that stops at the first word it does not know:
   * that word is the command).
   */
  readonly unknown: 'unread' | 'flag' | 'operand';
}

/** What an option does beyond being stepped over. */
export interface OptionEffect {
  /** It does something else and runs no command: help, version, a listing, acting on a running process (`taskset -p`). */
  readonly stop?: true;
  /**
   * The directory the command starts in: `'value'` the option's value, a fixed path (`systemd-run`'s `/`), or `null`
   * for one the words do not tell (a home directory).
   */
  readonly chdir?: 'value' | string | null;
  /** Its value is a script for a POSIX shell, run instead of the words (`su -c`, `nix-shell --run`). */
  readonly script?: true;
  /** Its values are the command (arity `rest`: `gdb --args`, `nix develop --command`). */
  readonly command?: true;
  /** Its value sets the command's environment: `NAME=value` (`value`), `NAME VALUE` (`pair`), or a file of settings (`file`). */
  readonly env?: 'value' | 'pair' | 'file';
  /** The command starts with an empty environment; `in-order`: settings made before this option are gone too (bwrap). */
  readonly clearsEnv?: true | 'in-order';
  /** The words run through a shell: joined with blanks (`joined`), or each character escaped first (`sudo`: `sudo -s`). */
  readonly shell?: 'joined' | 'sudo';
  /** The words run as a command rather than joined into a script (`watch -x`). */
  readonly exec?: true;
  /** Its value is split into words that are read in its place (`env -S`). */
  readonly split?: true;
  /** Items go where its value stands in the words, or where this default does when it has none (`xargs -I`, `-i`). */
  readonly replace?: string;
  /** It runs the command somewhere the words do not show (another host, root or namespace): why. */
  readonly unread?: string;
  /** Its value is a systemd unit property (`WorkingDirectory=`, `Environment=`, `RootDirectory=`). */
  readonly unitProperty?: true;
  /** The command starts in this directory after all (`pkexec --keep-cwd`). */
  readonly keepsDirectory?: true;
  /** It mounts its first value on its second (`bwrap --bind SRC DEST`): where they differ, the command sees other files. */
  readonly remaps?: true;
  /** The command is these words, then the runner's operands (`uv run -m pytest` runs `python -m pytest`). */
  readonly prefix?: readonly string[];
}

/** A program's options: what its parser accepts, and what each option does. */
export interface Grammar {
  readonly syntax: OptionSyntax;
  /** Short options, as getopt spells them (`+C:iS:u:v0`), with the arity marks of `Arity` for other parsers. */
  readonly short?: string;
  /** Long options without dashes, separated by blanks, each with its arity mark (`chdir: ignore-environment`). */
  readonly long?: string;
  /** What options do, keyed by their names as written, aliases separated by blanks (`'-C --chdir'`). */
  readonly effects?: Readonly<Record<string, OptionEffect>>;
  /** An option also written as a bare number (`nice -5`, `nice --5`: coreutils' obsolete `-N` adjustment). */
  readonly numericOption?: string;
}

/** What one of a program's own operands before the command is. */
type OperandRole =
  /** A duration, a priority, a user, a lock file: stepped over. */
  | 'skip'
  /** A directory the command starts in. */
  | 'chdir'
  /** A file or directory of environment settings (`envdir DIR`). */
  | 'env-file'
  /** The command runs somewhere the words do not show (`chroot NEWROOT`): why. */
  | { readonly unread: string };

export interface ReadContext {
  /** How the program was launched, for messages (`sudo`, `npm exec`). */
  readonly via: string;
  readonly spec: RunnerSpec;
}

/** A reader for a program no generic shape describes (find's expression, GNU parallel's input sources). */
type CustomReader = (args: readonly Arg[], context: ReadContext) => readonly RunnerReading[];

/** One program that runs programs: its options, its own operands, and what it does with the words after them. */
export interface RunnerSpec {
  /** Its options; none when absent (every word is an operand). */
  readonly grammar?: Grammar;
  /** A first word that is no option is its own operand, read before the options (`setarch ARCH -R cmd`). */
  readonly leadingOperand?: boolean;
  /** Its own operands before the command (`timeout DURATION`, `flock FILE`). */
  readonly operands?: readonly OperandRole[];
  /** There are no own operands when one of these options is given (`runcon -t TYPE cmd` has no CONTEXT). */
  readonly operandsUnless?: readonly string[];
  /** What it always does to the command, before any option (`pkexec` starts it in the user's home, with a fresh environment). */
  readonly always?: OptionEffect;
  /** Files of environment settings it loads by itself (`.env` for `pipenv run`, `mise.toml` for `mise exec`). */
  readonly alwaysEnv?: readonly string[];
  /** A lone `-` as the first operand is this option (`env -` is `env -i`). */
  readonly dashOperand?: OptionEffect;
  /**
   * `NAME=value` words before the command set its environment: `any` word with `=`, also after `--` (coreutils env);
   * `sudo`: a word with `=` not at its start, not after `--`; `name`: a shell-style name before the `=`; `loose`:
   * a word character right before an `=` anywhere (cross-env's unanchored `(\w+)=`).
   */
  readonly assignments?: 'any' | 'sudo' | 'name' | 'loose';
  /** Its operands are its own up to `--`, and the command is what follows it (`mise exec node@20 -- cmd`). */
  readonly commandAfterDashDash?: boolean;
  /** After its operands, one of these words and then a script, and nothing more (`flock FILE -c SCRIPT`). */
  readonly scriptAfterOperands?: readonly string[];
  /**
   * What the words after its options and operands are: a command (the default); a script once joined with blanks
   * (`watch`); a command that gets items from standard input (`xargs`); nothing it runs (`options-only`: only its
   * options name what runs, `nix-shell --run`).
   */
  readonly runs?: 'command' | 'joined-script' | 'stdin-items' | 'options-only';
  /** Without a command it does nothing here (the default), starts a shell that reads standard input, or runs these words. */
  readonly withoutCommand?: 'nothing' | 'shell' | readonly string[];
  /** A subcommand picks what it does (`npm exec`, `uv run`); null for one that runs no command given to it. Aliases separated by blanks. */
  readonly subcommands?: Readonly<Record<string, RunnerSpec | null>>;
  /** What a first word naming none of `subcommands` does: runs as a command (`pnpm git status`), or nothing (the default). */
  readonly otherSubcommand?: 'command';
  /** A reader of its own, for shapes the fields above do not describe. */
  readonly read?: CustomReader;
  /** How it is named in messages, when not by the name it was called by. */
  readonly via?: string;
}
