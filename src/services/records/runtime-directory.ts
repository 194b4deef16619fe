import { existsSync, join, mkdirSync } from '../../platform/node-builtins';
import { createExclusively } from './atomic-file';

/** bearing's runtime directory in a workspace: session state, never a task record, never committed. */
export const RUNTIME_DIRECTORY = '.bearing';

/** Creates `.bearing/` (and the `.gitignore` inside it that keeps it out of git) and returns its path. */
export function ensureRuntimeDirectory(root: string): string {
  const directory = join(root, RUNTIME_DIRECTORY);
  const ignore = join(directory, '.gitignore');
  if (existsSync(ignore)) return directory;
  mkdirSync(directory, { recursive: true });
  createExclusively(ignore, '# bearing runtime state: never committed\n*\n');
  return directory;
}
