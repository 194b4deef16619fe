import type { ValidationError } from 'class-validator';

/** The first problem class-validator found, as one line naming the dotted key path. */
export function validationMessage(error: ValidationError, parent = ''): string {
  const at = parent ? `${parent}.${error.property}` : error.property;
  const first = error.constraints ? Object.entries(error.constraints)[0] : undefined;
  if (first) {
    const [kind, text] = first;
    return kind === 'whitelistValidation' ? `unknown key "${at}"` : text.replace(error.property, at);
  }
  const child = error.children?.[0];
  return child ? validationMessage(child, at) : `${at} is invalid`;
}
