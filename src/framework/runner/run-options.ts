import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';

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
}

export const DEFAULT_POLICY_TIMEOUT_MS = 5_000;
