import { blockBody, blockMarkers, BrokenBlockError, withBlock, withoutBlock } from '../../../src/setup/edit/toml/marked-block';

const markers = blockMarkers('kimi-code');
const START = '# >>> bearing: added by `bearing install --host kimi-code`; `bearing uninstall --host kimi-code` removes it';
const body = '[[hooks]]\nevent = "PreToolUse"\n';

describe("bearing's block in a TOML file", () => {
  test('is appended after the last byte of the file, on lines of its own, and says who wrote it', () => {
    expect(withBlock('telemetry = false\n', markers, body)).toBe(`telemetry = false\n\n${START}\n[[hooks]]\nevent = "PreToolUse"\n# <<< bearing\n`);
    expect(withBlock(null, markers, body)).toBe(`\n${START}\n[[hooks]]\nevent = "PreToolUse"\n# <<< bearing\n`);
  });

  test.each([
    ['a file that ends with a line break', 'a = 1\n'],
    ['a file without a last line break', 'a = 1 # note'],
    ['an empty file', ''],
    ['CRLF line breaks', 'a = 1\r\n[x]\r\nb = "y"\r\n'],
    ['blank lines at the end', '# only a comment\n\n\n'],
  ])('%s: removing the block gives the file back byte for byte', (_name, text) => {
    const installed = withBlock(text, markers, body);
    expect(withoutBlock(installed, markers)).toBe(text);
    // Rewritten in place (another bearing's entries), it still comes off the same way.
    expect(withoutBlock(withBlock(installed, markers, '[[hooks]]\nevent = "Stop"\n'), markers)).toBe(text);
  });

  test('installing the same body again changes nothing; a new body replaces the old one where it is', () => {
    const installed = withBlock('a = 1\n', markers, body);
    expect(withBlock(installed, markers, body)).toBe(installed);
    const withTail = `${installed}[mine]\nx = 1\n`;
    expect(withBlock(withTail, markers, 'y = 2\n')).toBe(`a = 1\n\n${START}\ny = 2\n# <<< bearing\n[mine]\nx = 1\n`);
    expect(blockBody(withTail, markers)).toBe(body);
  });

  test('a start line without its end line is refused: bearing cannot tell what is its own', () => {
    expect(() => withoutBlock(`a = 1\n${START}\n[[hooks]]\n`, markers)).toThrow(BrokenBlockError);
    expect(() => withBlock(`${START}\n`, markers, body)).toThrow(BrokenBlockError);
  });

  test('a file without the block is left as it is', () => {
    expect(withoutBlock('a = 1\n# <<< bearing\n', markers)).toBe('a = 1\n# <<< bearing\n');
    expect(blockBody('a = 1\n', markers)).toBeUndefined();
  });
});
