import { existsSync, readFileSync } from '../../platform/node-builtins';
import { ROTATED_SUFFIX } from '../trace-file';
import { DAY_MS, RECORD_DAYS } from './record-file';
import { RECORD_LINE_VERSION, type RecordLine } from './record-line';

/** The record's lines younger than RECORD_DAYS, oldest first, and how many lines could not be read as record lines. */
export interface RecordRead {
  readonly lines: readonly RecordLine[];
  readonly unreadable: number;
}

/** The record: the rotated file's lines first, then the current one's; a line older than RECORD_DAYS is not shown. */
export function readRecord(file: string, now: number): RecordRead {
  const cutoff = now - RECORD_DAYS * DAY_MS;
  const texts = [`${file}${ROTATED_SUFFIX}`, file].filter((f) => existsSync(f)).flatMap((f) => readFileSync(f, 'utf8').split('\n'));
  const lines: RecordLine[] = [];
  let unreadable = 0;
  for (const text of texts) {
    if (text.trim() === '') continue;
    const line = parseRecordLine(text);
    if (line === undefined) unreadable++;
    else if (Date.parse(line.time) >= cutoff) lines.push(line);
  }
  return { lines, unreadable };
}

/** One record line, or undefined where the text is not one of this format (another bearing's, a torn write). */
function parseRecordLine(text: string): RecordLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const line = value as Partial<Record<keyof RecordLine, unknown>>;
  const named = (key: keyof RecordLine) => typeof line[key] === 'string';
  const valid = line.v === RECORD_LINE_VERSION && named('time') && Number.isFinite(Date.parse(line.time as string)) && named('verdict') && named('host');
  return valid ? (value as RecordLine) : undefined;
}
