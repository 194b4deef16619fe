/** A command line the tokenizer or the tree reader cannot make sense of; the analyzer turns it into "not read". */
export class ShellSyntaxError extends Error {
  override readonly name = 'ShellSyntaxError';
}
