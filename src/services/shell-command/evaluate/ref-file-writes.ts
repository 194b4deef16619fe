import { dirname, isAbsolute, join, lstatSync, resolve, sep } from '../../../platform/node-builtins';
import type { FileWrite } from '../file-writes/file-write';
import type { RefChange } from '../shell-analysis';
import { patternRegExp } from './shell-pattern';

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
    if (write.workTree) continue; // git's own file writes (`git clean`, `git stash -a`, `git rm '*'`) never reach into a git directory
    if (write.matching) changes.push(...matchedRefChanges(absolute, write, write.matching, workspaceGitDir));
    else {
      const change = refChangeOf(absolute, write, workspaceGitDir);
      if (change) changes.push(change);
    }
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
    if (isGitDir(gitDir))
      return change({ rule: 'move', target: { branch: segments.slice(heads + 1).join('/') }, form: `${write.form} <git dir>/refs/heads` }, gitDir);
  }
  const base = segments[segments.length - 1];
  const parent = segments.slice(0, -1).join(sep) || sep;
  if (base === 'packed-refs' && isGitDir(parent))
    return change({ rule: 'move', target: { pattern: '*' }, form: `${write.form} <git dir>/packed-refs` }, parent);
  if (!write.removes) return undefined;
  // Removing the refs, or the whole repository, takes every branch with it.
  if ((base === 'heads' && segments[segments.length - 2] === 'refs') || base === 'refs') {
    const gitDir = segments.slice(0, base === 'refs' ? -1 : -2).join(sep) || sep;
    if (isGitDir(gitDir)) return change({ rule: 'move', target: { pattern: '*' }, form: `${write.form} <git dir>/refs` }, gitDir);
  }
  // Removing a whole repository counts for the workspace's own (a scratch clone in /tmp is the agent's to remove).
  const removed = isGitDir(absolute) ? absolute : isGitDir(join(absolute, '.git')) ? join(absolute, '.git') : undefined;
  if (removed !== undefined && removed === workspaceGitDir)
    return change({ rule: 'move', target: { pattern: '*' }, form: `${write.form} <the repository>` }, removed);
  return undefined;
}

/**
 * `find <path> … -delete` removes only what its tests select: a branch file whose name they match, in the git
 * directory the path is in or the workspace's own below it (find descends into `.git`), within its depth.
 */
function matchedRefChanges(absolute: string, write: FileWrite, matching: NonNullable<FileWrite['matching']>, workspaceGitDir: string | undefined): RefChange[] {
  const inside = enclosingGitDir(absolute);
  const gitDir =
    inside ??
    (workspaceGitDir !== undefined && (workspaceGitDir === absolute || workspaceGitDir.startsWith(absolute.endsWith(sep) ? absolute : absolute + sep))
      ? workspaceGitDir
      : undefined);
  if (gitDir === undefined) return [];
  if (inside === undefined && matching.maxDepth !== undefined) {
    const depth = workspaceGitDir!.slice(absolute.length).split(sep).filter(Boolean).length;
    // `<git dir>/packed-refs` is one below the git directory, a branch file at least three.
    if (matching.maxDepth < depth + 1) return [];
  }
  const written = `${write.form} ${write.path}`;
  const form = `${write.form} <git dir>/refs/heads`;
  const change = (pattern: string): RefChange => ({
    effect: { rule: 'move', target: { pattern }, form },
    directory: dirname(gitDir),
    gitDir,
    checkedOut: [],
    written,
  });
  // A path test, or no test at all, may select any of them; a name test, the branches of that last segment.
  // (bracket tests and the files that hold every branch: any of them).
  const names = matching.names;
  const everything =
    matching.paths.length > 0 ||
    names.length === 0 ||
    names.some((name) => name.includes('[') || ['packed-refs', 'refs', 'heads'].some((file) => nameMatches(name, file, matching.ignoreCase)));
  return everything ? [change('*')] : names.flatMap((name) => [change(name), change(`*/${name}`)]);
}

function nameMatches(pattern: string, name: string, ignoreCase: boolean): boolean {
  return new RegExp(patternRegExp([{ text: pattern, active: true }]).source, ignoreCase ? 'i' : '').test(name);
}

function enclosingGitDir(absolute: string): string | undefined {
  for (let path = absolute; ; path = dirname(path)) {
    if (isGitDir(path)) return path;
    if (dirname(path) === path) return undefined;
  }
}

function isGitDir(path: string): boolean {
  try {
    return (
      (lstatSync(join(path, 'HEAD'), { throwIfNoEntry: false })?.isFile() ?? false) &&
      (lstatSync(join(path, 'objects'), { throwIfNoEntry: false })?.isDirectory() ?? false)
    );
  } catch {
    return false;
  }
}
