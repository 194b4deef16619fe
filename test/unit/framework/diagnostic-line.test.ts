import { diagnosticLine, errorLine, oneLine } from '../../../src/framework/run-failure';

describe('diagnosticLine', () => {
  test('one line with the bearing prefix, however many lines the text had', () => {
    expect(diagnosticLine('boom\n    at secret.ts:1\r\n  more')).toBe('bearing: boom at secret.ts:1 more');
    expect(diagnosticLine('bearing: already prefixed')).toBe('bearing: already prefixed');
  });

  test('control characters from a payload never reach the terminal', () => {
    expect(diagnosticLine('bad byte \u001b[31mred\u0007 and \u0000 nul')).toBe('bearing: bad byte ?[31mred? and ? nul');
  });

  test('the message is bounded to 400 characters (after the prefix), with a visible cut', () => {
    const line = diagnosticLine('x'.repeat(1000));
    expect(line).toHaveLength('bearing: '.length + 400);
    expect(line.endsWith('x…')).toBe(true);
  });

  test('a message of exactly 400 characters is kept whole', () => {
    expect(diagnosticLine('y'.repeat(400))).toBe(`bearing: ${'y'.repeat(400)}`);
  });

  test('spaces and line breaks around the message are trimmed', () => {
    expect(diagnosticLine('  boom  \n')).toBe('bearing: boom');
  });
});

describe('oneLine: all a call has to say, as one stderr line', () => {
  test('none or one line stays as it is', () => {
    expect([oneLine([]), oneLine(['bearing: a'])]).toEqual([[], ['bearing: a']]);
  });

  test('several join after semicolons, the prefix kept once', () => {
    expect(oneLine(['bearing: plan scan skipped .: EACCES', 'bearing: session memory is off'])).toEqual([
      'bearing: plan scan skipped .: EACCES; session memory is off',
    ]);
  });

  test('bounded: a thousand characters at most, the cut marked', () => {
    const [line] = oneLine([diagnosticLine('a'.repeat(600)), diagnosticLine('b'.repeat(600)), diagnosticLine('c'.repeat(600))]);
    expect([line?.length, line?.endsWith('c…')]).toEqual([1000, true]);
  });

  test('a line of exactly a thousand characters is kept whole', () => {
    const second = `bearing: ${'b'.repeat(1000 - 'bearing: a; '.length)}`;
    expect(oneLine(['bearing: a', second])).toEqual([`bearing: a; ${'b'.repeat(1000 - 'bearing: a; '.length)}`]);
  });

  test('only a leading prefix is dropped; one quoted inside a line stays', () => {
    expect(oneLine(['bearing: a', 'hook said bearing: b'])).toEqual(['bearing: a; hook said bearing: b']);
  });
});

describe('errorLine: the first line of what was thrown', () => {
  test("an error's message, without the rest of its lines", () => {
    expect([errorLine(new Error('first\r\nsecond')), errorLine('text\nmore'), errorLine(42)]).toEqual(['first', 'text', '42']);
  });

  test('a value that cannot even be turned into text still says something', () => {
    expect(errorLine(Object.create(null))).toBe('a thrown value that cannot be shown');
  });
});
