import type { HostAdapter } from '../../src/framework/host-adapter';
import { invokeRoute, routeOf } from '../../src/framework/metadata/handler.dispatcher';
import { PayloadDecoder } from '../../src/framework/payload/payload-decoder';
import type { HookEvent } from '../../src/protocol/hook-event';

/** Decodes one raw payload the way the runner does (its route and handler); throws when the adapter has no handler for it. */
export function decodeEvent(adapter: HostAdapter, raw: Record<string, unknown>, registered?: string): HookEvent {
  const route = routeOf(adapter, raw, registered);
  if ('code' in route) throw new Error(route.message);
  return invokeRoute(adapter, route, raw, new PayloadDecoder());
}
