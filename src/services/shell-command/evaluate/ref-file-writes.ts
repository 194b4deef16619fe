import { dirname, isAbsolute, join, lstatSync, resolve, sep } from '../../../platform/node-builtins';
import type { FileWrite } from '../file-writes/file-write';
import type { RefChange } from '../shell-analysis';

/**
 * What writing a repository's files directly does to its branches (git honours them all): a file under
 * `<git dir>/refs/heads/` is that branch (`echo $(git rev-parse HEAD~1) > .git/refs/heads/main`), `packed-refs` holds
 * any of them, and removing a git directory, its `refs/` or `refs/heads/` removes every branch in it. A path is in
 * a git directory when a folder above it holds a `HEAD` file and an `objects` folder (a `.git`, a bare repository).
 */
export function refFileChanges(writes: readonly FileWrite[], workspaceGitDir: string | undefined): RefChange[] {
  const changes: RefChange[] = [];
  for (const write of writes) {
    if (write.dynamic) continue;
    const path = write.path;
    const absolute = isAbsolute(path) ? resolve(path) : write.directory !== null && isAbsolute(write.directory) ? resolve(write.directory, path) : undefined;
    if (absolute === undefined) continue;
    const change = refChangeOf(absolute, write, workspaceGitDir);
    if (change) changes.push(change);
  }
  return changes;
}

function refChangeOf(absolute: string, write: FileWrite, workspaceGitDir: string | undefined): RefChange | undefined {
  const segments = absolute.split(sep);
  const heads = segments.lastIndexOf('heads');
  const refs = heads > 0 && segments[heads - 1] === 'refs' ? heads - 1 : segments.lastIndexOf('refs');
  const written = `${write.form} ${write.path}`;
  const change = (effect: RefChange['effect'], gitDir: string): RefChange => ({ effect, directory: dirname(gitDir), gitDir, checkedOut: [], written });
  // `<git dir>/refs/heads/<name>`: the branch itself.
  if (heads > 0 && refs === heads - 1 && heads < segments.length - 1) {
    const gitDir = segments.slice(0, refs).join(sep) || sep;
    if (isGitDir(gitDir)) return change({ rule: 'move', target: { branch: segments.slice(heads + 1).join('/') }, form: `${write.form} <git dir>/refs/heads` }, gitDir);
  }
  const base = segments[segments.length - 1];
  const parent = segments.slice(0, -1).join(sep) || sep;
  if (base === 'packed-refs' && isGitDir(parent)) return change({ rule: 'move', target: { pattern: '*' }, form: `${write.form} <git dir>/packed-refs` }, parent);
  if (!write.removes) return undefined;
  // Removing the refs, or the whole repository, takes every branch with it.
  if ((base === 'heads' && segments[segments.length - 2] === 'refs') || base === 'refs') {
    const gitDir = segments.slice(0, base === 'refs' ? -1 : -2).join(sep) || sep;
    if (isGitDir(gitDir)) return change({ rule: 'move', target: { pattern: '*' }, form: `${write.form} <git dir>/refs` }, gitDir);
  }
  // Removing a whole repository counts for the workspace's own (a scratch clone in /tmp is the agent's to remove).
  const removed = isGitDir(absolute) ? absolute : isGitDir(join(absolute, '.git')) ? join(absolute, '.git') : undefined;
  if (removed !== undefined && removed === workspaceGitDir) return change({ rule: 'move', target: { pattern: '*' }, form: `${write.form} <the repository>` }, removed);
  return undefined;
}

function isGitDir(path: string): boolean {
  try {
    return (lstatSync(join(path, 'HEAD'), { throwIfNoEntry: false })?.isFile() ?? false) && (lstatSync(join(path, 'objects'), { throwIfNoEntry: false })?.isDirectory() ?? false);
  } catch {
    return false;
  }
}
