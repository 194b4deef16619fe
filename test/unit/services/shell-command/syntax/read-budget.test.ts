import { ReadBudget, TOKENIZE_CALL_CHARS } from '../../../../../src/services/shell-command/syntax/read-budget';
import { ShellSyntaxError } from '../../../../../src/services/shell-command/syntax/shell-syntax-error';
import { tokenize } from '../../../../../src/services/shell-command/syntax/shell-tokenizer';

describe('ReadBudget', () => {
  test('spending exactly the whole budget is allowed; one character more is refused with the total in the message', () => {
    const budget = new ReadBudget(10);
    budget.charge(4);
    expect(() => budget.charge(6)).not.toThrow();
    expect(() => budget.charge(1)).toThrow(
      new ShellSyntaxError('reading it would take more than 10 characters of tokenizing (comments and nested scripts included)'),
    );
  });

  test('the refusal is a ShellSyntaxError, so the analyzer reports the line as not read', () => {
    expect(() => new ReadBudget(0).charge(1)).toThrow(ShellSyntaxError);
  });

  test('one tokenizer pass costs its characters plus the per-call charge: a budget of exactly that reads the line', () => {
    // 'ls' is one pass of two characters.
    expect(tokenize('ls', 'posix', new ReadBudget(2 + TOKENIZE_CALL_CHARS)).map((t) => t.kind)).toEqual(['word']);
    expect(() => tokenize('ls', 'posix', new ReadBudget(1 + TOKENIZE_CALL_CHARS))).toThrow(
      new ShellSyntaxError(`reading it would take more than ${1 + TOKENIZE_CALL_CHARS} characters of tokenizing (comments and nested scripts included)`),
    );
  });
});
