/**
 * The plan scan, loaded on first use. From the sources this is a plain require; the packaged hooks' build points it at
 * hooks/bearing-plan.cjs, next to them (packaging/bundle/build-hook.ts).
 */
export function planScan(): typeof import('./plan-scan') {
  // Required here, not imported: loaded only by the events that read a plan.
  return require('./plan-scan') as typeof import('./plan-scan');
}
