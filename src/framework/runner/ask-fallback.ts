import type { Decision } from '../../protocol/decision';
import type { FamilyCapability, HostDescriptor } from '../../protocol/host-capability';

/**
 * Where an ask becomes a refusal: the family refuses (deny is native; on a stop family a refusal would keep the agent
 * going instead, and deny is never native there) but cannot ask. Where it can do neither, the ask is not sent.
 */
export function refusesInstead(capability: FamilyCapability | undefined): boolean {
  return capability?.channels.ask !== 'native' && capability?.channels.deny === 'native';
}

/**
 * A policy that asks the user gets the host's own prompt where the family has a native ask channel. Elsewhere there
 * is no one to ask, and letting the call through would turn a rule into nothing: it is refused, and the reason says
 * why, so the agent can take the question to the user itself. Host honesty, decided here rather than in each policy.
 */
export function askOrRefuse(decision: Decision, descriptor: HostDescriptor, capability: FamilyCapability | undefined): Decision {
  if (decision.verdict !== 'ask' || !refusesInstead(capability)) return decision;
  const asked = decision.reason ?? 'bearing asks the user before this call.';
  return {
    ...decision,
    verdict: 'deny',
    refusedAsk: true,
    reason: `${asked} ${descriptor.displayName} cannot ask the user from a hook, so bearing refuses instead: tell the user what you want to run and why, and let them run it.`,
  };
}
