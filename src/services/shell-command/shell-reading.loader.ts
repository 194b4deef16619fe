/**
 * The shell reader, loaded on first use. From the sources this is a plain require; the packaged hooks' build points
 * it at hooks/bearing-shell.cjs, next to them (packaging/bundle/build-hook.ts): a call that runs no shell command
 * (a file read, a session start) never loads the parser, the evaluator or their tables.
 */
export function shellReading(): typeof import('./shell-reading') {
  // Required here, not imported: loaded only for a shell tool call.
  return require('./shell-reading') as typeof import('./shell-reading');
}
