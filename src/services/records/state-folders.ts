import { join, lstatSync, mkdirSync, type Stats } from '../../platform/node-builtins';

/**
 * A folder bearing keeps state in (or one on the way to it) is not a real folder: a symbolic link (one planted or
 * committed there would have bearing write wherever it points), a file, anything else. bearing keeps no state there
 * and says so; it never follows, replaces or removes what is there.
 */
export class StateFolderRefused extends Error {
  override readonly name = 'StateFolderRefused';
}

/**
 * The folder `names` lead to below `base` (an existing folder bearing does not own: a git directory, the user's
 * cache) if each of them is a real folder; undefined when one is missing (nothing is created); StateFolderRefused
 * when something else stands there.
 */
export function existingStateFolder(base: string, names: readonly string[]): string | undefined {
  let directory = base;
  for (const name of names) {
    directory = join(directory, name);
    if (!realFolder(directory, base)) return undefined;
  }
  return directory;
}

/**
 * Makes the folders `names` lead to below `base`, each a real folder (never through a symbolic link), private to
 * the user; returns the innermost. Throws StateFolderRefused where something else stands in the way, and the file
 * system's error where a folder cannot be made.
 */
export function ensureStateFolder(base: string, names: readonly string[]): string {
  let directory = base;
  for (const name of names) {
    directory = join(directory, name);
    makeFolder(directory, base);
  }
  return directory;
}

/** A real folder at `path`, made if missing (another hook process may make it at the same moment). */
function makeFolder(path: string, base: string): void {
  if (realFolder(path, base)) return;
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !realFolder(path, base)) throw error;
  }
}

/** True for a real folder, false when nothing is there; StateFolderRefused for anything else. */
function realFolder(path: string, base: string): boolean {
  let stat: Stats | undefined;
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
  throw new StateFolderRefused(
    `${path.slice(base.length + 1) || path} in ${base} is ${what}: bearing keeps no session state there (remove it to let bearing remember sessions)`,
  );
}
