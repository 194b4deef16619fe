import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { RunFailure } from '../run-failure';

/** Per-call options of the runner, for both the command line and in-process hosts. */
export interface RunOptions {
  /** The native event when the caller knows it without the payload (e.g. from the command line). */
  readonly nativeEvent?: string;
  /** Upper bound for all policies of one event together; past it the host gets its neutral reply. */
  readonly policyTimeoutMs?: number;
  /** Told the canonical event as soon as it is decoded, before any policy runs. */
  readonly onEvent?: (event: HookEvent) => void;
  /** Told each policy's decision as it settles, with the milliseconds it took (the trace records them). */
  readonly onPolicy?: (policy: string, decision: Decision, ms: number) => void;
  /** Told the merged decision before it is encoded (`bearing check` explains it). */
  readonly onDecision?: (decision: Decision) => void;
  /** Told each thing a policy could not judge (PolicyContext.notChecked), whether or not tracing is on. */
  readonly onNotChecked?: (policy: string, what: string) => void;
  /** Told each failure that kept bearing (or one policy) from deciding, as its stderr line says it. */
  readonly onFailure?: (failure: RunFailure) => void;
}

export const DEFAULT_POLICY_TIMEOUT_MS = 5_000;
