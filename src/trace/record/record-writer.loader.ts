/**
 * The record writer, loaded at the first refused or asked call. From the sources this is a plain require; the
 * packaged hooks' build points it at hooks/bearing-record.cjs, next to them (packaging/bundle/build-hook.ts), so that
 * a call bearing lets through never reads its code.
 */
export function recordWriter(): typeof import('./record-writer') {
  // Required here, not imported: loaded only when a decision is recorded.
  return require('./record-writer') as typeof import('./record-writer');
}
