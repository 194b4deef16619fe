import { familyCapability } from '../../src/framework/descriptor/family-capability';
import type { Channel, HostDescriptor } from '../../src/protocol/host-capability';
import type { RouteFamily } from '../../src/protocol/route-family';

const evidence = [{ kind: 'docs' as const, source: 'https://example.invalid/hooks', date: '2026-11-29' }];

/** A made-up host whose listed families are supported with exactly the given native channels. */
export function hostWith(families: Partial<Record<RouteFamily, readonly Channel[]>>, state: 'supported' | 'degraded' = 'supported'): HostDescriptor {
  return {
    id: 'codex',
    displayName: 'Test host',
    verifiedAgainst: { version: '1', date: '2026-11-29' },
    failClosed: false,
    taskBinding: 'workspace',
    families: Object.fromEntries(Object.entries(families).map(([family, channels]) => [family, familyCapability(state, channels!, evidence)])),
  };
}
