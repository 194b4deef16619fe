import { token } from '../../../../../../src/services/shell-command/interpreters/scan/code-token';
import { TokenList } from '../../../../../../src/services/shell-command/interpreters/scan/token-list';

/** One token per character, for bracket structure. */
const list = (text: string) =>
  new TokenList(
    [...text].map((c, i) => token(/[a-z]/.test(c) ? 'name' : 'punct', c, i, i + 1)),
    text,
  );

describe('TokenList', () => {
  test('pairs brackets', () => {
    const l = list('f(a,[b],c)');
    expect(l.closerOf(1)).toBe(9);
    expect(l.closerOf(4)).toBe(6);
    expect(l.split(2, 9)).toEqual([
      [2, 3],
      [4, 7],
      [8, 9],
    ]);
  });

  test('an unclosed bracket runs to the end', () => {
    expect(list('(a').closerOf(0)).toBe(2);
  });

  test('a closer of an outer group closes the inner ones there, so groups always nest', () => {
    const l = list('([a)b');
    expect(l.closerOf(0)).toBe(3);
    expect(l.closerOf(1)).toBe(3);
  });

  test('a stray closer is left alone', () => {
    const l = list('a)(b)');
    expect(l.closerOf(2)).toBe(4);
    expect(l.isOpener(1)).toBe(false);
  });

  test('endOf stops at a top-level match or a closer of an enclosing group', () => {
    const l = list('a(;);b)c');
    expect(l.endOf(0, 8, (i) => l.isPunct(i, ';'))).toBe(4);
    expect(l.endOf(5, 8, () => false)).toBe(6);
  });

  test('text is the source of a range', () => {
    expect(list('f(a)').text(1, 4)).toBe('(a)');
    expect(list('f(a)').text(2, 2)).toBe('');
  });
});
