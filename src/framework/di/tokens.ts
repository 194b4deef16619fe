/**
 * Injection tokens for interfaces (tsyringe cannot use interfaces or abstract classes as tokens).
 * Each token has a same-named interface next to what it describes.
 */
export { HostEntry } from '../host-entry';
export { PolicyEntry } from '../policy';
export { RuntimeEnvironment } from '../runtime-environment';
