import { capText } from '../../../src/framework/encoding/cap-text';

const MARKER = '… [truncated by bearing]';
/** Enough text after the interesting part that every case below has to be cut. */
const TAIL = 'x'.repeat(40);

describe('capText', () => {
  test('text within the limit comes back as it is', () => {
    expect([capText('short', 5), capText('', 0)]).toEqual(['short', '']);
  });

  test('a lone surrogate becomes U+FFFD, so a strict JSON parser can read the reply', () => {
    expect([capText('a\ud83db', 10), capText('a\ude00b', 10)]).toEqual(['a\ufffdb', 'a\ufffdb']);
  });

  test('longer text is cut to exactly the limit, the marker included', () => {
    const capped = capText('abcdefghij'.repeat(10), MARKER.length + 4);
    expect(capped).toBe(`abcd${MARKER}`);
  });

  // Each pair sits where the cut would split it: its high half is the last character kept.
  test.each([
    ['U+1F600', '\ud83d\ude00'],
    ['U+10000, the lowest high half', '\ud800\udc00'],
    ['U+10FFFF, the highest high half', '\udbff\udfff'],
  ])('a cut never splits a surrogate pair (%s): the whole pair goes', (_name, pair) => {
    expect(capText(`ab${pair}${TAIL}`, MARKER.length + 3)).toBe(`ab${MARKER}`);
  });

  test('a pair that ends right at the cut is kept whole', () => {
    expect(capText(`a\ud83d\ude00b${TAIL}`, MARKER.length + 3)).toBe(`a\ud83d\ude00${MARKER}`);
  });

  test('a character above the surrogates right at the cut is kept', () => {
    expect(capText(`ab\uff01${TAIL}`, MARKER.length + 3)).toBe(`ab\uff01${MARKER}`);
  });
});
