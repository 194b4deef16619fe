import { existsSync, readFileSync } from 'node:fs';
import { ROTATED_SUFFIX } from './trace-file';
import { TRACE_LINE_VERSION, type TraceLine } from './trace-line';

/** The lines of a trace, oldest first, and how many could not be read as trace lines. */
export interface TraceRead {
  readonly lines: readonly TraceLine[];
  readonly unreadable: number;
}

/** The last `last` lines of the trace: the rotated file's first, then the current one's. */
export function readTrace(file: string, last: number): TraceRead {
  const texts = [`${file}${ROTATED_SUFFIX}`, file].filter((f) => existsSync(f)).flatMap((f) => readFileSync(f, 'utf8').split('\n'));
  const lines: TraceLine[] = [];
  let unreadable = 0;
  for (const text of texts) {
    if (text.trim() === '') continue;
    const line = parseTraceLine(text);
    if (typeof line === 'string') unreadable++;
    else lines.push(line);
  }
  return { lines: lines.slice(-last), unreadable };
}

/** One trace line, or what is wrong with it. */
export function parseTraceLine(text: string): TraceLine | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!isTraceLine(value)) return 'not a bearing trace line (no "v", "host", "payload")';
  if (value.v !== TRACE_LINE_VERSION) return `a trace line of format ${String(value.v)}; this bearing reads format ${TRACE_LINE_VERSION}`;
  return value;
}

export function isTraceLine(value: unknown): value is TraceLine {
  return typeof value === 'object' && value !== null && 'v' in value && typeof (value as TraceLine).host === 'string' && 'payload' in value;
}
