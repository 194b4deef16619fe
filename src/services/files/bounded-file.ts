import { closeSync, constants, fstatSync, openSync, readSync } from '../../platform/node-builtins';

export type BoundedRead =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'missing' }
  /** A folder, a FIFO, a device: nothing bearing reads. */
  | { readonly kind: 'not_a_file' }
  | { readonly kind: 'too_large'; readonly size: number }
  | { readonly kind: 'unreadable'; readonly code: string };

/** Opening a FIFO must not wait for a writer; the type is checked on the open descriptor, not the name. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Reads a user's file only if it is a regular file of at most `maxBytes`. Never throws, never writes. */
export function readBoundedFile(path: string, maxBytes: number): BoundedRead {
  const read = readBoundedBytes(path, maxBytes);
  return read.kind === 'bytes' ? { kind: 'text', text: read.bytes.toString('utf8') } : read;
}

/** readBoundedFile's bytes, for files that are not text (an archive, git's index). */
export function readBoundedBytes(path: string, maxBytes: number): Exclude<BoundedRead, { kind: 'text' }> | { readonly kind: 'bytes'; readonly bytes: Buffer } {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return code === 'ENOENT' ? { kind: 'missing' } : { kind: 'unreadable', code };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { kind: 'not_a_file' };
    if (stat.size > maxBytes) return { kind: 'too_large', size: stat.size };
    const buffer = Buffer.allocUnsafe(stat.size);
    let filled = 0;
    for (let read = -1; filled < stat.size && read !== 0; filled += read) read = readSync(fd, buffer, filled, stat.size - filled, filled);
    return { kind: 'bytes', bytes: buffer.subarray(0, filled) };
  } catch (error) {
    return { kind: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? 'error' };
  } finally {
    closeSync(fd);
  }
}
