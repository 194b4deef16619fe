import type { CurrentBranch } from '../../git-files/current-branch.reader';

/**
 * What a git invocation's readers may know besides its words: the repository's settings as git would read them
 * there (files, `-c`, `GIT_CONFIG_*`, what the command itself set before), the branches that may be checked out,
 * which branches exist, and standard input when the text tells it.
 */
export interface GitContext {
  /** The last value of a key (section and name in lower case: `push.default`, `branch.work.merge`). */
  config(key: string): string | undefined;
  /** Every value of a multi-valued key, in order (`remote.origin.push`). */
  configAll(key: string): readonly string[];
  /** The branches that may be checked out where it runs (several when what ran before may have switched). */
  readonly checkedOut: readonly CurrentBranch[];
  /** Whether a local branch exists; undefined when that cannot be read. */
  localBranch(name: string): boolean | undefined;
  /**
   * The remotes configured in the repository's own files before the command ran: a remote the command adds, points
   * elsewhere or names by URL is not one of them (its "same-named branch" could be anything).
   */
  readonly remotes: readonly string[];
  /** The remotes that have a remote-tracking branch of this name (`refs/remotes/<remote>/<name>`). */
  remotesWith(name: string): readonly string[];
  /** Whether `path` (relative to where git runs) exists in the work tree: tells a path from a commit (`git reset x`). */
  pathExists(path: string): boolean;
  /**
   * The branch checked out before, `@{-n}` (`-` is `@{-1}`): from the command's own switches, else HEAD's reflog
   * (`gone` when that branch has been deleted since: a switch back to it fails); undefined when not known.
   */
  previousBranch(n: number): { readonly name: string; readonly gone: boolean } | undefined;
  /** Standard input, when the text tells it (`git update-ref --stdin <<< 'create refs/heads/x HEAD'`). */
  readonly stdin?: string;
}

/** A context that knows nothing: no settings, no branches, nothing on disk (what readers assume when given none). */
export const NO_CONTEXT: GitContext = {
  config: () => undefined,
  configAll: () => [],
  checkedOut: [],
  localBranch: () => undefined,
  remotes: [],
  remotesWith: () => [],
  pathExists: () => false,
  previousBranch: () => undefined,
};
