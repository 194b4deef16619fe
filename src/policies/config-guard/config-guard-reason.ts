import type { ProtectedConfig } from './protected-config';

/**
 * `protected_config: <path> (rule: <rule>, \`<form>\`)`, what the path is, and what to do instead: the user makes
 * the change. An agent that could rewrite bearing's rules could switch the guard off, so the reason never suggests
 * another way to write the file.
 */
export function protectedConfigReason(path: string, form: string, found: ProtectedConfig): string {
  return (
    `protected_config: ${path} (rule: ${found.rule}, \`${form}\`). This is ${found.what}, which agents do not write, move or delete. ` +
    'Ask the user to make this change themselves: say what you would change and why, and do not try another way to change it.'
  );
}
