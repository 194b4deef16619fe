import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

const BACKUP_SUFFIX = '.bearing-backup';

/**
 * Where bearing keeps a file as it was before bearing last changed it. A file in a git work tree (a project's
 * `.cursor/hooks.json`, or a dotfile in a HOME kept in git) has it in that repository's git folder, under
 * `bearing/backups/` at the file's path in the tree: a backup beside it would show in `git status` and be committed
 * with the project's files. Any other file has it beside it, as `<file>.bearing-backup`.
 */
export function backupPath(path: string): string {
  const absolute = resolve(path);
  const tree = workTreeOf(dirname(absolute));
  if (tree === undefined) return `${absolute}${BACKUP_SUFFIX}`;
  return join(tree.gitDir, 'bearing', 'backups', relative(tree.root, absolute));
}

/** The folders a backup may leave empty when it goes, innermost first (none for one kept beside its file). */
export function backupFolders(backup: string): string[] {
  const at = backup.lastIndexOf(`${sep}bearing${sep}backups${sep}`);
  if (at < 0) return [];
  const top = backup.slice(0, at + 1 + 'bearing'.length);
  const folders: string[] = [];
  for (let folder = dirname(backup); folder.length >= top.length; folder = dirname(folder)) folders.push(folder);
  return folders;
}

/** The work tree holding `folder` and its git folder (`.git`, or where a worktree's or submodule's `.git` file points). */
function workTreeOf(folder: string): { root: string; gitDir: string } | undefined {
  for (let at = folder; ; at = dirname(at)) {
    const dotGit = join(at, '.git');
    const gitDir = gitFolder(dotGit);
    if (gitDir !== undefined) return { root: at, gitDir };
    if (dirname(at) === at) return undefined;
  }
}

function gitFolder(dotGit: string): string | undefined {
  try {
    if (!existsSync(dotGit)) return undefined;
    if (statSync(dotGit).isDirectory()) return dotGit;
    const pointer = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
    if (pointer === undefined) return undefined;
    return isAbsolute(pointer) ? pointer : resolve(dirname(dotGit), pointer);
  } catch {
    // An unreadable .git is no work tree bearing can keep a backup in.
    return undefined;
  }
}
