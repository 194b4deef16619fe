/** Reflect-metadata keys owned by bearing. Symbols, so nothing else can collide with them. */
export const HANDLERS_METADATA = Symbol('bearing:handlers');
export const ALIASES_METADATA = Symbol('bearing:payload-aliases');
