import type { CurrentBranch } from '../git-files/current-branch.reader';
import type { Arg } from './arg';
import type { FileWrite } from './file-writes/file-write';
import type { RefEffect } from './git-args/git-ref-effect';
import type { GitInvocation } from './git-invocation';

/** One program a command line would run, however it got there (a wrapper, `xargs`, `sh -c`, an interpreter's call). */
export interface ProgramRun {
  /** Its base name, lower case, without `.exe` (`git`, `rm`, `bearing`). */
  readonly program: string;
  /** The words after the program name, as it receives them. */
  readonly args: readonly Arg[];
  /** Where it runs (absolute; relative only without the event's cwd; null when unknown). */
  readonly directory: string | null;
  /** The launchers it sits in, outermost first. */
  readonly via: readonly string[];
}

/** What a command line would do, as far as evaluating it from its text and the repository's files tells. */
export interface ShellAnalysis {
  /** Every program it would run, in the order read (shell builtins aside). */
  readonly commands: readonly ProgramRun[];
  /** Every git it would run, aliases resolved, in the order read. */
  readonly invocations: readonly GitInvocation[];
  /** What it would do to branches: from git, from forge tools (`gh`, `glab`, `hub`, `git town`), from writes to a repository's refs. */
  readonly refChanges: readonly RefChange[];
  /** The files it would write, move or delete, wherever in the line (in order; a path computed at run time is marked). */
  readonly writes: readonly FileWrite[];
  /**
   * Parts whose effect the text does not tell (`eval` of computed text, a script file it cannot read, a command name
   * computed at run time), one short line each, the words as written.
   */
  readonly unread: readonly string[];
  /**
   * A bound of the reading passed (more than MAX_STEPS commands, nesting no real command reaches, a line too long to
   * read): what lies past it was not read. No command an agent writes comes near one, and one built to pass it would
   * hide what follows, so the guard refuses it whatever the workspace says about unread parts. Also in `unread`.
   */
  readonly limit?: string;
}

/** One effect on a branch, with where it lands. */
export interface RefChange {
  readonly effect: RefEffect;
  /** Where the command runs, absolute (relative only without the event's cwd); null when the text does not tell. */
  readonly directory: string | null;
  /** The repository when `--git-dir`/`GIT_DIR` names it (same convention). */
  readonly gitDir?: string;
  /** The branches that may be checked out there when it runs (what an effect on "the branch checked out" lands on). */
  readonly checkedOut: readonly CurrentBranch[];
  /** The command as written, for messages. */
  readonly written: string;
}
