import type { RouteFamily } from '../../protocol/route-family';

/** A payload class: constructed by class-transformer, checked by class-validator. */
export type PayloadClass<P extends object = object> = new () => P;

export interface HandlerOptions<P extends object = object> {
  /** The class the raw payload is decoded into before the handler runs. */
  readonly payload: PayloadClass<P>;
  /** The route family this native event belongs to. */
  readonly family?: RouteFamily;
  /** Why this native event has no route family yet (mutually exclusive with `family`). */
  readonly deferred?: string;
}

/** One `@On` declaration as stored on an adapter class. */
export interface HandlerDefinition {
  readonly nativeEvent: string;
  readonly methodName: string | symbol;
  readonly options: HandlerOptions;
}
