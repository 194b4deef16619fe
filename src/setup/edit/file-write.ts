import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { backupFolders, backupPath } from './backup-location';

/** A file's text, or null when there is none. */
export function readText(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/**
 * Puts `text` in place of the file at `path` (or removes it, for null) so that the host never reads half a file: the
 * new text goes into a temporary file beside the target and is renamed over it. Before that, the file as it was is
 * copied to its backup (see backupPath), unless bearing changed it before and that backup is still there: the backup
 * is the file as bearing first found it. When the new text is what the backup holds (the last uninstall giving the
 * user's file back), the backup has served and goes, so the folder is as it was too. A file removed holds nothing of
 * the user's (an installer removes only a file bearing's entries alone made up), so it gets no backup. A path that is
 * a symbolic link (a dotfile kept in a repository) is followed, so the link stays a link and its target changes; the
 * file keeps its permissions.
 */
export function replaceFile(path: string, text: string | null): { readonly backup?: string; readonly restored?: boolean } {
  const target = existsSync(path) ? realpathSync(path) : path;
  const exists = existsSync(target);
  if (text === null) {
    if (exists) unlinkSync(target);
    return {};
  }
  const backup = backupPath(path);
  const restored = exists && readText(backup) === text;
  // The backup is the file as bearing first found it: a second install (the project's after the user's, on Codex's
  // one config.toml) keeps it, so that taking both out again gives the user's own file back and the backup goes.
  if (exists && !restored && !existsSync(backup)) {
    mkdirSync(dirname(backup), { recursive: true });
    copyFileSync(target, backup);
  }
  mkdirSync(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${basename(target)}.bearing-${process.pid}.tmp`);
  try {
    writeFileSync(temporary, text, { mode: 0o644, flag: 'wx' });
    // The umask may have taken bits away: the file keeps exactly the permissions it had.
    if (exists) chmodSync(temporary, statSync(target).mode & 0o7777);
    renameSync(temporary, target);
  } catch (error) {
    if (existsSync(temporary)) unlinkSync(temporary);
    throw error;
  }
  if (restored) {
    unlinkSync(backup);
    for (const folder of backupFolders(backup)) {
      if (readdirSync(folder).length > 0) break;
      rmdirSync(folder);
    }
    return { restored: true };
  }
  return exists ? { backup } : {};
}
