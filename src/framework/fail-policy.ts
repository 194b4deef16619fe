import type { HostDescriptor } from '../protocol/host-capability';
import type { RouteFamily } from '../protocol/route-family';

/** The `policy` of the deny the core sends when a fail-closed host's gate cannot be checked (encoders may add guidance). */
export const FAIL_CLOSED_POLICY = 'fail-policy';

/**
 * The one fail rule: when bearing cannot decide an event (unreadable input, a policy that throws or hangs), the host
 * gets its neutral reply, except for a pre-tool gate on a host whose descriptor says `failClosed`, which is refused.
 */
export function failsClosed(descriptor: HostDescriptor, family: RouteFamily | undefined): boolean {
  return descriptor.failClosed && family === 'tool/before';
}

/** Why a fail-closed gate refused a call bearing could not check (`what` says what went wrong). */
export function failClosedReason(what: string): string {
  return `bearing could not check this tool call (${what}); it is refused because this host runs bearing fail-closed`;
}
