import { readBoundedBytes } from '../files/bounded-file';

/** Which of two copies of one session's record to keep: the one found in the old place, or the one in the new. */
export type NewerCopy = 'old' | 'new' | 'same' | 'unknown';

type Read = ReturnType<typeof readBoundedBytes>;

/**
 * Compares an older bearing's copy of a session record with the one already in the new home by `updatedAt`, which
 * every session record carries and every write sets. Read as raw JSON, not through the schema, so that a record
 * from a newer bearing is dated too. Identical bytes are the same record; a copy without a readable time cannot be
 * placed (`unknown`), and equal times keep the one there.
 */
export function newerCopy(oldFile: string, newFile: string, maxBytes: number): NewerCopy {
  const [old, current] = [readBoundedBytes(oldFile, maxBytes), readBoundedBytes(newFile, maxBytes)];
  if (old.kind === 'bytes' && current.kind === 'bytes' && old.bytes.equals(current.bytes)) return 'same';
  const [oldTime, newTime] = [timeOf(old), timeOf(current)];
  if (oldTime === undefined || newTime === undefined) return 'unknown';
  return oldTime > newTime ? 'old' : 'new';
}

function timeOf(read: Read): number | undefined {
  if (read.kind !== 'bytes') return undefined;
  try {
    const updatedAt = (JSON.parse(read.bytes.toString('utf8')) as { updatedAt?: unknown } | null)?.updatedAt;
    const time = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN;
    return Number.isFinite(time) ? time : undefined;
  } catch {
    return undefined;
  }
}
