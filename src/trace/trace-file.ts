import { closeSync, constants, dirname, fstatSync, lstatSync, mkdirSync, openSync, renameSync, unlinkSync, writeSync } from '../platform/node-builtins';

/** The size past which the trace file is renamed to `<file>.1` (replacing an older one) and a new one started. */
export const DEFAULT_TRACE_MAX_BYTES = 5 * 1024 * 1024;

/** The suffix of the one older file kept: the trace never takes more than twice its bound on disk. */
export const ROTATED_SUFFIX = '.1';

/** The file held, created exclusively, while one hook rotates: hooks past the bound at the same moment rotate once. */
const ROTATION_LOCK_SUFFIX = '.lock';

/** A lock older than this was left by a hook killed while rotating (a rotation takes two syscalls), and is taken over. */
export const ABANDONED_LOCK_MS = 10_000;

/**
 * Appends one line to the trace file, created private (0600, in a folder created 0700), rotated once the line would
 * take it past `maxBytes`. Refuses, with the reason, a file others may read or write, one another user owns, a
 * symbolic link, or anything not a plain file: a trace holds what the agent ran, and it is never widened or followed.
 * One `write` of an `O_APPEND` descriptor: hooks running at once each add whole lines.
 */
export function appendTraceLine(file: string, line: string, maxBytes = DEFAULT_TRACE_MAX_BYTES): string | undefined {
  const bytes = Buffer.from(line.endsWith('\n') ? line : `${line}\n`, 'utf8');
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  } catch (error) {
    return `cannot create its folder (${codeOf(error)})`;
  }
  let fd = open(file);
  if (typeof fd === 'string') return fd;
  try {
    let refused = refusal(fd);
    if (refused) return refused;
    const size = fstatSync(fd).size;
    if (size > 0 && size + bytes.length > maxBytes) {
      rotate(file, fd);
      closeSync(fd);
      fd = open(file);
      if (typeof fd === 'string') return fd;
      refused = refusal(fd);
      if (refused) return refused;
    }
    writeSync(fd, bytes);
    return undefined;
  } catch (error) {
    return `cannot write it (${codeOf(error)})`;
  } finally {
    if (typeof fd === 'number') closeSync(fd);
  }
}

function open(file: string): number | string {
  try {
    // O_NOFOLLOW: a symbolic link planted at the trace's path is refused, not written through (0 where there is none).
    // O_NONBLOCK: a FIFO there fails at once (ENXIO without a reader) instead of holding the hook past its reply.
    const flags = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
    return openSync(file, flags, 0o600);
  } catch (error) {
    return codeOf(error) === 'ELOOP' ? 'it is a symbolic link' : `cannot open it (${codeOf(error)})`;
  }
}

/** Why the open file must not take the line, if it must not. */
function refusal(fd: number): string | undefined {
  const stat = fstatSync(fd);
  if (!stat.isFile()) return 'it is not a plain file';
  if (!process.getuid) return undefined;
  if (stat.uid !== process.getuid()) return 'another user owns it';
  if ((stat.mode & 0o077) !== 0) return `others may read or write it (mode ${(stat.mode & 0o777).toString(8)}; chmod 600 it)`;
  return undefined;
}

/**
 * `<file>` becomes `<file>.1`, unless another hook already rotated it since this one opened it. The check and the
 * rename are one step under the rotation lock: without it, two hooks that both saw the old file could both rename,
 * the second failing (ENOENT) or moving the first one's fresh file over the rotated one. A hook that finds the lock
 * held leaves the rotation to its holder: its line goes, whole, into the file it has open.
 */
function rotate(file: string, fd: number): void {
  underRotationLock(file, () => {
    const opened = fstatSync(fd);
    const now = lstatSync(file, { throwIfNoEntry: false });
    if (now && now.ino === opened.ino && now.dev === opened.dev) renameSync(file, `${file}${ROTATED_SUFFIX}`);
  });
}

/**
 * Runs `change` (a rename of `file` or of its rotated file) holding `file`'s rotation lock; false, without running
 * it, while another hook holds the lock: that one is changing the same files.
 */
export function underRotationLock(file: string, change: () => void): boolean {
  const lock = acquireRotationLock(`${file}${ROTATION_LOCK_SUFFIX}`);
  if (lock === undefined) return false;
  try {
    change();
    return true;
  } finally {
    closeSync(lock);
    releaseRotationLock(`${file}${ROTATION_LOCK_SUFFIX}`);
  }
}

function releaseRotationLock(lock: string): void {
  try {
    unlinkSync(lock);
  } catch {
    // Only a lock held past ABANDONED_LOCK_MS is removed by another hook; the rotation itself is done.
  }
}

/** The lock's descriptor, or undefined while another hook holds it (an abandoned one is removed and taken once). */
function acquireRotationLock(lock: string, takeOver = true): number | undefined {
  try {
    return openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST' || !takeOver) return undefined;
    const held = lstatSync(lock, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs < ABANDONED_LOCK_MS) return undefined;
    releaseRotationLock(lock);
    return acquireRotationLock(lock, false);
  }
}

export function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.message : String(error));
}
