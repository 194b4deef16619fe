/** The branches a repository holds locally (`refs/heads/…`), or why they could not be read. */
export type LocalBranches = { readonly kind: 'known'; readonly names: readonly string[] } | { readonly kind: 'unknown'; readonly why: string };

/**
 * Tells which local branches exist where a git command runs (what `git push --all` pushes). Read on the
 * hook path, so it reads the repository's files instead of starting git.
 */
export const LocalBranchReader = Symbol('LocalBranchReader');
export interface LocalBranchReader {
  /** `directory` is where git runs; `gitDir` the repository when `--git-dir`/`GIT_DIR` names it. Both absolute. */
  read(directory: string, gitDir?: string): LocalBranches;
}
