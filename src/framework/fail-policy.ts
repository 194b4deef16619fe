import type { HostDescriptor } from '../protocol/host-capability';
import type { RouteFamily } from '../protocol/route-family';
import type { FailureCode } from './run-failure';

import type { Decision } from '../protocol/decision';

/** The `policy` of the deny the core sends when a fail-closed host's gate cannot be checked (encoders may add guidance). */
export const FAIL_CLOSED_POLICY = 'fail-policy';
/** The `policy` of the deny when bearing ran out of its own time on a gate (the reason already says to retry). */
const DEADLINE_POLICY = 'deadline';

/** Failures that are bearing running out of its own time (stdin, the policies), not a payload it cannot read. */
const DEADLINES: readonly FailureCode[] = ['input_timeout', 'policy_timeout'];

/**
 * The one fail rule: when bearing cannot decide an event (unreadable input, a policy that throws), the host gets its
 * neutral reply, except for a pre-tool gate on a host whose descriptor says `failClosed`, which is refused. bearing's
 * own deadline on a pre-tool gate never lets the call through, on any host: it is refused, and the agent asked to
 * retry (a loaded machine, not the command, ran out of time).
 */
export function failsClosed(descriptor: HostDescriptor, family: RouteFamily | undefined, code?: FailureCode): boolean {
  return family === 'tool/before' && (descriptor.failClosed || (code !== undefined && DEADLINES.includes(code)));
}

/** The refusal of a call bearing could not check (`what` says what went wrong). */
export function failClosedDecision(what: string, code?: FailureCode): Decision {
  if (code !== undefined && DEADLINES.includes(code)) {
    const reason = `bearing could not check this tool call in time (${what}); a call that could not be checked is refused, never let through. Retry the same call: the machine was busy, and the next try is usually checked at once`;
    return { verdict: 'deny', reason, policy: DEADLINE_POLICY };
  }
  return {
    verdict: 'deny',
    reason: `bearing could not check this tool call (${what}); it is refused because this host runs bearing fail-closed`,
    policy: FAIL_CLOSED_POLICY,
  };
}
