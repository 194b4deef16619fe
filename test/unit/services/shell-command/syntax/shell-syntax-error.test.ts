import { ShellSyntaxError } from '../../../../../src/services/shell-command/syntax/shell-syntax-error';

describe('ShellSyntaxError', () => {
  test('names itself, so a logged or serialized error says which kind it was', () => {
    const error = new ShellSyntaxError('unclosed quote');
    expect(error.name).toBe('ShellSyntaxError');
    expect(String(error)).toBe('ShellSyntaxError: unclosed quote');
    expect(error).toBeInstanceOf(Error);
  });
});
