/**
 * A word as a POSIX shell reads it back as that one word: bare when the shell would take it as it is, otherwise in
 * single quotes (a quote inside as `'\''`). The empty word is `''`. (An arrow, so the packaged hook pays no bytes.)
 */
export const shellWord = (word: string): string => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** A command line as a user would type it in a POSIX shell: each argument one word. */
export function shellLine(argv: readonly string[]): string {
  return argv.map(shellWord).join(' ');
}
