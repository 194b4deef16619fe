import fc from 'fast-check';
import { appendAt, JsonShapeError, removeAt } from '../../../src/setup/edit/json/json-edit';
import { jsonValue, parseJsonTree } from '../../../src/platform/json-tree';

const ours = (v: unknown) => (v as { command?: string } | null)?.command === 'bearing';
const entry = { command: 'bearing', timeout: 30 };

describe('appendAt and removeAt: a change to a user file that leaves every other byte as it was', () => {
  test('into an event list of the user: appended after theirs, in their layout, and removed exactly', () => {
    const user = '{\n  "version": 1,\n  "hooks": {\n    "beforeShellExecution": [\n      { "command": "./audit.sh" }\n    ]\n  }\n}\n';
    const added = appendAt(user, ['hooks', 'beforeShellExecution'], [entry]);
    expect(added).toBe(
      '{\n  "version": 1,\n  "hooks": {\n    "beforeShellExecution": [\n      { "command": "./audit.sh" },\n      {\n        "command": "bearing",\n        "timeout": 30\n      }\n    ]\n  }\n}\n',
    );
    expect(removeAt(added, ['hooks', 'beforeShellExecution'], ours)).toBe(user);
  });

  test('a missing key is created with the values below it, and goes again with them', () => {
    const user = '{\n\t"version": 1\n}';
    const added = appendAt(user, ['hooks', 'preToolUse'], [entry, entry]);
    expect(added).toBe(
      '{\n\t"version": 1,\n\t"hooks": {\n\t\t"preToolUse": [\n\t\t\t{\n\t\t\t\t"command": "bearing",\n\t\t\t\t"timeout": 30\n\t\t\t},\n\t\t\t{\n\t\t\t\t"command": "bearing",\n\t\t\t\t"timeout": 30\n\t\t\t}\n\t\t]\n\t}\n}',
    );
    expect(removeAt(added, ['hooks', 'preToolUse'], ours)).toBe(user);
  });

  test('a file on one line stays on one line; CRLF line breaks stay CRLF', () => {
    const compact = '{"version":1,"hooks":{"stop":[{"command":"x"}]}}';
    const added = appendAt(compact, ['hooks', 'stop'], [entry]);
    expect(added).toBe('{"version":1,"hooks":{"stop":[{"command":"x"},{"command":"bearing","timeout":30}]}}');
    expect(removeAt(added, ['hooks', 'stop'], ours)).toBe(compact);
    const crlf = '{\r\n  "hooks": {\r\n    "stop": []\r\n  }\r\n}\r\n';
    expect(appendAt(crlf, ['hooks', 'preToolUse'], [{ command: 'bearing' }])).toBe(
      '{\r\n  "hooks": {\r\n    "stop": [],\r\n    "preToolUse": [\r\n      {\r\n        "command": "bearing"\r\n      }\r\n    ]\r\n  }\r\n}\r\n',
    );
  });

  test('JSONC: comments and a trailing comma of the user stay where they were', () => {
    const user = '{\n  // my plugins\n  "plugin": [\n    "mine", // keep\n  ],\n}\n';
    const added = appendAt(user, ['plugin'], ['/opt/bearing'], { jsonc: true });
    expect(added).toBe('{\n  // my plugins\n  "plugin": [\n    "mine",\n    "/opt/bearing", // keep\n  ],\n}\n');
    expect(removeAt(added, ['plugin'], (v) => v === '/opt/bearing', { jsonc: true })).toBe(user);
  });

  test('a value of another kind on the way is refused, naming it', () => {
    expect(() => appendAt('{"hooks": []}', ['hooks', 'stop'], [entry])).toThrow(new JsonShapeError('"hooks" is not an object'));
    expect(() => appendAt('{"hooks": {"stop": {}}}', ['hooks', 'stop'], [entry])).toThrow(new JsonShapeError('"hooks.stop" is not a list'));
    expect(() => appendAt('[1]', ['hooks'], [entry])).toThrow(new JsonShapeError('the file does not hold a JSON object'));
  });

  test('for any object and layout, appending to any path and removing again gives the same bytes back (fixed seed)', () => {
    const key = fc.constantFrom('hooks', 'preToolUse', 'stop', 'version', 'x');
    fc.assert(
      fc.property(
        fc.dictionary(
          key,
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(key, fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), { maxKeys: 3 })),
        ),
        fc.constantFrom(0, 2, 4, '\t'),
        fc.array(key, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 3 }),
        (object, indent, path, count) => {
          const user = JSON.stringify(object, null, indent);
          let added: string;
          try {
            added = appendAt(
              user,
              path,
              Array.from({ length: count }, () => entry),
            );
          } catch (error) {
            if (error instanceof JsonShapeError) return;
            throw error;
          }
          // What was added is there, and JSON still reads the rest as it was.
          const value = jsonValue(parseJsonTree(added)) as Record<string, unknown>;
          const list = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value) as unknown[];
          expect(list.filter(ours)).toHaveLength(count);
          const removed = removeAt(added, path, ours);
          // The one change allowed: an empty list or object of the user's own on the path goes with what was in it.
          const emptyOnPath = path.some((_, i) =>
            /^(\[\]|\{\})$/.test(JSON.stringify(path.slice(0, i + 1).reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], object)) ?? ''),
          );
          if (!emptyOnPath) expect(removed).toBe(user);
        },
      ),
      { seed: 7, numRuns: 400 },
    );
  });
});
