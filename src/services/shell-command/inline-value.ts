/** A long option with its value in the same word (`--git-dir=x`, `--chdir=x`) → name and value; any other word → itself and no value. */
export function splitInline(text: string): [string, string | undefined] {
  const equals = text.indexOf('=');
  return text.startsWith('--') && equals > 0 ? [text.slice(0, equals), text.slice(equals + 1)] : [text, undefined];
}
