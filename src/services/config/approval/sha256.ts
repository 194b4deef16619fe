/**
 * The SHA-256 of a text, hex. node:crypto is loaded only here, when a record is written (a workspace seen first, a
 * change approved): loading it costs a cold hook process about 3 ms, and the hook compares texts, not hashes.
 */
export function sha256(text: string): string {
  // Required here, not imported: loaded on first use, see above.
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
