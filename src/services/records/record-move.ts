// Not on every hook's path (only where records are moved), so taken from Node here rather than node-builtins.
import { accessSync } from 'node:fs';
import { constants, dirname, linkSync, renameSync, unlinkSync } from '../../platform/node-builtins';
import { readBoundedBytes } from '../files/bounded-file';
import { createExclusively, replaceAtomically } from './atomic-file';

/** Why a hard link cannot be made where a copy can: another file system, or one (or a rule) without hard links. */
const COPY_INSTEAD = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);

/**
 * Throws the file system's error when `file` could not be removed from its folder (a read-only folder or disk), so
 * that a move that cannot finish never starts: the file stays where it was, the only copy.
 */
export function checkRemovable(file: string): void {
  accessSync(dirname(file), constants.W_OK);
}

/**
 * Moves the file `from` to `to` unless something already stands at `to`: false then, both left as they were. The
 * bytes are kept (a hard link, or a copy across file systems, then `from` removed), and `to` is never replaced, even
 * by a process writing it at the same moment. Throws the file system's error where it cannot: `from` is still in
 * place, and `to`, if it was made, holds the same bytes (never removed again: it may already have been updated).
 */
export function moveWithoutReplacing(from: string, to: string, maxBytes: number): boolean {
  checkRemovable(from);
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!COPY_INSTEAD.has(code)) throw error;
    if (!createExclusively(to, bytesOf(from, maxBytes))) return false;
  }
  unlinkSync(from);
  return true;
}

/** Moves the file `from` over `to` in one step (readers see one or the other), keeping its bytes. */
export function moveReplacing(from: string, to: string, maxBytes: number): void {
  checkRemovable(from);
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    replaceAtomically(to, bytesOf(from, maxBytes));
    unlinkSync(from);
  }
}

/** A file's bytes, as readBoundedBytes reads them (no FIFO waited on, nothing past the bound); its failure as an error. */
function bytesOf(file: string, maxBytes: number): Buffer {
  const read = readBoundedBytes(file, maxBytes);
  if (read.kind === 'bytes') return read.bytes;
  const code = read.kind === 'missing' ? 'ENOENT' : read.kind === 'unreadable' ? read.code : read.kind === 'too_large' ? 'EFBIG' : 'EINVAL';
  throw Object.assign(new Error(`${code}: cannot copy ${file}`), { code });
}
