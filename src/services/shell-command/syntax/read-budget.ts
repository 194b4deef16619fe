import { ReadLimitError } from './shell-syntax-error';

/** Characters one analysis may hand to the tokenizer, nested scripts and re-read comment tails included. */
const READ_BUDGET_CHARS = 1024 * 1024;
/** What one call of the tokenizer costs besides its characters (shell-quote builds its expressions per call). */
export const TOKENIZE_CALL_CHARS = 1024;

/**
 * Bounds the work of reading one command line. A comment makes shell-quote stop reading, so the text
 * after it is tokenized again, and a nested script is tokenized on its own: without a bound, a command
 * built of many comment lines or deeply nested substitutions would take quadratic time on the hook path.
 */
export class ReadBudget {
  private left: number;

  constructor(private readonly total = READ_BUDGET_CHARS) {
    this.left = total;
  }

  /** Spends `chars`; throws ShellSyntaxError once the budget is gone. */
  charge(chars: number): void {
    this.left -= chars;
    if (this.left < 0)
      throw new ReadLimitError(`reading it would take more than ${this.total} characters of tokenizing (comments and nested scripts included)`);
  }
}
