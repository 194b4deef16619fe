import { join } from '../../platform/node-builtins';
import { readBoundedFile } from '../files/bounded-file';

/** HEAD's reflog read at most this far back (its tail): `@{-n}` for any n a command uses. */
const MAX_REFLOG_BYTES = 1024 * 1024;

/**
 * The branch checked out before the current one, n switches back (`@{-n}`), from HEAD's reflog (`logs/HEAD` in the
 * git directory: `checkout: moving from <a> to <b>` lines, newest last), as git resolves it. Undefined when the
 * reflog holds no such switch or cannot be read.
 */
export function previousBranchFromReflog(gitDir: string, n: number): string | undefined {
  const read = readBoundedFile(join(gitDir, 'logs', 'HEAD'), MAX_REFLOG_BYTES);
  if (read.kind !== 'text') return undefined;
  const moves = read.text
    .split('\n')
    .map((line) => /\tcheckout: moving from (\S+) to \S+$/.exec(line)?.[1])
    .filter((from): from is string => from !== undefined);
  const from = moves[moves.length - n];
  // A detached HEAD shows as a commit id there: no branch.
  return from === undefined || /^[0-9a-f]{40,64}$/.test(from) ? undefined : from;
}
