import { positiveSetting, type RuntimeEnvironment } from '../platform/runtime-environment';
import { appendTraceLine, DEFAULT_TRACE_MAX_BYTES } from './trace-file';
import { traceLine, type TraceCall, type TraceLine } from './trace-line';
import { redactValue } from './trace-redaction';
import { resolveTraceFile } from './trace-target';

/** A line longer than this drops the payload (and says so), so that one huge call cannot flush the whole trace. */
export const MAX_LINE_BYTES = 256 * 1024;

/**
 * Writes one call's line to the trace file: built, redacted, bounded, appended. What only a traced call needs (the
 * packaged hooks load it from hooks/bearing-trace.cjs at the first traced call). Returns why nothing was written.
 */
export function writeTrace(setting: string, environment: RuntimeEnvironment, call: TraceCall): string | undefined {
  const target = resolveTraceFile(setting, environment);
  if ('problem' in target) return `bearing: ${target.problem}`;
  const maxBytes = positiveSetting(environment, 'BEARING_TRACE_MAX_BYTES', DEFAULT_TRACE_MAX_BYTES);
  const problem = appendTraceLine(target.file, serializedTraceLine(call), maxBytes);
  return problem && `bearing: trace: ${target.file}: not written: ${problem}`;
}

/** The line as written: redacted, and without its payload when that would make it longer than MAX_LINE_BYTES. */
export function serializedTraceLine(call: TraceCall): string {
  const line = redactValue(traceLine(call)) as TraceLine;
  const text = JSON.stringify(line);
  if (Buffer.byteLength(text) <= MAX_LINE_BYTES) return text;
  const omitted = `${Buffer.byteLength(JSON.stringify(line.payload))} bytes, over the ${MAX_LINE_BYTES / 1024} KiB a trace line keeps`;
  const lean: TraceLine = { ...line, payload: null, payloadOmitted: omitted };
  const leanText = JSON.stringify(lean);
  if (Buffer.byteLength(leanText) <= MAX_LINE_BYTES) return leanText;
  // A reply or a reason that large on its own: the line keeps the verdicts and the times.
  return JSON.stringify({
    ...lean,
    policies: lean.policies.map(({ policy, verdict, ms }) => ({ policy, verdict, ms })),
    decision: lean.decision && { verdict: lean.decision.verdict, policy: lean.decision.policy },
    reply: { diagnostics: [] },
  });
}
