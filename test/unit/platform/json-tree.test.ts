import fc from 'fast-check';
import { jsonValue, JsonSyntaxError, parseJsonTree, placeAt, textPositions, type JsonNode } from '../../../src/platform/json-tree';

const DEPTH = 64;
/** The settings check's reading: plain JSON, nesting bounded; the tree, or the error where it stops being JSON. */
type Outline = { ok: true; root: JsonNode } | { ok: false; offset: number; message: string; tooDeep?: true };
const outline = (text: string): Outline => {
  try {
    return { ok: true, root: parseJsonTree(text, { maxDepth: DEPTH }) };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { ok: false, offset: error.offset, message: error.problem, ...(error.tooDeep && { tooDeep: error.tooDeep }) };
  }
};
const nodeAt = placeAt;
const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
/** The failure as `line:column: message`, or 'ok'. */
const verdict = (text: string): string => {
  const result = outline(text);
  if (result.ok) return 'ok';
  const { line, column } = textPositions(text)(result.offset);
  return `${line}:${column}: ${result.message}`;
};

describe('parseJsonTree: the first character that is not JSON', () => {
  test.each([
    ['', '1:1: expected a value, found the end of the file'],
    ['   \n', '2:1: expected a value, found the end of the file'],
    ['{"branches":', '1:13: expected a value, found the end of the file'],
    ['{"a":1 "b":2}', '1:8: expected "," or "}", found "\\""'],
    ['[1 2]', '1:4: expected "," or "]", found "2"'],
    ['{"a":1,}', '1:8: a comma before "}" (JSON allows no trailing comma)'],
    ['{\n  "protected": ["main",\n  ]\n}', '3:3: a comma before "]" (JSON allows no trailing comma)'],
    ['{,}', '1:2: expected a key in double quotes, found ","'],
    ["{'branches': {}}", '1:2: expected a key in double quotes, found "\'" (JSON strings take double quotes)'],
    ['{\n  // the guard\n  "branches": {}\n}', '2:3: expected a key in double quotes, found "/" (JSON has no comments)'],
    ['{"a" 1}', '1:6: expected ":", found "1"'],
    ['{"a":tru}', '1:9: expected "true", found "}"'],
    ['{"a":True}', '1:6: expected a value, found "T"'],
    ['{"a":nul', '1:9: expected "null", found the end of the file'],
    ['[-]', '1:3: expected a digit, found "]"'],
    ['[1.]', '1:4: expected a digit, found "]"'],
    ['[1e+]', '1:5: expected a digit, found "]"'],
    ['[.5]', '1:2: expected a value, found "."'],
    ['[01]', '1:3: expected "," or "]", found "1"'],
    ['{"a":"x\ty"}', '1:8: unescaped "\\t" (U+0009) in a string'],
    ['{"a":"line\nbreak"}', '1:11: unescaped "\\n" (U+000A) in a string'],
    ['{"a":"\\x"}', '1:8: expected one of b f n r t u " \\ / after a backslash, found "x"'],
    ['{"a":"\\u00G1"}', '1:11: expected a hex digit, found "G"'],
    ['{"a":"never closed', '1:19: expected a closing quote, found the end of the file'],
    ['{} {}', '1:4: expected the end of the file, found "{"'],
    ['\ufeff{}', '1:1: expected a value, found "\ufeff" (U+FEFF)'],
    ['{"a":\u00a01}', '1:6: expected a value, found "\u00a0" (U+00A0)'],
    ['{"a":1}\r\n\r\nx', '3:1: expected the end of the file, found "x"'],
    ['{"a":1}\r\rx', '3:1: expected the end of the file, found "x"'],
    ['{"a":"\ud83d\ude00",x}', '1:11: expected a key in double quotes, found "x"'],
  ])('%j: %s', (text, expected) => {
    expect(verdict(text)).toBe(expected);
    expect(parses(text)).toBe(false);
  });

  test.each([
    '{}',
    '[]',
    '0',
    '-0.5e-7',
    '"\\u00e9\\n\\"\\\\\\/"',
    '"\ud800"',
    ' {"a" : [ 1 , { "b" : null } , true , false ] } ',
    '{"a":1,"a":2}',
    '[[[[]]]]',
  ])('%j is JSON, as JSON.parse says', (text) => {
    expect(verdict(text)).toBe('ok');
    expect(parses(text)).toBe(true);
  });

  test('agrees with JSON.parse on any JSON value, printed any way', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(undefined, 2, '\t', '\r\n '), (value, indent) => {
        expect(outline(JSON.stringify(value, null, indent as never)).ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test('agrees with JSON.parse on broken JSON: one character taken out, put in or changed', () => {
    const edited = fc
      .tuple(fc.json({ maxDepth: 4 }), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', '\\', '-', '.', 'e', '0', ' ', '\n', 'x', '\u0001', '/'))
      .map(([json, at, insert]) => {
        const i = at % (json.length + 1);
        return at % 2 === 0 ? json.slice(0, i) + insert + json.slice(i + 1) : json.slice(0, i) + insert + json.slice(i);
      });
    fc.assert(
      fc.property(fc.oneof(edited, fc.string({ maxLength: 12 })), (text) => {
        expect({ text, scanner: outline(text).ok }).toEqual({ text, scanner: parses(text) });
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseJsonTree: where values and keys start', () => {
  const text = '{\n  "branches": {\n\t"rule": {"push": "no"},\n    "workspaces": [{"glob": "a/**"}, {"preset": 1}]\n  },\n  "x": 1, "x": [true]\n}';
  const result = outline(text);
  const root = result.ok ? result.root : undefined!;
  const at = textPositions(text);

  test('a value at its first character, a key at its opening quote (a tab counts one column)', () => {
    expect(at(nodeAt(root, ['branches']).key!)).toEqual({ line: 2, column: 3 });
    expect(at(nodeAt(root, ['branches']).start)).toEqual({ line: 2, column: 15 });
    expect(at(nodeAt(root, ['branches', 'rule']).key!)).toEqual({ line: 3, column: 2 });
    expect(at(nodeAt(root, ['branches', 'rule', 'push']).start)).toEqual({ line: 3, column: 19 });
    expect(at(root.start)).toEqual({ line: 1, column: 1 });
  });

  test('array items by index; a missing key gives its nearest ancestor; a repeated key its last', () => {
    expect(at(nodeAt(root, ['branches', 'workspaces', '1', 'preset']).start)).toEqual({ line: 4, column: 49 });
    expect(nodeAt(root, ['branches', 'workspaces', '1', 'glob'])).toEqual(nodeAt(root, ['branches', 'workspaces', '1']));
    expect(at(nodeAt(root, ['branches', 'workspaces', '1']).start)).toEqual({ line: 4, column: 38 });
    expect(at(nodeAt(root, ['x']).key!)).toEqual({ line: 6, column: 11 });
    expect(nodeAt(root, ['x', '0']).start).toBe(text.indexOf('true'));
  });

  test('a key written with escapes is found by what it means', () => {
    const escaped = '{"bra\\u006eches": {"pro\\tected": 1}}';
    const parsed = outline(escaped);
    expect(parsed.ok && nodeAt(parsed.root, ['branches', 'pro\tected']).start).toBe(escaped.indexOf('1'));
  });

  test('a character beyond the BMP counts two columns, as in a JavaScript string', () => {
    const emoji = '{"\ud83d\ude00": 1, "b": 2}';
    const parsed = outline(emoji);
    expect(parsed.ok && textPositions(emoji)(nodeAt(parsed.root, ['b']).key!)).toEqual({ line: 1, column: 11 });
  });
});

describe('parseJsonTree: hostile input', () => {
  test(`nesting up to ${DEPTH} levels is read; one more is refused at its bracket`, () => {
    expect(outline('['.repeat(DEPTH) + ']'.repeat(DEPTH)).ok).toBe(true);
    expect(verdict(`{"a":${'['.repeat(DEPTH)}`)).toBe(`1:${6 + DEPTH - 1}: nested deeper than ${DEPTH} levels`);
  });

  test('a million open brackets are refused at the limit, not read to the end', () => {
    const started = Date.now();
    expect(outline('['.repeat(1_000_000))).toEqual({ ok: false, offset: DEPTH, message: `nested deeper than ${DEPTH} levels`, tooDeep: true });
    expect(outline(`${'[{"a":'.repeat(DEPTH / 2)}1${'}]'.repeat(DEPTH / 2)}`).ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('256 KiB of members is outlined, every one', () => {
    const members = Array.from({ length: 20_000 }, (_, i) => `"k${i}": [${i}, "v"]`);
    const big = `{${members.join(',\n')}}`;
    const parsed = outline(big);
    expect(parsed.ok && parsed.root.kind === 'object' && parsed.root.members.length).toBe(20_000);
    expect(parsed.ok && textPositions(big)(nodeAt(parsed.root, ['k19999', '1']).start)).toEqual({ line: 20_000, column: 19 });
  });
});

describe('parseJsonTree: the tree the installers edit', () => {
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
    ['{"a": 1,}', 'a comma before "}" (JSON allows no trailing comma) (line 1, column 9)'],
    ['{\n  "a": 1\n  "b": 2\n}', 'expected "," or "}", found "\\"" (line 3, column 3)'],
    ['// note\n{}', 'expected a value, found "/" (JSON has no comments) (line 1, column 1)'],
    ['{"a": "x\ny"}', 'unescaped "\\n" (U+000A) in a string (line 1, column 9)'],
    ['{"a": 1} x', 'expected the end of the file, found "x" (line 1, column 10)'],
    ['', 'expected a value, found the end of the file (line 1, column 1)'],
  ])('plain JSON: %j is refused with %j (the message names its line and column)', (text, message) => {
    expect(() => parseJsonTree(text)).toThrow(message);
    expect(() => parseJsonTree(text)).toThrow(JsonSyntaxError);
  });

  test('JSONC (OpenCode) takes comments and trailing commas; with `bom`, a byte-order mark is whitespace', () => {
    const text = '\ufeff{\n  // mine\n  "plugin": ["a", /* b */ "c",],\n}\n';
    expect(JSON.stringify(jsonValue(parseJsonTree(text, { jsonc: true, bom: true })))).toBe('{"plugin":["a","c"]}');
    expect(() => parseJsonTree(text, { bom: true })).toThrow(JsonSyntaxError);
    expect(() => parseJsonTree(text, { jsonc: true })).toThrow('expected a value, found "\ufeff" (U+FEFF) (line 1, column 1)');
    expect(() => parseJsonTree('{"a": [1,}', { jsonc: true })).toThrow('expected "]", found "}" (line 1, column 10)');
    expect(() => parseJsonTree('/* open', { jsonc: true })).toThrow('a comment is not closed (line 1, column 1)');
  });

  test('the default depth bound keeps a hostile file from overflowing the stack', () => {
    expect(() => parseJsonTree('['.repeat(100_000))).toThrow('nested deeper than 512 levels (line 1, column 513)');
  });

  test('a "__proto__" key stays data', () => {
    const value = jsonValue(parseJsonTree('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
