import fc from 'fast-check';
import { jsonValue, JsonSyntaxError, parseJsonTree } from '../../../src/setup/edit/json/json-tree';

describe('parseJsonTree', () => {
  test('gives the value JSON.parse gives, for any JSON text (fixed seed)', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom(0, 2, '\t'), (text, indent) => {
        const formatted = JSON.stringify(JSON.parse(text), null, indent);
        expect(JSON.stringify(jsonValue(parseJsonTree(formatted)))).toBe(JSON.stringify(JSON.parse(formatted)));
      }),
      { seed: 11, numRuns: 300 },
    );
  });

  test('each member and element knows where it is in the text', () => {
    const text = '{ "a": [1, {"b": true}], "c": "x" }';
    const root = parseJsonTree(text);
    if (root.kind !== 'object') throw new Error('not an object');
    expect(root.members.map((m) => [m.key, text.slice(m.start, m.value.end)])).toEqual([
      ['a', '"a": [1, {"b": true}]'],
      ['c', '"c": "x"'],
    ]);
  });

  test.each([
    ['{"a": 1,}', 'a comma before } (line 1, column 9)'],
    ['{\n  "a": 1\n  "b": 2\n}', 'expected , or } (line 3, column 3)'],
    ['// note\n{}', 'unexpected "/" (line 1, column 1)'],
    ['{"a": "x\ny"}', 'a control character inside a string (line 1, column 9)'],
    ['{"a": 1} x', 'unexpected text after the JSON value (line 1, column 10)'],
    ['', 'the text ends where a value should be (line 1, column 1)'],
  ])('plain JSON: %j is refused with %j', (text, message) => {
    expect(() => parseJsonTree(text)).toThrow(new JsonSyntaxError(message));
  });

  test('JSONC (OpenCode) takes comments and trailing commas; a byte-order mark is whitespace', () => {
    const text = '\ufeff{\n  // mine\n  "plugin": ["a", /* b */ "c",],\n}\n';
    expect(JSON.stringify(jsonValue(parseJsonTree(text, { jsonc: true })))).toBe('{"plugin":["a","c"]}');
    expect(() => parseJsonTree(text)).toThrow(JsonSyntaxError);
  });

  test('a "__proto__" key stays data', () => {
    const value = jsonValue(parseJsonTree('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
