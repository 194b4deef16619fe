import type { Constructor } from './constructor';
import type { Decision } from '../protocol/decision';
import type { HookEvent } from '../protocol/hook-event';
import type { HostDescriptor } from '../protocol/capability';
import type { RouteFamily } from '../protocol/route-family';

/** What a policy may use besides the event: the host's declared capabilities and a diagnostics line. */
export interface PolicyContext {
  readonly descriptor: HostDescriptor;
  /** One line to stderr; never shown to the agent. */
  diagnose(line: string): void;
}

/** A policy sees only canonical events and answers with one decision. */
export interface Policy {
  evaluate(event: HookEvent, context: PolicyContext): Decision | Promise<Decision>;
}

/**
 * A policy's registration: which families it listens to, and its class. Only the policies registered
 * for an event's family are constructed.
 */
export const PolicyEntry = Symbol('PolicyEntry');
export interface PolicyEntry {
  readonly id: string;
  readonly families: readonly RouteFamily[];
  /**
   * Also runs on a stop the host is already continuing because of an earlier block (`stop_hook_active`), on
   * hosts that end such loops themselves (`HostDescriptor.stopLoopCap`). Off by default: re-entry stays quiet
   * unless a policy must be able to refuse again (a completion gate).
   */
  readonly onReentry?: boolean;
  readonly policy: Constructor<Policy>;
}
