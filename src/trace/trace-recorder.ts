import type { RunOptions } from '../framework/runner/run-options';
import type { RuntimeEnvironment } from '../platform/runtime-environment';
import type { Decision } from '../protocol/decision';
import type { HookEvent } from '../protocol/hook-event';
import type { HostReply } from '../protocol/host-reply';
import type { TracedPolicy } from './trace-line';
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
  let event: HookEvent | undefined;
  let decision: Decision | undefined;
  const policies: TracedPolicy[] = [];
  return {
    observe: (options) => ({
      ...options,
      onEvent: (e) => {
        event = e;
        options.onEvent?.(e);
      },
      onPolicy: (policy, d, ms) => {
        policies.push({ policy, verdict: d.verdict, ...(d.reason !== undefined && { reason: d.reason }), ms: Math.round(ms * 10) / 10 });
        options.onPolicy?.(policy, d, ms);
      },
      onDecision: (d) => {
        decision = d;
        options.onDecision?.(d);
      },
    }),
    finish: (reply, input) => {
      try {
        const call = { time, host, ...(registered !== undefined && { registered }), ...(event && { event }), policies, ...(decision && { decision }), ...input, reply, ms: performance.now() - started, cwd: process.cwd() };
        return traceWriter().writeTrace(setting, environment, call);
      } catch (error) {
        return `bearing: trace: not written: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
  };
}
