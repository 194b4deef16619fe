import type { HostAdapter } from '../../src/framework/host-adapter';
import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { PayloadDecoder } from '../../src/framework/payload/payload-decoder';
import type { HookEvent } from '../../src/protocol/hook-event';

/** Decodes one raw payload the way the runner does: the adapter's handler for its event, on the decoded payload class. */
export function decodeEvent(adapter: HostAdapter, raw: Record<string, unknown>): HookEvent {
  const nativeEvent = adapter.nativeEventName(raw);
  const handler = nativeEvent === undefined ? undefined : exploreHandlers(adapter.constructor).get(nativeEvent);
  if (!handler || nativeEvent === undefined) throw new Error(`no handler for ${String(nativeEvent)}`);
  const payload = new PayloadDecoder().decode(handler.options.payload, raw);
  const method = (adapter as unknown as Record<string | symbol, Function>)[handler.methodName]!;
  return method.call(adapter, payload, { nativeEvent, family: handler.options.family, deferred: handler.options.deferred, raw });
}
