import { addOwnMetadata } from '../metadata/class-metadata';
import { HANDLERS_METADATA } from '../metadata/metadata-keys';
import type { HandlerDefinition, HandlerOptions, PayloadClass } from '../metadata/handler-definition';
import type { RouteFamily } from '../../protocol/route-family';

/**
 * Declares the decorated method as the handler for one native host event.
 * It only records metadata on the class (copy-on-write, so a subclass never changes its parent's list);
 * `exploreHandlers` reads it back. Stack several `@On` on one method to share a handler (`@OnEach` and
 * `@OnDeferred` declare several events of one payload class at once).
 */
export function On<P extends object>(nativeEvent: string, options: HandlerOptions<P>): MethodDecorator {
  if ((options.family === undefined) === (options.deferred === undefined)) {
    throw new Error(`@On('${nativeEvent}') needs exactly one of "family" or "deferred"`);
  }
  return (prototype, methodName) =>
    addOwnMetadata<HandlerDefinition>(HANDLERS_METADATA, prototype.constructor, { nativeEvent, methodName, options: options as HandlerOptions });
}

/**
 * `@On` for several native events decoded into one payload class, each with its route family, as one table:
 * `@OnEach(ToolEventPayload, { PreToolUse: 'tool/before', PostToolUse: 'tool/after' })`.
 */
export function OnEach(payload: PayloadClass, families: Readonly<Record<string, RouteFamily>>): MethodDecorator {
  return onAll(Object.entries(families).map(([nativeEvent, family]) => On(nativeEvent, { payload, family })));
}

/**
 * `@On` for native events that have no route family yet, each with why: `@OnDeferred(HookPayload, { Notification:
 * CARRY_EVIDENCE && 'UI only' })`. The reasons document the host, like a descriptor's evidence, and the packaged hook
 * leaves them out the same way (carry-evidence.ts): there each is empty.
 */
export function OnDeferred(payload: PayloadClass, reasons: Readonly<Record<string, string | false>>): MethodDecorator {
  return onAll(Object.entries(reasons).map(([nativeEvent, deferred]) => On(nativeEvent, { payload, deferred: deferred || '' })));
}

/**
 * `@OnEach` for a handler the class inherits, without redeclaring it: `@Route('tool', ToolEventPayload, {
 * PreToolUse: 'tool/before' })` on the class routes those events to its (inherited) `tool` method. A dialect's
 * base class holds one handler per payload class; each host routes its own events to them.
 */
export function Route(handler: string, payload: PayloadClass, families: Readonly<Record<string, RouteFamily>>): ClassDecorator {
  return (target) =>
    declareAll(
      target,
      handler,
      Object.entries(families).map(([nativeEvent, family]) => ({ payload, family, nativeEvent })),
    );
}

/** `@OnDeferred` for a handler the class inherits (see `@Route`). */
export function RouteDeferred(handler: string, payload: PayloadClass, reasons: Readonly<Record<string, string | false>>): ClassDecorator {
  return (target) =>
    declareAll(
      target,
      handler,
      Object.entries(reasons).map(([nativeEvent, deferred]) => ({ payload, deferred: deferred || '', nativeEvent })),
    );
}

function declareAll(target: Function, methodName: string, events: ReadonlyArray<HandlerOptions & { readonly nativeEvent: string }>): void {
  for (const { nativeEvent, ...options } of events) addOwnMetadata<HandlerDefinition>(HANDLERS_METADATA, target, { nativeEvent, methodName, options });
}

function onAll(decorators: readonly MethodDecorator[]): MethodDecorator {
  return (prototype, methodName, descriptor) => {
    for (const decorate of decorators) decorate(prototype, methodName, descriptor);
  };
}
