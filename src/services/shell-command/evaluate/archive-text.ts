/**
 * An archive a command makes (`tar -c`, `zip`, `git archive`), as the evaluator carries it where output and files
 * carry text: the entries it holds, after a tag no text an agent writes starts with. A later `tar -x` or `unzip` in
 * the same line reads its entries from here, as it would read them from an archive on disk.
 */
const TAG = '\u0000bearing-archive\u0000';

export function archiveText(entries: readonly string[]): string {
  return `${TAG}${entries.join('\n')}`;
}

/** The entries of an archive made in this line, or undefined for any other text. */
export function archiveTextEntries(text: string | undefined): string[] | undefined {
  return text?.startsWith(TAG)
    ? text
        .slice(TAG.length)
        .split('\n')
        .filter((entry) => entry !== '')
    : undefined;
}
