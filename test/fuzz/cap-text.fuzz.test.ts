import fc from 'fast-check';
import { capText } from '../../src/framework/encoding/cap-text';
import { fuzzParameters, fuzzRuns } from './support/fuzz-settings';

/** Every text bearing sends a host passes capText: whatever it is given, what comes back fits, and can be written. */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MARKER = '… [truncated by bearing]';

describe('capText (fuzz)', () => {
  test('within the limit, well-formed, and the text itself or its start and the marker', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.array(fc.constantFrom('a', '🙂', '\ud800', '\udc00', '漢'), { maxLength: 300 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: MARKER.length, max: 400 }), (input, limit) => {
        const out = capText(input, limit);
        const whole = input.replace(new RegExp(LONE.source, 'g'), '\ufffd');
        expect(out.length).toBeLessThanOrEqual(limit);
        expect(LONE.test(out)).toBe(false);
        if (whole.length <= limit) expect(out).toBe(whole);
        else expect(whole.startsWith(out.slice(0, -MARKER.length)) && out.endsWith(MARKER)).toBe(true);
      }),
      fuzzParameters(fuzzRuns(1_000)),
    );
  });

  test('a cut that falls inside a surrogate pair keeps neither half (fuzz: seed 20261201, odd shell text, path 17:3:1:1:1)', () => {
    const out = capText(`aaaa${'🙂'.repeat(20)}`, 5 + MARKER.length);
    expect(out).toBe(`aaaa${MARKER}`);
  });

  test('a lone surrogate from a payload becomes U+FFFD (fuzz: seed 20261201, Codex payloads edited, path 162:1:1:1:7:7:7)', () => {
    expect(capText('.bearing/a\ud800b', 100)).toBe('.bearing/a\ufffdb');
    expect(capText('\udc00', 100)).toBe('\ufffd');
    expect(capText('🙂', 100)).toBe('🙂');
  });
});
