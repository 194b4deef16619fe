import { dirname, isAbsolute, join, readFileSync, resolve, statSync } from '../../platform/node-builtins';
import { findUp } from '../files/find-up';

/**
 * The git directory for git running in `directory`, the way git finds it: the nearest `.git` up from it,
 * which is either the git directory or a file saying `gitdir: <path>` (linked worktrees, submodules).
 * A `.git` file that names no git directory ends the search, as it ends git's.
 */
export function findGitDir(directory: string): string | undefined {
  const found = findUp(resolve(directory), (dir) => {
    const dotGit = join(dir, '.git');
    const stat = statOf(dotGit);
    if (stat?.isDirectory()) return dotGit;
    return stat?.isFile() ? (followGitFile(dotGit) ?? null) : undefined;
  });
  return found ?? undefined;
}

/** Where branches live among a repository's refs. */
export const BRANCH_REFS = 'refs/heads/';

/** The repository git uses in `directory`: the one `--git-dir`/`GIT_DIR` names, else the one found up from it. */
export function repositoryAt(directory: string, gitDir?: string): string | undefined {
  return gitDir ?? findGitDir(directory);
}

/** Why nothing is known about the repository of a directory that has none. */
export function noRepositoryAt(directory: string): string {
  return `no git repository at or above ${directory}`;
}

/** Where a git directory keeps what its worktrees share (refs, packed-refs): the `commondir` it names, or itself. */
export function commonGitDir(gitDir: string): string {
  const common = readLine(join(gitDir, 'commondir'));
  return common ? resolve(gitDir, common) : gitDir;
}

/** A `.git` file holds `gitdir: <path>`, relative to the file's own folder when not absolute. */
function followGitFile(file: string): string | undefined {
  const line = readLine(file);
  if (!line?.startsWith('gitdir:')) return undefined;
  const target = line.slice('gitdir:'.length).trim();
  return isAbsolute(target) ? target : resolve(dirname(file), target);
}

function readLine(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').split('\n', 1)[0]!.trim();
  } catch {
    return undefined;
  }
}

function statOf(path: string) {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENOTDIR, EACCES: no repository bearing can read there
  }
}
