import { addOwnMetadata, metadataChain } from '../metadata/class-metadata';
import { ALIASES_METADATA } from '../metadata/metadata-keys';

type Alias = [field: string, names: readonly string[]];

/**
 * Lets a payload field be filled from other key names a host may use for the same value
 * (`cwd` ← `workspaceRoot`). Applied only when the field's own key is absent.
 */
export function AlsoFrom(...names: string[]): PropertyDecorator {
  return (prototype, property) => addOwnMetadata<Alias>(ALIASES_METADATA, prototype.constructor, [String(property), names]);
}

/** Every alias declared on a payload class and its parents, the class's own first. */
export function payloadAliases(payloadClass: Function): Alias[] {
  return metadataChain<Alias>(ALIASES_METADATA, payloadClass).flat();
}
