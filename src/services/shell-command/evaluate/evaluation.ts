import type { Arg } from '../arg';
import type { EvaluationServices } from '../evaluation-services';
import type { Field } from './word-expander';
import type { Values } from './shell-value';
import type { GitReads } from './git-reads';
import type { FileWrite } from '../file-writes/file-write';
import type { GitInvocation } from '../git-invocation';
import type { ProgramRun, RefChange } from '../shell-analysis';
import type { ShellState } from './shell-state';

/** How one command is run: what it reads on standard input (when the text tells), and what launched it. */
export interface IO {
  /** Standard input, when the text tells what it is (a here-document, a pipe from `echo`); undefined otherwise. */
  readonly stdin?: string;
  /** The launchers it sits in, outermost first, for messages (`bash -c`, `xargs`, `python3 -c`). */
  readonly via: readonly string[];
  /** How many shells, functions and launchers deep it is. */
  readonly depth: number;
}

/**
 * What running something may leave: the shell after it succeeded, after it failed (what `&&` and `||` go on
 * with), and what it printed when the text tells (`$(git branch --show-current)`); undefined when it does not.
 */
export interface Outcome {
  readonly ok: ShellState;
  readonly fail: ShellState;
  /** What it printed, one text per alternative (`$(git branch --show-current)` after a switch that may fail). */
  readonly output?: readonly string[];
}

/** Everything found while evaluating one command line. */
export class Findings {
  readonly commands: ProgramRun[] = [];
  readonly invocations: GitInvocation[] = [];
  readonly refChanges: RefChange[] = [];
  readonly writes: FileWrite[] = [];
  private readonly unreadLines = new Set<string>();
  /** The first bound of the reading passed (see ShellAnalysis.limit). */
  limit: string | undefined;

  unread(line: string): void {
    this.unreadLines.add(line);
  }

  /** A bound of the reading passed: what lies past it is not read, and the guard refuses the command. */
  overLimit(line: string): void {
    this.limit ??= line;
    this.unread(line);
  }

  get unreadList(): string[] {
    return [...this.unreadLines];
  }
}

/**
 * Past this many commands evaluated (loops unrolled, functions called, scripts read), the rest is not read and the
 * command is refused: no command an agent writes comes near it, and reading one costs up to 0.2 ms (a git with its
 * config), so the bound keeps a line built to be slow to a few seconds at most.
 */
export const MAX_STEPS = 20_000;
/** Shells, functions and launchers nested deeper than this are not read. */
export const MAX_DEPTH = 24;

/** Environment settings for one command (`X=1 cmd`, `env X=1 cmd`), over the shell's exported variables. */
export type Settings = ReadonlyMap<string, Values>;

/** How a program is started by whatever launches it. */
export interface Launch {
  /** For messages: `bash -c`, `sudo`, `python3 -c`. */
  readonly via: string;
  /** Environment settings it adds. */
  readonly settings?: Settings;
  /** A directory it runs in (absolute or relative to the shell's); null when the text does not tell. */
  readonly directory?: string | null;
  /** It clears the environment first (`env -i`). */
  readonly clearsEnvironment?: boolean;
}

/** What the parts of the evaluator that run programs (git, launchers, interpreters, tools) use of it. */
export interface Evaluator {
  readonly findings: Findings;
  readonly services: EvaluationServices;
  /** git's config files and refs, read once per command line. */
  readonly git: GitReads;
  /** The event's environment: what a variable the command does not set holds. */
  readonly environment: Readonly<Record<string, string | undefined>>;
  /** Runs text as a POSIX shell script in a new shell (`sh -c`), `$0` and the positional parameters given. */
  shell(text: string, state: ShellState, io: IO, launch: Launch, zero?: Arg, positional?: readonly Arg[]): Outcome;
  /** Runs an argument vector as a command, no shell reading it (what `sudo`, `xargs` or `subprocess.run([...])` run). */
  command(fields: readonly Field[], state: ShellState, io: IO, launch: Launch): Outcome;
  /** Where the shell is, absolute, or with a path under it; undefined when the text does not tell. */
  absolute(state: ShellState, path?: string): string | undefined;
  /** A file's text, from what this command wrote or from disk (bounded); undefined when it cannot be read. */
  readFile(path: string): string | undefined;
  /** The value of a variable as a program started here sees it (its settings, the exported variables, the environment). */
  variable(name: string, state: ShellState, settings?: Settings): Values | undefined;
}
