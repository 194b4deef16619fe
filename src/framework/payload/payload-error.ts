/** A payload the handler cannot use: wrong type, missing required key. The message is one line. */
export class PayloadError extends Error {
  override readonly name = 'PayloadError';
}
