import type { Channel, HostDescriptor } from '../../protocol/capability';
import type { RouteFamily } from '../../protocol/route-family';

/**
 * What bearing can honestly promise for one channel of one family on a host:
 * `enforced` needs a native channel on a fully supported family; a degraded family (partial or fragile
 * support) only guides the agent; anything else is unavailable. Every family's evidence is required by the
 * descriptor tests rather than checked here: the packaged hook carries no evidence (carry-evidence.ts).
 */
export type Enforcement = 'enforced' | 'agent_guided' | 'unavailable';

export function enforcementOf(descriptor: HostDescriptor, family: RouteFamily, channel: Channel): Enforcement {
  const capability = descriptor.families[family];
  if (!capability || capability.channels[channel] !== 'native') return 'unavailable';
  if (capability.state === 'supported') return 'enforced';
  return capability.state === 'degraded' ? 'agent_guided' : 'unavailable';
}
