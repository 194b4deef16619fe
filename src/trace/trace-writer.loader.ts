/**
 * The trace writer, loaded at the first traced call. From the sources this is a plain require; the packaged hooks'
 * build points it at hooks/bearing-trace.cjs, next to them (packaging/bundle/build-hook.ts), so that a hook call
 * that is not traced never reads its code.
 */
export function traceWriter(): typeof import('./trace-writer') {
  // Required here, not imported: loaded only when a trace is asked for.
  return require('./trace-writer') as typeof import('./trace-writer');
}
