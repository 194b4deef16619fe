import type { RunOptions } from '../../framework/runner/run-options';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import type { HostReply } from '../../protocol/host-reply';
import { startRecord } from '../../trace/record/record-call';
import { startTrace } from '../../trace/trace-recorder';
import { capturePayload } from './payload-capture';

/** What one call was given: the payload's text (a command host), the parsed payload (an in-process host), or nothing read. */
type CallInput = { readonly text: string } | { readonly payload: Record<string, unknown> } | Record<string, never>;

/**
 * A call answered: its reply, and `finish`, which writes the record's line and the trace's (after the host has the
 * reply, where it can be).
 */
interface AnsweredCall {
  readonly reply: HostReply;
  /** Never throws; the diagnostic lines to give (one for the record, one for the trace) for what could not be written. */
  finish(): readonly string[];
}

/** One hook call, started: `answer` runs it once its input is read. */
export interface HookCall {
  answer(input: CallInput, options: RunOptions, answer: (options: RunOptions) => Promise<HostReply>): Promise<AnsweredCall>;
}

/**
 * The shell of one hook call, the same for both transports: the trace started (its time counts from here), the
 * payload kept (BEARING_CAPTURE_DIR, how live payloads become fixtures), the runner's answer with the record's and
 * the trace's observers, then the record's line (a deny or an ask) and the trace's, with the reply the host got. `answer`'s function is the transport's own: the
 * command line's runner, or an in-process runner under its deadline.
 */
export function startHookCall(environment: RuntimeEnvironment, hostId: string, nativeEvent: string | undefined): HookCall {
  const trace = startTrace(environment, hostId, nativeEvent);
  const record = startRecord(environment);
  return {
    async answer(input, options, answer) {
      const captureProblem = capture(environment['BEARING_CAPTURE_DIR'], hostId, input);
      const answered = await answer(record.observe(trace ? trace.observe(options) : options));
      const reply = captureProblem ? { ...answered, diagnostics: [...answered.diagnostics, captureProblem] } : answered;
      return { reply, finish: () => [record.finish(), trace?.finish(reply, input)].filter((line) => line !== undefined) };
    },
  };
}

function capture(directory: string | undefined, hostId: string, input: CallInput): string | undefined {
  if (!directory) return undefined;
  if ('text' in input) return capturePayload(directory, hostId, input.text);
  if (!('payload' in input)) return undefined;
  let text: string;
  try {
    text = JSON.stringify(input.payload);
  } catch {
    return `bearing: capture of a ${hostId} payload skipped: it cannot be written as JSON`;
  }
  return capturePayload(directory, hostId, text);
}
