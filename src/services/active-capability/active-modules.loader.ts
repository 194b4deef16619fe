/**
 * The active-capability modules, loaded on first use. From the sources this is a plain require; the packaged hooks'
 * build points it at hooks/bearing-te.cjs, next to them (packaging/bundle/build-hook.ts).
 */
export function activeModules(): typeof import('./active-modules') {
  // Required here, not imported: loaded only when the capability is active.
  return require('./active-modules') as typeof import('./active-modules');
}
