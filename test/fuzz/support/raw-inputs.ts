import fc from 'fast-check';

/**
 * Stdin that is not one of the host's payloads at all: random JSON, random bytes, a payload with invalid UTF-8
 * in it, a payload cut short, empty or blank stdin. `texts` are real payloads of the host (and of others) to
 * damage.
 */
export function rawInput(texts: readonly string[]): fc.Arbitrary<string | Buffer> {
  const text = fc.constantFrom(...texts);
  const invalidUtf8 = fc.constantFrom([0x80], [0xff], [0xfe, 0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]);
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc.record({ text, at: fc.nat(), bytes: invalidUtf8 }).map(({ text, at, bytes }) => {
      const whole = Buffer.from(text, 'utf8');
      const cut = at % (whole.length + 1);
      return Buffer.concat([whole.subarray(0, cut), Buffer.from(bytes), whole.subarray(cut)]);
    }),
    fc.record({ text, at: fc.nat() }).map(({ text, at }) => text.slice(0, at % Math.max(1, text.length))),
    fc.constantFrom(
      '',
      ' ',
      '\n',
      '\r\n',
      '\t\n ',
      '\ufeff',
      '\ufeff\ufeff{}',
      '{}\n{}',
      '{"a":1}{"b":2}',
      'null',
      'true',
      '[]',
      '""',
      '0',
      '-0',
      '1e999',
      '{"__proto__":{"polluted":true}}',
    ),
    fc
      .record({ text, prefix: fc.constantFrom('\ufeff', ' ', '\n', '\u0000', ")]}'\n"), suffix: fc.constantFrom('', '\n', '\u0000', ' garbage', '\n{}') })
      .map(({ text, prefix, suffix }) => `${prefix}${text}${suffix}`),
  );
}
