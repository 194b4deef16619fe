/** A JSON object: not null, not an array (what a payload, a config file or a tool input must be). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
