/** The branch checked out in a repository, as git itself would name it. */
export type CurrentBranch =
  | { readonly kind: 'branch'; readonly name: string }
  /** HEAD points at a commit, not a branch. */
  | { readonly kind: 'detached' }
  /** No repository there, or one bearing cannot read (the reason, for diagnostics). */
  | { readonly kind: 'unknown'; readonly why: string };

/**
 * Tells which branch is checked out where a git command runs. Read on the hook path, so it reads the
 * repository's files instead of starting git.
 */
export const CurrentBranchReader = Symbol('CurrentBranchReader');
export interface CurrentBranchReader {
  /** `directory` is where git runs; `gitDir` the repository when `--git-dir`/`GIT_DIR` names it. Both absolute. */
  read(directory: string, gitDir?: string): CurrentBranch;
  /** The git directory whose HEAD `read` reads (each worktree has its own); undefined where there is none. */
  repository(directory: string, gitDir?: string): string | undefined;
}
