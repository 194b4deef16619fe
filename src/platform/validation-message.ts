import type { ValidationError } from 'class-validator';

/** The first problem class-validator found, as one line naming the dotted key path. */
export function validationMessage(error: ValidationError, parent = ''): string {
  const at = parent ? `${parent}.${error.property}` : error.property;
  const first = error.constraints ? Object.entries(error.constraints)[0] : undefined;
  if (first) return constraintLine(first, error.property, at);
  const child = error.children?.[0];
  return child ? validationMessage(child, at) : `${at} is invalid`;
}

/** One constraint's line with the property named by its whole path (`branches.protected must be an array`). */
export function constraintLine([kind, text]: [string, string], property: string, at: string): string {
  // A function, so that a `$` in a key path is never read as a replacement pattern.
  return kind === 'whitelistValidation' ? `unknown key ${quotedKey(at)}` : text.replace(property, () => at);
}

/**
 * A key path as a message quotes it: in JSON's quotes and escapes, so that a key holding a line break (a file may
 * spell one as `\n`) cannot break the line, and cut short, so that a key of a hundred kilobytes does not fill it.
 */
export function quotedKey(path: string): string {
  return JSON.stringify(path.length > 100 ? `${path.slice(0, 100)}…` : path);
}
