import type { HostAdapter } from '../../src/framework/host-adapter';
import { dispatch } from '../../src/framework/metadata/handler.dispatcher';
import { PayloadDecoder } from '../../src/framework/payload/payload-decoder';
import type { HookEvent } from '../../src/protocol/hook-event';

/** Decodes one raw payload the way the runner does (its dispatch, every family wanted); throws when it makes no event. */
export function decodeEvent(adapter: HostAdapter, raw: Record<string, unknown>, registered?: string): HookEvent {
  const dispatched = dispatch(adapter, raw, registered, () => true, new PayloadDecoder());
  if ('failure' in dispatched) throw new Error(dispatched.failure.message);
  if ('quiet' in dispatched) throw new Error('unreachable: every family is wanted');
  return dispatched.event;
}
