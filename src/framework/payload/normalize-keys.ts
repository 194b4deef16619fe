import { PROTOTYPE_KEYS } from '../../platform/plain-object';

const CAMEL_HUMP = /[A-Z]/g;

function snakeCase(key: string): string {
  return key.replace(CAMEL_HUMP, (c) => `_${c.toLowerCase()}`);
}

/**
 * A shallow copy of a host payload in which every camelCase key is also present in snake_case
 * (the spelling payload classes declare), unless the snake_case key was sent too.
 * Keys that could reach an object's prototype are dropped.
 */
export function withSnakeCaseKeys(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (PROTOTYPE_KEYS.has(key)) continue;
    out[key] = value;
  }
  for (const key of Object.keys(out)) {
    const snake = snakeCase(key);
    if (snake !== key && !(snake in out)) out[snake] = out[key];
  }
  return out;
}
