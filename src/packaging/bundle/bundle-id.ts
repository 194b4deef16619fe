import { createHash } from 'node:crypto';

/**
 * The id the packaged hook's code caches are named by: the bundle's and every apart file's text. V8 checks a code
 * cache against its source's length only (and its own version and flags), so an apart file changed alone by an
 * upgrade, `5e3` become `2e4`, would otherwise run the bytecode cached for the one before (seen here, Node 20.20).
 */
export function bundleId(bundle: string, aparts: readonly (readonly [file: string, text: string])[]): string {
  const hash = createHash('sha256').update(bundle);
  for (const [file, text] of aparts) hash.update(`\0${file}\0${text}`);
  return hash.digest('hex').slice(0, 16);
}
