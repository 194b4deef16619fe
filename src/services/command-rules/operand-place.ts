import { isAbsolute, join, resolve } from '../../platform/node-builtins';
import type { OperandScope } from '../config/command-rules-config';

/** What a path is judged against: the workspace root and the user's home folder (absolute; home unknown: undefined). */
export interface Places {
  readonly workspace: string;
  readonly home?: string;
}

/**
 * An operand's absolute path: `~` and `~/…` under the home folder, a relative one from where the program runs,
 * `..` and trailing slashes resolved away. Undefined where the text does not tell (a relative path, the directory unknown).
 */
export function absolutePath(text: string, directory: string | null, places: Places): string | undefined {
  if (text === '~' || text.startsWith('~/')) return places.home === undefined ? undefined : resolve(join(places.home, text.slice(1)));
  if (isAbsolute(text)) return resolve(text);
  if (directory === null || !isAbsolute(directory)) return undefined;
  return resolve(directory, text);
}

/** Whether a path is `base` or lies under it. */
export function within(path: string, base: string): boolean {
  return path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** Whether an absolute path lands in a scope. */
export function inScope(path: string, scope: OperandScope, places: Places): boolean {
  switch (scope) {
    case 'workspace':
      return within(path, places.workspace);
    case 'outside':
      return !within(path, places.workspace);
    case 'home':
      return places.home !== undefined && within(path, resolve(places.home));
    case 'root':
      return resolve(path) === resolve('/');
  }
}
