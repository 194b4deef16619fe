import { metadataChain } from './class-metadata';
import { HANDLERS_METADATA } from './metadata-keys';
import type { HandlerDefinition } from './handler-definition';

const cache = new WeakMap<Function, ReadonlyMap<string, HandlerDefinition>>();

/**
 * Turns an adapter class into its handler map (native event → handler), walking the class chain
 * from the root down so that a subclass inherits every handler and may redeclare any of them.
 * A method overridden without re-decorating keeps its parent's declaration and dispatches by name.
 */
export function exploreHandlers(adapterClass: Function): ReadonlyMap<string, HandlerDefinition> {
  const cached = cache.get(adapterClass);
  if (cached) return cached;
  const handlers = new Map<string, HandlerDefinition>();
  for (const own of metadataChain<HandlerDefinition>(HANDLERS_METADATA, adapterClass).reverse()) {
    for (const definition of own) handlers.set(definition.nativeEvent, definition);
  }
  cache.set(adapterClass, handlers);
  return handlers;
}
