import { errorLine } from '../framework/run-failure';
import type { RunOptions } from '../framework/runner/run-options';
import type { RuntimeEnvironment } from '../platform/runtime-environment';
import type { Decision } from '../protocol/decision';
import type { HookEvent } from '../protocol/hook-event';
import type { HostReply } from '../protocol/host-reply';
import { roundMs, type TracedPolicy } from './trace-line';
import { traceSetting } from './trace-target';
import { traceWriter } from './trace-writer.loader';

/** One traced call: the runner options that observe it, then `finish` with the reply, after the host has it. */
export interface CallTrace {
  /** The caller's options, with the trace's observers chained after the caller's own. */
  observe(options: RunOptions): RunOptions;
  /** Writes the call's line. Never throws; returns the one diagnostic line to give when it could not. */
  finish(reply: HostReply, payload: { readonly text?: string; readonly payload?: unknown }): string | undefined;
}

/**
 * The trace of one hook call, or undefined when none is asked for (BEARING_TRACE=<file>, or the user config's
 * `"trace"`). Only this and the target's resolution are on every call's path; the writer is loaded by `finish`.
 */
export function startTrace(environment: RuntimeEnvironment, host: string, registered: string | undefined): CallTrace | undefined {
  const setting = traceSetting(environment);
  if (setting === undefined) return undefined;
  const started = performance.now();
  const time = Date.now();
  const seen: ObservedCall = { policies: [] };
  return {
    observe: (options) => observing(options, seen),
    finish: (reply, input) => {
      try {
        const { event, decision, policies } = seen;
        const call = {
          time,
          host,
          ...(registered !== undefined && { registered }),
          ...(event && { event }),
          policies,
          ...(decision && { decision }),
          ...input,
          reply,
          ms: performance.now() - started,
          cwd: process.cwd(),
        };
        return traceWriter().writeTrace(setting, environment, call);
      } catch (error) {
        // One line whatever was thrown (a missing hooks/bearing-trace.cjs names its whole require stack).
        return `bearing: trace: not written: ${errorLine(error)}`;
      }
    },
  };
}

/** What the runner told about one call: the event decoded, each policy's decision and time, the merged decision. */
export interface ObservedCall {
  event?: HookEvent;
  decision?: Decision;
  readonly policies: TracedPolicy[];
}

/** `options` with observers that fill `seen`, each after the caller's own. */
export function observing(options: RunOptions, seen: ObservedCall): RunOptions {
  return {
    ...options,
    onEvent: (e) => {
      seen.event = e;
      options.onEvent?.(e);
    },
    onPolicy: (policy, d, ms) => {
      seen.policies.push({ policy, verdict: d.verdict, ...(d.reason !== undefined && { reason: d.reason }), ms: roundMs(ms) });
      options.onPolicy?.(policy, d, ms);
    },
    onDecision: (d) => {
      seen.decision = d;
      options.onDecision?.(d);
    },
  };
}
