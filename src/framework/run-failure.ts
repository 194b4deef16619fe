import type { RouteFamily } from '../protocol/route-family';

/** Why bearing could not decide an event. Every code maps to the host's neutral or fail-closed reply. */
const FAILURE_CODES = [
  'input_too_large',
  'input_timeout',
  'input_unreadable',
  'json_malformed',
  'payload_not_object',
  'event_unknown',
  'payload_invalid',
  'handler_failed',
  'policy_failed',
  'policy_timeout',
  'encode_failed',
  'host_unknown',
  'internal',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export interface RunFailure {
  readonly code: FailureCode;
  /** One line, safe to show on stderr. */
  readonly message: string;
  /** The native event, when it is known (from the payload or from the command line). */
  readonly nativeEvent?: string;
  readonly family?: RouteFamily;
}

/**
 * One stderr line for a failure: a fixed prefix, no newlines or other control characters (a payload's bytes can
 * end up in a message), bounded length, never a stack trace.
 */
export function diagnosticLine(text: string): string {
  const flat = text
    .replace(/\s*[\r\n]+\s*/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it replaces
    .replace(/[\x00-\x1f\x7f]/g, '?')
    .trim();
  const bounded = flat.length > 400 ? `${flat.slice(0, 399)}…` : flat;
  return bounded.startsWith('bearing:') ? bounded : `bearing: ${bounded}`;
}

/** The longest line `oneLine` writes: a few problems in full, never a flood. */
const MAX_JOINED = 1000;

/**
 * Everything one call has to say, as the one stderr line the hook writes (issue 12): after the first, each line
 * drops its `bearing:` prefix and follows a semicolon. Two problems with one cause (an unreadable cwd: no plan
 * scan, no session memory) read as one sentence about it.
 */
export function oneLine(lines: readonly string[]): readonly string[] {
  if (lines.length < 2) return lines;
  const joined = lines.map((line, index) => (index === 0 ? line : line.replace(/^bearing: /, ''))).join('; ');
  return [joined.length > MAX_JOINED ? `${joined.slice(0, MAX_JOINED - 1)}…` : joined];
}

/** The first line of what was thrown: its message, never its stack (and something to say even for an odd value). */
export function errorLine(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = 'a thrown value that cannot be shown';
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}
