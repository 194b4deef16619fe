import type { Channel, HostDescriptor } from '../../protocol/host-capability';
import type { RouteFamily } from '../../protocol/route-family';

/**
 * What bearing can honestly promise for some channels of one family on a host: `enforced` needs every one of them
 * native on a fully supported family; a degraded family (partial or fragile support) only guides the agent;
 * anything else is unavailable. No channel at all asks only that the family be usable. Every family's evidence is
 * required by the descriptor tests rather than checked here: the packaged hook carries no evidence (carry-evidence.ts).
 */
export type Enforcement = 'enforced' | 'agent_guided' | 'unavailable';

export function enforcementOf(descriptor: HostDescriptor, family: RouteFamily, channels: Channel | readonly Channel[]): Enforcement {
  const capability = descriptor.families[family];
  const needed: readonly Channel[] = typeof channels === 'string' ? [channels] : channels;
  if (!capability || needed.some((c) => capability.channels[c] !== 'native')) return 'unavailable';
  if (capability.state === 'supported') return 'enforced';
  return capability.state === 'degraded' ? 'agent_guided' : 'unavailable';
}

/** Whether an enforcement reaches a level: `enforced` reaches both, `agent_guided` only itself. */
export function reaches(enforcement: Enforcement, level: Exclude<Enforcement, 'unavailable'>): boolean {
  return enforcement === 'enforced' || enforcement === level;
}
