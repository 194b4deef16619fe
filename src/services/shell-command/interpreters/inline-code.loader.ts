/**
 * The readers of interpreters' code (the languages' lexers, readers and library tables), loaded on first use. From
 * the sources this is a plain require; the packaged hooks' build points it at hooks/bearing-inline-code.cjs
 * (packaging/bundle/build-hook.ts): a shell command that hands no code to an interpreter never loads them.
 */
export function inlineCodeReaders(): typeof import('./inline-code') {
  // Required here, not imported: loaded only for an interpreter's code.
  return require('./inline-code') as typeof import('./inline-code');
}
