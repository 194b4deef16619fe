import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { findUp } from '../../services/files/find-up';
import { findGitDir } from '../../services/git-files/git-dir';

const BACKUP_SUFFIX = '.bearing-backup';

/**
 * Where bearing keeps a file as it was before bearing first changed it. A file in a git work tree (a project's
 * `.cursor/hooks.json`, or a dotfile in a HOME kept in git) has it in that repository's git folder (a worktree's or
 * a submodule's own, as git finds it), under `bearing/backups/` at the file's path in the tree: a backup beside it
 * would show in `git status` and be committed with the project's files. Any other file has it beside it, as
 * `<file>.bearing-backup`.
 */
export function backupPath(path: string): string {
  const absolute = resolve(path);
  const root = findUp(dirname(absolute), (dir) => (existsSync(join(dir, '.git')) ? dir : undefined));
  const gitDir = root === undefined ? undefined : findGitDir(root);
  if (root === undefined || gitDir === undefined) return `${absolute}${BACKUP_SUFFIX}`;
  return join(gitDir, 'bearing', 'backups', relative(root, absolute));
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
