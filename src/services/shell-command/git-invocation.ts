/** One `git …` a shell command would run. */
export interface GitInvocation {
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
}
