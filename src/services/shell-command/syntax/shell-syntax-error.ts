/** A command line the tokenizer or the tree reader cannot make sense of; the analyzer turns it into "not read". */
export class ShellSyntaxError extends Error {
  override readonly name: string = 'ShellSyntaxError';

  constructor(
    message: string,
    /** Where in the top-level text bash would stop at the latest (0-based), when the reader knows. */
    readonly at?: number,
  ) {
    super(message);
  }
}

/**
 * A command line past a bound of the reading (too long to tokenize, nested too deeply): not a syntax bash refuses,
 * so the analysis reports it as a limit, which the guard refuses.
 */
export class ReadLimitError extends ShellSyntaxError {
  override readonly name = 'ReadLimitError';
}
