/**
 * What install says when a project's file (meant to be committed) names bearing's folder on this machine: a teammate's
 * checkout runs that path, which is not there unless they keep bearing in the same place. `more` is the host's part.
 */
export function machinePathNote(file: string, root: string, more = ''): string {
  return `note: ${file} names bearing by its folder on this machine (${root}): a teammate who checks the file out needs bearing there too, or runs bearing install --scope project again (which rewrites the path)${more}.`;
}
