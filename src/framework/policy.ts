import type { Constructor } from '../platform/constructor';
import type { Channel, HostDescriptor } from '../protocol/host-capability';
import type { Decision } from '../protocol/decision';
import type { HookEvent } from '../protocol/hook-event';
import type { RouteFamily } from '../protocol/route-family';
import { enforcementOf, reaches, type Enforcement } from './descriptor/enforcement';

/** What a policy may use besides the event: the host's declared capabilities, diagnostics and tracing. */
export interface PolicyContext {
  readonly descriptor: HostDescriptor;
  /** One line to stderr; never shown to the agent. */
  diagnose(line: string): void;
  /** Whether BEARING_TRACE asks for each thing a policy could not check. */
  readonly tracing: boolean;
  /** One stderr line when tracing; nothing otherwise. */
  trace(line: string): void;
  /**
   * Something the policy could not judge, and why: traced as `<policy>: not checked: <what>`, and told to the
   * caller's `RunOptions.onNotChecked` (`bearing check` lists it).
   */
  notChecked(what: string): void;
}

/** A policy sees only canonical events and answers with one decision. */
export interface Policy {
  evaluate(event: HookEvent, context: PolicyContext): Decision | Promise<Decision>;
}

/**
 * What a policy needs from the host to act at all: every channel listed must be native on the event's family, and
 * the family supported (`enforced`) or at least degraded (`agent_guided`). Where it is not, the runner does not
 * construct the policy: host honesty is checked once, here, never inside a policy.
 */
export interface PolicyNeeds {
  readonly channels: readonly Channel[];
  readonly at: Exclude<Enforcement, 'unavailable'>;
}

/**
 * A policy's registration: which families it listens to, what it needs from the host, and its class. Only the
 * policies registered for an event's family, on a host that gives them what they need, are constructed.
 */
export const PolicyEntry = Symbol('PolicyEntry');
export interface PolicyEntry {
  readonly id: string;
  readonly families: readonly RouteFamily[];
  readonly needs: PolicyNeeds;
  /**
   * Channels the policy may use when the host has them, and does without otherwise (a notice beside a side
   * effect): where one is not native, the runner drops that part of its decision without a word.
   */
  readonly optional?: readonly Extract<Channel, 'context' | 'notice'>[];
  /**
   * Also runs on a stop the host is already continuing because of an earlier block (`stop_hook_active`), on
   * hosts that end such loops themselves (`HostDescriptor.stopLoopCap`). Off by default: re-entry stays quiet
   * unless a policy must be able to refuse again (a completion gate).
   */
  readonly onReentry?: boolean;
  /**
   * The `policies` key of bearing.config.json that switches it off (`"policies": {"closeout": false}`); a policy
   * without one is always on (the branch guard has per-rule settings instead). A plain string to the runner, which
   * only compares it: the catalog holds it to the config's keys (policies/policy-catalog.ts).
   */
  readonly switchedBy?: string;
  readonly policy: Constructor<Policy>;
}

/** Whether a host gives a policy what it needs on one family (PolicyEntry.needs): host honesty, decided here only. */
export function hostServes(entry: PolicyEntry, descriptor: HostDescriptor, family: RouteFamily): boolean {
  return reaches(enforcementOf(descriptor, family, entry.needs.channels), entry.needs.at);
}
