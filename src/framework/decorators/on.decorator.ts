import { HANDLERS_METADATA } from '../metadata/metadata-keys';
import type { HandlerDefinition, HandlerOptions } from '../metadata/handler-definition';

/**
 * Declares the decorated method as the handler for one native host event.
 * It only records metadata on the class (copy-on-write, so a subclass never changes its parent's list);
 * `HandlerExplorer` reads it back. Stack several `@On` on one method to share a handler.
 */
export function On<P extends object>(nativeEvent: string, options: HandlerOptions<P>): MethodDecorator {
  if ((options.family === undefined) === (options.deferred === undefined)) {
    throw new Error(`@On('${nativeEvent}') needs exactly one of "family" or "deferred"`);
  }
  return (prototype, methodName) => {
    const owner = prototype.constructor;
    const previous: readonly HandlerDefinition[] = Reflect.getOwnMetadata(HANDLERS_METADATA, owner) ?? [];
    const next: HandlerDefinition = { nativeEvent, methodName, options: options as HandlerOptions };
    Reflect.defineMetadata(HANDLERS_METADATA, [...previous, next], owner);
  };
}
