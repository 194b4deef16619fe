import type { HookEvent } from '../../protocol/hook-event';
import type { RouteFamily } from '../../protocol/route-family';
import { isPlainObject } from '../../platform/plain-object';
import type { HostAdapter } from '../host-adapter';
import type { PayloadDecoder } from '../payload/payload-decoder';
import { PayloadError } from '../payload/payload-error';
import { errorLine, type RunFailure } from '../run-failure';
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
 * What one payload comes to, in one call: `quiet` (an event no policy wants, answered at once without decoding),
 * the canonical `event`, or the `failure` that keeps bearing from deciding, with its event's family when the
 * adapter declares one (the family says whether the host gets its neutral or its fail-closed reply).
 */
export type Dispatched = ({ readonly quiet: true } | { readonly event: HookEvent } | { readonly failure: RunFailure }) & { readonly mismatch?: string };

/**
 * Routes a raw payload to its handler, decodes it and calls the handler, unless the event's family is not among the
 * `listened` ones (the runner's: the families some policy listens to; so a PostToolUse after every tool call, or an
 * event with no family, is quiet). A set, not a callback: the payload's path goes down and does not come back up
 * into the runner. The one way an event is made, for the runner and for tests.
 */
export function dispatch(
  adapter: HostAdapter,
  raw: unknown,
  registered: string | undefined,
  listened: ReadonlySet<RouteFamily | undefined>,
  decoder: PayloadDecoder,
): Dispatched {
  if (!isPlainObject(raw)) {
    return { failure: { code: 'payload_not_object', message: `expected a JSON object, got ${describeValue(raw)}`, nativeEvent: registered } };
  }
  const route = routeOf(adapter, raw, registered);
  if ('code' in route) return { failure: route };
  const { nativeEvent, mismatch } = route;
  const { family } = route.handler.options;
  const said = mismatch === undefined ? {} : { mismatch };
  if (!listened.has(family)) return { quiet: true, ...said };
  try {
    return { event: invokeRoute(adapter, route, raw, decoder), ...said };
  } catch (error) {
    const code = error instanceof PayloadError ? 'payload_invalid' : 'handler_failed';
    return { failure: { code, message: `${nativeEvent}: ${errorLine(error)}`, nativeEvent, family }, ...said };
  }
}

/**
 * The handler for a raw payload's event. The event the hook was registered for (`registered`, from the command
 * line: `--event beforeShellExecution`) wins when the adapter declares it: the host fires that registration for that
 * event only and reads the reply as that event's, and a payload that names another event must not get past a gate
 * unchecked (issue 12). A differing name is said in `mismatch`. Otherwise the event the payload names; a failure
 * when neither names an event the adapter declares, with the registered event's family when it has one (a gate's
 * registration still says to refuse).
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
  const message = nativeEvent === undefined ? 'the payload names no event' : `"${nativeEvent}" is not an event of ${adapter.descriptor.id}`;
  return { code: 'event_unknown', message, ...(registered !== undefined && { nativeEvent: registered }) };
}

/**
 * Decodes the payload into the handler's payload class and calls the handler. Throws what the decoder
 * (PayloadError) or the handler throws.
 */
function invokeRoute(adapter: HostAdapter, route: Route, raw: Readonly<Record<string, unknown>>, decoder: PayloadDecoder): HookEvent {
  const { payload, family, deferred } = route.handler.options;
  const decoded = decoder.decode(payload, raw);
  const method = (adapter as unknown as Record<string | symbol, (payload: object, context: object) => HookEvent>)[route.handler.methodName]!;
  return method.call(adapter, decoded, { nativeEvent: route.nativeEvent, family, deferred, raw });
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
