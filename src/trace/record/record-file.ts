import { closeSync, constants, fstatSync, openSync, readSync, renameSync, unlinkSync, writeSync } from '../../platform/node-builtins';
import { appendTraceLine, codeOf, ROTATED_SUFFIX, underRotationLock } from '../trace-file';

/** How long the record keeps a decision. */
export const RECORD_DAYS = 30;
export const DAY_MS = 86_400_000;

/**
 * The size past which the record file becomes `<file>.1` (replacing an older one) and a new one starts: at most
 * twice this on disk. A line is about 500 bytes, so 5 MiB holds some 10,000 decisions, far more than a person's
 * 30 days of refusals: the age bound, not this one, normally decides; this one caps an agent retrying a refused
 * command in a loop, and what `bearing log` reads.
 */
export const DEFAULT_RECORD_MAX_BYTES = 5 * 1024 * 1024;

/** How many of a file's first bytes hold its first line's time (`{"v":1,"time":"…"`). */
const HEAD_BYTES = 128;

/**
 * Appends one line to the record (the trace's file rules: 0600 in a 0700 folder, never a link, rotated by size),
 * then drops the lines older than RECORD_DAYS where the oldest is older than that by more than `slackMs` (the hook
 * gives a day: it rewrites a file about once a day, not on every refusal). Returns why it could not.
 */
export function appendRecordLine(file: string, line: string, maxBytes: number, now: number, slackMs = DAY_MS): string | undefined {
  const problem = appendTraceLine(file, line, maxBytes);
  if (problem !== undefined) return problem;
  try {
    pruneRecord(file, now, slackMs);
    return undefined;
  } catch (error) {
    return `cannot drop its lines older than ${RECORD_DAYS} days (${codeOf(error)})`;
  }
}

/**
 * Drops the lines older than RECORD_DAYS from the record and its rotated file, each file only when its first
 * (oldest) line is older than that by more than `slackMs`; a file left with none is removed. A file whose first
 * line names no time is left alone. Under the rotation lock; skipped while another process holds it.
 */
export function pruneRecord(file: string, now: number, slackMs = 0): void {
  const cutoff = now - RECORD_DAYS * DAY_MS;
  for (const path of [`${file}${ROTATED_SUFFIX}`, file]) {
    const first = firstLineTime(path);
    if (first === undefined || first >= cutoff - slackMs) continue;
    underRotationLock(file, () => dropOlder(path, cutoff));
  }
}

/** The time a record line holds, in ms; undefined where it names none. */
export function lineTime(text: string): number | undefined {
  const time = /"time":"([^"]{1,40})"/.exec(text)?.[1];
  const ms = time === undefined ? Number.NaN : Date.parse(time);
  return Number.isFinite(ms) ? ms : undefined;
}

function firstLineTime(path: string): number | undefined {
  const fd = openForReading(path);
  if (fd === undefined) return undefined;
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, head, 0, HEAD_BYTES, 0);
    return lineTime(head.toString('utf8', 0, read).split('\n')[0]!);
  } finally {
    closeSync(fd);
  }
}

/**
 * Rewrites `path` without its lines older than `cutoff`: the kept lines to a new private file, renamed over it.
 * A hook that appended after the read (its descriptor still on the old file) has its bytes carried over, read from
 * the old file once the new one is in place; only a write in the microseconds after that is lost.
 */
function dropOlder(path: string, cutoff: number): void {
  const fd = openForReading(path);
  if (fd === undefined) return;
  try {
    const { text, bytes } = readAll(fd, 0);
    const lines = text.split('\n').filter((l) => l !== '');
    const kept = lines.filter((l) => (lineTime(l) ?? 0) >= cutoff);
    if (kept.length === lines.length) return;
    if (kept.length === 0) unlinkSync(path);
    else {
      const fresh = `${path}.pruning`;
      writeNew(fresh, `${kept.join('\n')}\n`);
      renameSync(fresh, path);
    }
    const late = readAll(fd, bytes);
    if (late.bytes > bytes) appendTraceLine(path, late.text.replace(/\n$/, ''), Number.MAX_SAFE_INTEGER);
  } finally {
    closeSync(fd);
  }
}

function openForReading(path: string): number | undefined {
  try {
    return openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
}

/** What the descriptor holds from `from` on, and the offset it ends at. */
function readAll(fd: number, from: number): { readonly text: string; readonly bytes: number } {
  const size = fstatSync(fd).size;
  if (!fstatSync(fd).isFile() || size <= from) return { text: '', bytes: Math.max(size, from) };
  const buffer = Buffer.alloc(size - from);
  let at = 0;
  while (at < buffer.length) {
    const read = readSync(fd, buffer, at, buffer.length - at, from + at);
    if (read === 0) break;
    at += read;
  }
  return { text: buffer.toString('utf8', 0, at), bytes: from + at };
}

function writeNew(path: string, text: string): void {
  try {
    unlinkSync(path);
  } catch {
    // None left by an earlier, interrupted rewrite.
  }
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
