import { PROTOTYPE_KEYS } from '../../platform/plain-object';
import { quotedKey } from '../../platform/validation-message';
import type { ValidationProblem } from '../../platform/validation-problems';

/**
 * What class-transformer and class-validator let through silently in a settings file, found before they run: a key
 * class-transformer skips (one that could reach an object's prototype, or names a method every object has, such as
 * `toString`), and an object member that is `null` (`@IsOptional` takes it as "not set"). Returns each, and a copy of
 * the file without the skipped keys, for class-validator to check the rest. An array item that is `null` is left to
 * the item's own rule, which refuses it.
 */
export function silentConfigProblems(value: unknown): { readonly screened: unknown; readonly problems: ValidationProblem[] } {
  const problems: ValidationProblem[] = [];
  const screen = (node: unknown, parent: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => screen(item, [...parent, String(index)]));
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const path = [...parent, key];
      if (PROTOTYPE_KEYS.has(key) || key in Object.prototype) problems.push({ path, message: `unknown key ${quotedKey(path.join('.'))}`, declared: [] });
      else {
        if (child === null) problems.push({ path, message: `${quotedKey(path.join('.'))} is null; leave the key out instead` });
        copy[key] = screen(child, path);
      }
    }
    return copy;
  };
  // The caller caps the nesting (config-check.ts, json-tree), so this recursion is bounded.
  return { screened: screen(value, []), problems };
}
