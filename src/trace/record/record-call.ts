import { errorLine } from '../../framework/run-failure';
import type { RunOptions } from '../../framework/runner/run-options';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import { eventDirectory } from '../../framework/payload/canonical-fields';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { isRecorded } from './record-line';
import { recordWriter } from './record-writer.loader';

/** One hook call's part in the record: the runner options that observe it, then `finish` once the reply is computed. */
export interface CallRecord {
  observe(options: RunOptions): RunOptions;
  /** Writes the decision's line where it is one the record keeps. Never throws; returns the one line to give when it could not. */
  finish(): string | undefined;
}

/**
 * The record of one hook call (issue 20 §4): every deny and ask, whatever policy made it, on by default. On every
 * call's path only these two observers run; a call that is neither refused nor asked about reads and writes nothing.
 */
export function startRecord(environment: RuntimeEnvironment): CallRecord {
  const time = Date.now();
  let event: HookEvent | undefined;
  let decision: Decision | undefined;
  return {
    observe: (options) => ({
      ...options,
      onEvent: (e) => {
        event = e;
        options.onEvent?.(e);
      },
      onDecision: (d) => {
        decision = d;
        options.onDecision?.(d);
      },
    }),
    finish: () => {
      if (!event || !isRecorded(decision)) return undefined;
      try {
        const cwd = eventDirectory(event.cwd) ?? '';
        return recordWriter().writeRecord(environment, { time, event, decision, root: new WorkspaceLocator().root(event.cwd), cwd });
      } catch (error) {
        // One line whatever was thrown (a missing hooks/bearing-record.cjs names its whole require stack).
        return `bearing: record: not written: ${errorLine(error)}`;
      }
    },
  };
}
