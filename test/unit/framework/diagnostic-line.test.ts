import { diagnosticLine, oneLine } from '../../../src/framework/run-failure';

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
});

describe('oneLine: all a call has to say, as one stderr line', () => {
  test('none or one line stays as it is', () => {
    expect([oneLine([]), oneLine(['bearing: a'])]).toEqual([[], ['bearing: a']]);
  });

  test('several join after semicolons, the prefix kept once', () => {
    expect(oneLine(['bearing: plan scan skipped .: EACCES', 'bearing: session memory is off'])).toEqual(['bearing: plan scan skipped .: EACCES; session memory is off']);
  });

  test('bounded: a thousand characters at most, the cut marked', () => {
    const [line] = oneLine([diagnosticLine('a'.repeat(600)), diagnosticLine('b'.repeat(600)), diagnosticLine('c'.repeat(600))]);
    expect([line?.length, line?.endsWith('c…')]).toEqual([1000, true]);
  });
});
