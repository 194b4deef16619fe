import type { HookEvent } from '../../protocol/hook-event';
import type { HostAdapter } from '../host-adapter';
import type { PayloadDecoder } from '../payload/payload-decoder';
import type { RunFailure } from '../run-failure';
import type { HandlerDefinition } from './handler-definition';
import { exploreHandlers } from './handler.explorer';

/** A native event and the handler its adapter declares for it. */
export interface Route {
  readonly nativeEvent: string;
  readonly handler: HandlerDefinition;
  /** Set when the payload names another event than the one the hook is registered for (one stderr line). */
  readonly mismatch?: string;
}

/**
 * The handler for a raw payload's event. The event the hook was registered for (`registered`, from the command
 * line: `--event beforeShellExecution`) wins when the adapter declares it: the host fires that registration for that
 * event only and reads the reply as that event's, and a payload that names another event must not get past a gate
 * unchecked (issue 12). A differing name is said in `mismatch`. Otherwise the event the payload names; a failure
 * when neither names an event the adapter declares.
 */
export function routeOf(adapter: HostAdapter, raw: Readonly<Record<string, unknown>>, registered?: string): Route | RunFailure {
  const handlers = exploreHandlers(adapter.constructor);
  const named = adapter.nativeEventName(raw);
  const registeredHandler = registered === undefined ? undefined : handlers.get(registered);
  if (registeredHandler && registered !== undefined) {
    const mismatch =
      named !== undefined && named !== registered
        ? `the payload names "${named}" but the hook is registered for "${registered}": answered as "${registered}"`
        : undefined;
    return { nativeEvent: registered, handler: registeredHandler, ...(mismatch && { mismatch }) };
  }
  const nativeEvent = named ?? registered;
  const handler = nativeEvent === undefined ? undefined : handlers.get(nativeEvent);
  if (handler && nativeEvent !== undefined) return { nativeEvent, handler };
  // The event the hook was registered for still says how to answer, e.g. fail-closed for a gate.
  const message = nativeEvent === undefined ? 'the payload names no event' : `"${nativeEvent}" is not an event of ${adapter.descriptor.id}`;
  return { code: 'event_unknown', message, ...(registered !== undefined && { nativeEvent: registered }) };
}

/**
 * Decodes the payload into the handler's payload class and calls the handler: the one way an event is made,
 * for the runner and for tests. Throws what the decoder (PayloadError) or the handler throws.
 */
export function invokeRoute(adapter: HostAdapter, route: Route, raw: Readonly<Record<string, unknown>>, decoder: PayloadDecoder): HookEvent {
  const { payload, family, deferred } = route.handler.options;
  const decoded = decoder.decode(payload, raw);
  const method = (adapter as unknown as Record<string | symbol, (payload: object, context: object) => HookEvent>)[route.handler.methodName]!;
  return method.call(adapter, decoded, { nativeEvent: route.nativeEvent, family, deferred, raw });
}

/** The family a native event is declared with, if the adapter declares it. */
export function familyOf(adapter: HostAdapter, nativeEvent: string | undefined): HandlerDefinition['options']['family'] {
  return nativeEvent === undefined ? undefined : exploreHandlers(adapter.constructor).get(nativeEvent)?.options.family;
}
