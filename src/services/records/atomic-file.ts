import { closeSync, linkSync, lstatSync, openSync, renameSync, unlinkSync, writeFileSync } from '../../platform/node-builtins';

/** A temporary name beside the target, unique to this process and call. */
function temporaryName(path: string): string {
  return `${path}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
}

/** Replaces a file in one step: readers see the old content or the new, never a part. */
export function replaceAtomically(path: string, content: string | Uint8Array): void {
  const temporary = writeTemporary(path, content);
  try {
    renameSync(temporary, path);
  } catch (error) {
    unlinkSync(temporary);
    throw error;
  }
}

/**
 * Writes `content` to a new temporary file beside `path` and returns its name. `wx`: never through something already
 * standing at that name. A write that fails part-way (a full disk) leaves no part of a file behind.
 */
function writeTemporary(path: string, content: string | Uint8Array): string {
  const temporary = temporaryName(path);
  try {
    writeFileSync(temporary, content, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') removeQuietly(temporary);
    throw error;
  }
  return temporary;
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // never created
  }
}

/** Creates a file with its whole content only if it does not exist yet; false when another process was first. */
export function createExclusively(path: string, content: string | Uint8Array): boolean {
  const temporary = writeTemporary(path, content);
  try {
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/** A lock another process (or something planted in its place) kept past the wait. */
export class LockHeld extends Error {
  override readonly name = 'LockHeld';
}

const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 2_000;

/**
 * Runs `work` while holding `<path>.lock` (created exclusively), so that read-modify-write cycles of
 * concurrent hook processes never interleave. A lock older than ten seconds belongs to a process that died.
 */
export async function withFileLock<T>(path: string, work: () => T): Promise<T> {
  const lock = `${path}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (lstatSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) unlinkSync(lock);
      else if (Date.now() > deadline) throw new LockHeld(`${lock} is held by another process`);
      else await new Promise((resolve) => setTimeout(resolve, 3 + Math.random() * 7));
    }
  }
  try {
    return work();
  } finally {
    unlinkSync(lock);
  }
}
