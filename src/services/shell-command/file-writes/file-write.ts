/** Which files under a path a git command rewrites or removes (`git stash`: the modified ones; `git clean -x`: the ignored). */
export type FileState = 'modified' | 'untracked' | 'ignored';

/** A file a command line would write, truncate, move away or delete, as far as its text tells. */
export interface FileWrite {
  /** The path as the program receives it (expansions done); for a word computed at run time, how it was written. */
  readonly path: string;
  readonly dynamic: boolean;
  /** Where the command runs (as GitInvocation.directory): absolute (relative only without the event's cwd), or null when unknown. */
  readonly directory: string | null;
  /** The form as people write it, for a reason to cite: `>`, `rm`, `sed -i`, `Set-Content`. */
  readonly form: string;
  /** It deletes the path or moves it away: a folder that holds a protected file counts as well. */
  readonly removes: boolean;
  /**
   * Only the files in these states, at or under the path (`git stash`, `git checkout -- .`, `git clean`): whether a
   * protected file is among them is read from the repository's index. Absent: the path itself is written.
   */
  readonly only?: readonly FileState[];
  /** Patterns (as `git clean -e` takes them) whose matches it leaves alone. */
  readonly except?: readonly string[];
  /**
   * Only the files under the path that these tests select (`find . -name '*.json' -delete`): basename patterns, path
   * patterns (both `*`, `?`, `[…]`, matched as find does), and how deep below the path it looks.
   */
  readonly matching?: { readonly names: readonly string[]; readonly paths: readonly string[]; readonly ignoreCase: boolean; readonly maxDepth?: number };
  /**
   * git's own writes of its work tree (`git rm`, `git restore`, `git stash`, `git clean`, … in git-file-writes.ts):
   * git writes only the files of its work tree this way, never into a git directory (it refuses a path with a `.git`
   * component, and its selecting writes never descend into one), so neither a branch file nor bearing's state in a
   * git directory is among them, whatever the path or its patterns would reach. Absent for every other write (and
   * for git's writes where `--work-tree` puts its work tree elsewhere, or `git config -f`, which writes any file).
   */
  readonly workTree?: boolean;
}
