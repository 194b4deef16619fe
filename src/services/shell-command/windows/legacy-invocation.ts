/** One `git …` a PowerShell or cmd line would run, with how it is sequenced among the others (read by CheckedOutBranches). */
export interface LegacyInvocation {
  /** The words after `git`, global options included, quotes removed: what git receives as arguments. */
  readonly args: readonly string[];
  /**
   * Positions in `args` of words the shell computes at run time (`$NAME`, `$(…)`, globs, …). Their text
   * shows how they were written, not what git will receive, so no rule may read a ref name from them.
   */
  readonly dynamic: readonly number[];
  /**
   * The directory git starts in, after every `cd`, `pushd` and `git -C` before it: relative to the
   * command's own working directory (`.` when unchanged) or absolute; null when it cannot be known
   * (`cd "$DIR"`, `cd -`, `cd ~`).
   */
  readonly directory: string | null;
  /** The repository when `--git-dir` or `GIT_DIR=` names it (same convention as `directory`); otherwise git finds it from `directory`. */
  readonly gitDir?: string;
  /** The launchers it was found inside, outermost first (`bash -c`, `pwsh -Command`, `cmd /c`, `$(…)`). */
  readonly via: readonly string[];
  /**
   * True when it sits in a list joined only by `;`, `&&` and line breaks (in the command line or in a
   * launched shell's script), outside any `||`, pipeline, `&`, subshell, group, condition or `$(…)`: it has
   * run, and finished, before any later invocation starts, whenever the commands around it succeed. What
   * such an invocation switches (`git checkout <branch>`), later invocations find checked out.
   */
  readonly sequenced: boolean;
  /**
   * Invocations with the same chain sit in one list joined only by `&&`: each runs only when those before it
   * succeeded. Undefined when it is not sequenced.
   */
  readonly chain?: number;
}
