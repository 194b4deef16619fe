import type { Decision, Verdict } from '../protocol/decision';
import type { HookEvent } from '../protocol/hook-event';
import type { HostReply } from '../protocol/host-reply';

/** The trace line's format; a reader refuses a line of another. */
export const TRACE_LINE_VERSION = 1;

/** One policy that ran for the call: what it decided and how long it took. */
export interface TracedPolicy {
  readonly policy: string;
  readonly verdict: Verdict;
  readonly reason?: string;
  readonly ms: number;
}

/** What a hook call gives the trace: collected while the runner works, turned into a line after the reply. */
export interface TraceCall {
  readonly time: number;
  readonly host: string;
  /** The event the hook was registered for (`--event`), when its command line named one. */
  readonly registered?: string;
  /** The canonical event, once decoded (a payload that could not be read has none). */
  readonly event?: HookEvent;
  readonly policies: readonly TracedPolicy[];
  readonly decision?: Decision;
  /** The payload as parsed, or else the text as read (a payload that is not JSON). */
  readonly payload?: unknown;
  readonly text?: string;
  readonly reply: HostReply;
  readonly ms: number;
  /** The hook process's working directory. */
  readonly cwd: string;
}

/**
 * One line of the trace file: enough for a person to see what happened (`bearing trace`) and for bearing to run the
 * call again (`bearing replay`): the host, the event as registered and as sent, the working directory and the
 * payload, with every secret in it redacted before the line is written.
 */
export interface TraceLine {
  readonly v: typeof TRACE_LINE_VERSION;
  /** ISO 8601, UTC. */
  readonly time: string;
  readonly host: string;
  readonly registered?: string;
  /** The host whose adapter answered, where it is another (Grok Build runs Claude Code's hook files). */
  readonly answeredBy?: string;
  /** The native event, or null when the payload could not be read far enough to name one. */
  readonly event: string | null;
  readonly family: string | null;
  readonly cwd: string;
  readonly policies: readonly TracedPolicy[];
  /** The merged decision, or null when no policy decided (a failure, an event no policy listens to). */
  readonly decision: Decision | null;
  readonly reply: { readonly stdout?: HostReply['stdout']; readonly stderr?: string; readonly diagnostics: readonly string[] };
  readonly exitCode: number;
  /** The whole call, from the hook's start to its reply, in milliseconds. */
  readonly ms: number;
  /** The payload (redacted); a text when it was not JSON; null when it made the line too long to keep. */
  readonly payload: unknown;
  readonly payloadOmitted?: string;
}

/** Milliseconds with a tenth's precision: the trace says where time goes, not microseconds of noise. */
export const roundMs = (ms: number): number => Math.round(ms * 10) / 10;

/** The line for one call, before redaction. */
export function traceLine(call: TraceCall): TraceLine {
  const { stdout, stderr, diagnostics, exitCode } = call.reply;
  return {
    v: TRACE_LINE_VERSION,
    time: new Date(call.time).toISOString(),
    host: call.host,
    ...(call.registered !== undefined && { registered: call.registered }),
    ...(call.event && call.event.host !== call.host && { answeredBy: call.event.host }),
    event: call.event?.nativeEvent ?? call.registered ?? eventNamedIn(call.payload ?? parsedOrText(call.text)) ?? null,
    family: call.event?.family ?? null,
    cwd: call.cwd,
    policies: call.policies,
    decision: call.decision ?? null,
    reply: { ...(stdout !== undefined && { stdout }), ...(stderr !== undefined && { stderr }), diagnostics },
    exitCode,
    ms: roundMs(call.ms),
    payload: call.event?.raw ?? call.payload ?? parsedOrText(call.text),
  };
}

/** The keys hosts name their event under, in the payloads bearing reads. */
const EVENT_KEYS = ['hook_event_name', 'hookEventName', 'hook_event', 'event_name', 'eventName'];

/**
 * The event a payload names, for a call that was never decoded: an event no policy listens to is answered before
 * decoding, and its line should still say which it was (`WorktreeRemove`), not nothing.
 */
function eventNamedIn(payload: unknown): string | undefined {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const named = EVENT_KEYS.map((key) => (payload as Record<string, unknown>)[key]).find((v) => typeof v === 'string' && v !== '');
  return named as string | undefined;
}

function parsedOrText(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
