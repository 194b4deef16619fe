/**
 * Adds an entry to a list kept as metadata of the class itself. Copy-on-write: a subclass that adds an entry
 * gets a list of its own and never changes its parent's.
 */
export function addOwnMetadata<T>(key: symbol, owner: Function, entry: T): void {
  Reflect.defineMetadata(key, [...(Reflect.getOwnMetadata(key, owner) ?? []), entry], owner);
}

/** The lists kept under `key` by a class and by each of its parents, the class's own first. */
export function metadataChain<T>(key: symbol, target: Function): T[][] {
  const lists: T[][] = [];
  for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    lists.push(Reflect.getOwnMetadata(key, c as Function) ?? []);
  }
  return lists;
}
