import type { CurrentBranch } from '../git-files/current-branch.reader';
import type { GitRefReading } from './git-args/git-ref-effect';

/** One `git …` a shell command would run. */
export interface GitInvocation {
  /** The words after `git`, global options included, aliases resolved: what git acts on. */
  readonly args: readonly string[];
  /**
   * Positions in `args` of words the shell computes at run time in a way the reading does not follow. Their text
   * shows how they were written, not what git will receive, so no rule may read a ref name from them.
   */
  readonly dynamic: readonly number[];
  /** The directory git starts in (after `cd`, `pushd`, `git -C`): absolute (relative only without the event's cwd); null when unknown. */
  readonly directory: string | null;
  /** The repository when `--git-dir` or `GIT_DIR=` names it (same convention as `directory`). */
  readonly gitDir?: string;
  /** The launchers it was found inside, outermost first (`bash -c`, `xargs`, `python3 -c`, `git alias`, `$(…)`). */
  readonly via: readonly string[];
  /** The branches that may be checked out where it runs, once what ran before it has run. */
  readonly checkedOut: readonly CurrentBranch[];
  /** What it does to branches. */
  readonly reading: GitRefReading;
}
