import type { HostAdapter } from '../../src/framework/host-adapter';
import { dispatch } from '../../src/framework/metadata/handler.dispatcher';
import { PayloadDecoder } from '../../src/framework/payload/payload-decoder';
import type { HookEvent } from '../../src/protocol/hook-event';
import { ROUTE_FAMILIES, type RouteFamily } from '../../src/protocol/route-family';

/** Every family, and none: whatever the handler's event, it is decoded. */
const EVERY = new Set<RouteFamily | undefined>([...ROUTE_FAMILIES, undefined]);

/** Decodes one raw payload the way the runner does (its dispatch, every family wanted); throws when it makes no event. */
export function decodeEvent(adapter: HostAdapter, raw: Record<string, unknown>, registered?: string): HookEvent {
  const dispatched = dispatch(adapter, raw, registered, EVERY, new PayloadDecoder());
  if ('failure' in dispatched) throw new Error(dispatched.failure.message);
  if ('quiet' in dispatched) throw new Error('unreachable: every family is wanted');
  return dispatched.event;
}
