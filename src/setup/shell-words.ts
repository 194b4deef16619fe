/** A command line as a user would type it in a POSIX shell: words with spaces or quotes in single quotes. */
export function shellLine(argv: readonly string[]): string {
  return argv.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
}
