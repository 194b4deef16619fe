import { dirname, isAbsolute, join, resolve, statSync } from '../../platform/node-builtins';
import { readBoundedFile, type BoundedRead } from '../files/bounded-file';
import { findUp } from '../files/find-up';

/**
 * The git directory for git running in `directory`, the way git finds it: the nearest `.git` up from it,
 * which is either the git directory or a file saying `gitdir: <path>` (linked worktrees, submodules), or a folder
 * that is itself a git directory (a bare repository, `git -C origin.git …`). A `.git` file that names no git
 * directory ends the search, as it ends git's.
 */
export function findGitDir(directory: string): string | undefined {
  const found = findUp(resolve(directory), (dir) => {
    const dotGit = join(dir, '.git');
    const stat = statOf(dotGit);
    if (stat?.isDirectory()) return dotGit;
    if (stat?.isFile()) return followGitFile(dotGit) ?? null;
    return isGitDirectory(dir) ? dir : undefined;
  });
  return found ?? undefined;
}

/** git's own test of a git directory: a `HEAD` file, and `objects/` and `refs/` folders. */
function isGitDirectory(dir: string): boolean {
  return (
    (statOf(join(dir, 'HEAD'))?.isFile() ?? false) &&
    (statOf(join(dir, 'objects'))?.isDirectory() ?? false) &&
    (statOf(join(dir, 'refs'))?.isDirectory() ?? false)
  );
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
  let common = commonDirs.get(gitDir);
  if (common === undefined) {
    const line = readLine(join(gitDir, 'commondir'));
    common = line ? resolve(gitDir, line) : gitDir;
    if (commonDirs.size >= MAX_REMEMBERED) commonDirs.clear();
    commonDirs.set(gitDir, common);
  }
  return common;
}

/**
 * Git directories' common directories, read once: a git directory's `commondir` is written when a linked worktree
 * is made and never changes, and a command line asks for it at each git it runs (8,000 in one line, measured).
 */
const commonDirs = new Map<string, string>();
const MAX_REMEMBERED = 256;

/** A `.git` file holds `gitdir: <path>`, relative to the file's own folder when not absolute. */
function followGitFile(file: string): string | undefined {
  const line = readLine(file);
  if (!line?.startsWith('gitdir:')) return undefined;
  const target = line.slice('gitdir:'.length).trim();
  return isAbsolute(target) ? target : resolve(dirname(file), target);
}

/** HEAD, a `.git` file, `commondir`: one line, never this long. */
export const MAX_HEAD_BYTES = 64 * 1024;

/** packed-refs of a very large repository still fits; a bigger one is not read. */
export const MAX_PACKED_REFS_BYTES = 64 * 1024 * 1024;

/** Why a repository file could not be read (a FIFO, a folder, too large, a read error), in a few words. */
export function unreadableWhy(read: Exclude<BoundedRead, { kind: 'text' }>): string {
  switch (read.kind) {
    case 'missing':
      return 'ENOENT';
    case 'not_a_file':
      return 'not a regular file';
    case 'too_large':
      return `${read.size} bytes, past its bound`;
    case 'unreadable':
      return read.code;
  }
}

/** The first line of a repository file; undefined where it cannot be read (never blocking: readBoundedFile). */
function readLine(file: string): string | undefined {
  const read = readBoundedFile(file, MAX_HEAD_BYTES);
  return read.kind === 'text' ? read.text.split('\n', 1)[0]!.trim() : undefined;
}

function statOf(path: string) {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENOTDIR, EACCES: no repository bearing can read there
  }
}
