import { dirname } from '../../platform/node-builtins';

/**
 * The first answer `look` gives for `start` or one of the folders above it, nearest first (git finds its
 * repository this way, and bearing its workspace); undefined when it gives none up to the filesystem root.
 * `start` must be absolute.
 */
export function findUp<T>(start: string, look: (directory: string) => T | undefined): T | undefined {
  for (let directory = start; ; directory = dirname(directory)) {
    const found = look(directory);
    if (found !== undefined || dirname(directory) === directory) return found;
  }
}
