import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';

/** A Test Engineering hand-off or receipt file: presence and raw text, never interpreted by bearing. */
export interface TeArtifact {
  readonly path: string;
  readonly exists: boolean;
  /** Null when absent, unreadable, not a regular file or over the size bound. */
  readonly raw: string | null;
}

export const HANDOFF_PATH = '.bearing/test-engineering/handoff.json';
export const RECEIPT_PATH = '.bearing/test-engineering/receipt.json';
const MAX_ARTIFACT_BYTES = 1024 * 1024;

/** Reads one artifact under the workspace root; an artifact on disk is never a pass token by itself. */
export function readArtifact(root: string, path: string): TeArtifact {
  let fd: number;
  try {
    fd = openSync(join(root, ...path.split('/')), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { path, exists: (error as NodeJS.ErrnoException).code !== 'ENOENT', raw: null };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > MAX_ARTIFACT_BYTES) return { path, exists: true, raw: null };
    const buffer = Buffer.allocUnsafe(stat.size);
    let filled = 0;
    for (let read = -1; filled < stat.size && read !== 0; filled += read) read = readSync(fd, buffer, filled, stat.size - filled, filled);
    return { path, exists: true, raw: buffer.toString('utf8', 0, filled) };
  } catch {
    return { path, exists: true, raw: null };
  } finally {
    closeSync(fd);
  }
}
