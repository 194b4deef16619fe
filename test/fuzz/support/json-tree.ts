/**
 * Small edits on parsed JSON, as a payload mutation needs them: where an object or array holds a value (its
 * slots), and writes that keep an own `__proto__` key an own key (a plain assignment would set the prototype).
 */
export type Container = Record<string, unknown> | unknown[];

export interface Slot {
  readonly parent: Container;
  readonly key: string | number;
}

/** Every slot in `value`, parents before children, at most `limit` of them (a huge payload is not walked to its end). */
export function slotsOf(value: unknown, limit = 200): Slot[] {
  const slots: Slot[] = [];
  const queue: unknown[] = [value];
  while (queue.length > 0 && slots.length < limit) {
    const node = queue.shift();
    if (Array.isArray(node))
      node.forEach((v, i) => {
        slots.push({ parent: node, key: i });
        queue.push(v);
      });
    else if (typeof node === 'object' && node !== null)
      for (const [k, v] of Object.entries(node)) slots.push({ parent: node as Record<string, unknown>, key: k }), queue.push(v);
  }
  return slots.slice(0, limit);
}

/** Every object in `value` (the payload itself first): where a key can be added. */
export function objectsOf(value: unknown, limit = 100): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const queue: unknown[] = [value];
  while (queue.length > 0 && found.length < limit) {
    const node = queue.shift();
    if (typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node)) found.push(node as Record<string, unknown>);
    queue.push(...Object.values(node));
  }
  return found;
}

export function put(parent: Container, key: string | number, value: unknown): void {
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = value;
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

export function remove(parent: Container, key: string | number): void {
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else delete (parent as Record<string, unknown>)[key];
}

/** Renames a key in place, keeping its position among the others (hosts' decoders must not care either way). */
export function rename(parent: Record<string, unknown>, from: string, to: string): void {
  if (from === to || Object.hasOwn(parent, to)) return;
  const entries = Object.entries(parent).map(([k, v]) => [k === from ? to : k, v] as const);
  for (const key of Object.keys(parent)) delete parent[key];
  for (const [k, v] of entries) put(parent, k, v);
}

/** A deep copy that keeps own `__proto__` keys (JSON.parse makes them own properties). */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The other spelling of a key: snake_case to camelCase and back (a key with neither stays as it is). */
export function otherCase(key: string): string {
  return key.includes('_') ? snakeToCamel(key) : camelToSnake(key);
}
