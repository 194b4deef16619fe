import { join, lstatSync, mkdirSync } from '../../platform/node-builtins';
import { createExclusively } from './atomic-file';

/** bearing's runtime directory in a workspace: session state, never a task record, never committed. */
export const RUNTIME_DIRECTORY = '.bearing';

/**
 * The runtime directory (or a folder in it) is not a real folder of the workspace: a symbolic link (a committed
 * `.bearing` pointing elsewhere would have bearing write outside the workspace), a file, anything else. bearing
 * keeps no state there and says so; it never follows, replaces or removes what is there.
 */
export class RuntimeDirectoryRefused extends Error {
  override readonly name = 'RuntimeDirectoryRefused';
}

/**
 * The runtime directory of `root` (or the folder `sub` names in it) if it and every folder on the way are real
 * folders; undefined when one is missing (nothing is created); RuntimeDirectoryRefused when something else stands there.
 */
export function existingRuntimeDirectory(root: string, ...sub: string[]): string | undefined {
  let directory = join(root, RUNTIME_DIRECTORY);
  if (!realFolder(directory, root)) return undefined;
  for (const name of sub) if (!realFolder((directory = join(directory, name)), root)) return undefined;
  return directory;
}

/**
 * Creates `.bearing/` (and the `.gitignore` inside it that keeps it out of git) and the folders `sub` names in it,
 * each a real folder (never through a symbolic link); returns the innermost. Throws RuntimeDirectoryRefused where
 * something else stands in the way, and the file system's error where a folder cannot be made.
 */
export function ensureRuntimeDirectory(root: string, ...sub: string[]): string {
  let directory = join(root, RUNTIME_DIRECTORY);
  makeFolder(directory, root);
  const ignore = join(directory, '.gitignore');
  if (!lstatSync(ignore, { throwIfNoEntry: false })) createExclusively(ignore, '# bearing runtime state: never committed\n*\n');
  for (const name of sub) makeFolder((directory = join(directory, name)), root);
  return directory;
}

/** A real folder at `path`, made if missing (another hook process may make it at the same moment). */
function makeFolder(path: string, root: string): void {
  if (realFolder(path, root)) return;
  try {
    mkdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !realFolder(path, root)) throw error;
  }
}

/** True for a real folder, false when nothing is there; RuntimeDirectoryRefused for anything else. */
function realFolder(path: string, root: string): boolean {
  let stat;
  try {
    stat = lstatSync(path, { throwIfNoEntry: false });
  } catch (error) {
    // A path through a file holds nothing, as a missing one does.
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
  if (!stat) return false;
  if (stat.isDirectory()) return true;
  const what = stat.isSymbolicLink() ? 'a symbolic link' : 'not a folder';
  throw new RuntimeDirectoryRefused(`${path.slice(root.length + 1) || path} in ${root} is ${what}: bearing keeps no session state there (remove it to let bearing remember sessions)`);
}
