/**
 * The placed config check, loaded on first use. From the sources this is a plain require; the packaged hooks' build
 * points it at hooks/bearing-diagnostics.cjs, next to them (packaging/bundle/build-hook.ts).
 */
export function configDiagnostics(): typeof import('./config-diagnostics') {
  // Required here, not imported: loaded only for a file the quick check refused.
  return require('./config-diagnostics') as typeof import('./config-diagnostics');
}
