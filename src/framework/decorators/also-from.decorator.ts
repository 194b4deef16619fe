import { ALIASES_METADATA } from '../metadata/metadata-keys';

/**
 * Lets a payload field be filled from other key names a host may use for the same value
 * (`cwd` ← `workspaceRoot`). Applied only when the field's own key is absent.
 */
export function AlsoFrom(...names: string[]): PropertyDecorator {
  return (prototype, property) => {
    const owner = prototype.constructor;
    const previous: Readonly<Record<string, readonly string[]>> = Reflect.getOwnMetadata(ALIASES_METADATA, owner) ?? {};
    Reflect.defineMetadata(ALIASES_METADATA, { ...previous, [String(property)]: names }, owner);
  };
}

/** Every alias declared on a payload class and its parents. */
export function payloadAliases(payloadClass: Function): Array<[string, readonly string[]]> {
  const out: Array<[string, readonly string[]]> = [];
  for (let c: unknown = payloadClass; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    const own: Record<string, readonly string[]> | undefined = Reflect.getOwnMetadata(ALIASES_METADATA, c as Function);
    if (own) out.push(...Object.entries(own));
  }
  return out;
}
