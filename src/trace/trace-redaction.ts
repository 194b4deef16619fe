import { redactSecrets } from '../services/session-memory/redact-secrets';

/** Past this depth a value is not walked (a fuzzed payload can nest thousands deep): it is replaced, not kept. */
const MAX_DEPTH = 64;

const DEEPER = `[deeper than ${MAX_DEPTH} levels]`;

/**
 * A copy of a JSON value with every secret session memory would redact taken out of its strings (keys included),
 * and the whole value of a key whose name says it is secret (`"api_key": "…"`, `"password": "…"`): the same redactor,
 * asked about `name=value`. Objects are rebuilt with own properties only, so a `__proto__` key stays a key.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return DEEPER;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => {
      const secret = typeof item === 'string' && item !== '' ? secretMark(key) : undefined;
      return [redactSecrets(key), secret ?? redactValue(item, depth + 1)];
    }),
  );
}

/** The redactor's mark for a value under `key`, when the redactor takes that key's name as a secret's. */
function secretMark(key: string): string | undefined {
  const probe = `${key}=probe1234`;
  const redacted = redactSecrets(probe);
  return redacted !== probe && redacted.startsWith(`${key}=`) ? redacted.slice(key.length + 1) : undefined;
}
