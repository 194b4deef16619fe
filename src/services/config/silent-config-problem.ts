import { PROTOTYPE_KEYS } from '../../platform/plain-object';

/**
 * What class-transformer and class-validator let through silently in a settings file: a key that could reach an
 * object's prototype (skipped), or a `null` (taken as "not set"). One line naming the key, or undefined.
 */
export function silentConfigProblem(value: unknown, parent = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const path = parent ? `${parent}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) return `unknown key "${path}"`;
    if (child === null) return `"${path}" is null; leave the key out instead`;
    const inner = silentConfigProblem(child, path);
    if (inner) return inner;
  }
  return undefined;
}
