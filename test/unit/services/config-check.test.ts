import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkConfigFile, checkConfigText } from '../../../src/services/config/config-check';
import { parseConfigText } from '../../../src/services/config/workspace-config.reader';

/** Each problem as `line:column: message`, the way `bearing config validate` prints it after the file name. */
const lines = (text: string) => checkConfigText(text).problems.map((p) => `${p.at ? `${p.at.line}:${p.at.column}: ` : ''}${p.message}`);

describe('checkConfigText: every problem in a file, in the order of the text', () => {
  test('one per key, each where it is, the near miss named for a mistyped key', () => {
    const text = [
      '{',
      '  "$schema": "./node_modules/bearing-hooks/schema/bearing.config.schema.json",',
      '  "branches": {',
      '    "preset": "git-flow",',
      '    "protected": "main",',
      '    "rule": { "push": "no" },',
      '    "workspaces": [{ "glob": "svc/**", "rules": { "comit": true } }, { "preset": "gitflow" }]',
      '  },',
      '  "policies": { "activation": "off", "closeout": null },',
      '  "capabilites": {}',
      '}',
    ].join('\n');
    expect(lines(text)).toEqual([
      '4:15: branches.preset must be one of the following values: github-flow, gitflow, trunk-based, custom (did you mean "gitflow"?)',
      '5:18: branches.protected must be an array',
      '6:5: unknown key "branches.rule" (did you mean "rules"?)',
      '7:51: unknown key "branches.workspaces.0.rules.comit" (did you mean "commit"?)',
      '7:70: branches.workspaces.1.glob must be a string',
      '9:31: policies.activation must be a boolean value',
      '9:50: "policies.closeout" is null; leave the key out instead',
      '10:3: unknown key "capabilites" (did you mean "capabilities"?)',
    ]);
    // The hook reports the first of them, in the same words.
    expect(parseConfigText(text)).toEqual({
      ok: false,
      error: 'branches.preset must be one of the following values: github-flow, gitflow, trunk-based, custom (did you mean "gitflow"?)',
      at: { line: 4, column: 15 },
    });
  });

  test('a value outside a fixed list names the near miss, and none where nothing is near', () => {
    expect(lines('{"unreadable":"dney","branches":{"rules":{"push":"ak","commit":"maybe"}}}')).toEqual([
      '1:15: unreadable must be one of the following values: allow, ask, deny (did you mean "deny"?)',
      '1:50: branches.rules.push must be one of the following values: true, false, deny, ask (did you mean "ask"?)',
      '1:64: branches.rules.commit must be one of the following values: true, false, deny, ask',
    ]);
  });

  test('each problem names its key path, for --json', () => {
    expect(checkConfigText('{"branches":{"rule":{}},"policies":{"closeout":1}}').problems.map((p) => p.key)).toEqual(['branches.rule', 'policies.closeout']);
  });

  test('nothing is said about what lies under an unknown key, nor twice about one key', () => {
    expect(lines('{"brnaches":{"preset":null,"protected":1},"x":null}')).toEqual([
      '1:2: unknown key "brnaches" (did you mean "branches"?)',
      '1:43: unknown key "x"',
    ]);
    expect(lines('{"branches":{"rules":[{"push":"no"}]}}')).toEqual(['1:22: branches.rules must be an object']);
  });

  test('a null inside a list item is named and placed by its full path', () => {
    expect(lines('{"branches":{"workspaces":[{"glob":"a"},{"glob":"b","preset":null}]}}')).toEqual([
      '1:62: "branches.workspaces.1.preset" is null; leave the key out instead',
    ]);
  });

  test('a syntax error is the one problem: nothing else can be placed', () => {
    expect(lines('{"brnaches": {}, "policies": {"activation": off}}')).toEqual(['1:45: not valid JSON: expected a value, found "o"']);
  });

  test('a valid file gives its settings and no problem; a byte order mark is not one', () => {
    const check = checkConfigText('\ufeff{"branches":{"preset":"gitflow","rules":{"push":"ask"}},"policies":{"taskOffer":false}}');
    expect(check).toEqual({ config: expect.objectContaining({ branches: expect.objectContaining({ preset: 'gitflow' }) }), problems: [] });
  });

  test('a key is quoted as JSON quotes it, and cut short: a message stays one line of a sensible length', () => {
    expect(lines('{"a\\nb": 1, "branches": {"x\\u0000": null}}')).toEqual(['1:2: unknown key "a\\nb"', '1:26: unknown key "branches.x\\u0000"']);
    expect(lines(`{"${'k'.repeat(100_000)}": 1}`)).toEqual([`1:2: unknown key "${'k'.repeat(100)}…"`]);
    expect(lines('{"branches": {"\\"": null}}')).toEqual(['1:15: unknown key "branches.\\""']);
  });

  test('a repeated key is checked as JSON.parse keeps it (the last) and placed there', () => {
    expect(lines('{"policies":{"closeout":false},\n"policies":{"closeout":"no"}}')).toEqual(['2:24: policies.closeout must be a boolean value']);
    expect(lines('{"policies":{"closeout":"no"},\n"policies":{"closeout":false}}')).toEqual([]);
  });
});

describe('checkConfigText: hostile input never throws', () => {
  test('a key given twice does not hide its first, too deep, value: counted on the text, as the placed check counts', () => {
    // The quick check once measured the parsed value, which keeps only the last `branches` (review of issue 12).
    const hidden = `{"branches": ${'['.repeat(40)}${']'.repeat(40)}, "branches": {}}`;
    expect(lines(hidden)).toEqual(['1:45: nested deeper than 32 levels']);
  });

  test('nesting ten thousand deep (which overflowed the stack of class-transformer before) is refused at the limit', () => {
    const deep = `{"branches":{"workspaces":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    expect(lines(deep)).toEqual(['1:57: nested deeper than 32 levels']);
    expect(lines(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)).toEqual(['1:161: nested deeper than 32 levels']);
  });

  test('an array in an array where a list of objects belongs is refused, not validated item by item', () => {
    expect(lines('{"branches":{"workspaces":[[{"glob":"a"}],[]]}}')).toEqual(['1:27: each value in branches.workspaces must be an object']);
  });

  test('thousands of problems in a file of the largest size are all placed, quickly', () => {
    const members = Array.from({ length: 12_000 }, (_, i) => `"k${i}":${i}`);
    const text = `{${members.join(',\n')}}`;
    expect(text.length).toBeLessThan(256 * 1024);
    const started = Date.now();
    const found = lines(text);
    expect(found).toHaveLength(12_000);
    expect(found[11_999]).toBe('12000:1: unknown key "k11999"');
    // A bound for a hang, not a speed target (those live in npm run bench): ~0.3 s alone, 5.7 s seen on a loaded
    // 2-core machine.
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  test('bytes that are not UTF-8 (a file saved as UTF-16, say) are named at the first of them, wherever it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bearing-config-'));
    const write = (name: string, ...parts: Buffer[]) => {
      writeFileSync(join(dir, name), Buffer.concat(parts));
      return checkConfigFile(join(dir, name))!.problems.map((p) => `${p.at?.line}:${p.at?.column}: ${p.message}`);
    };
    // Inside a string, U+FFFD would make a branch name that matches nothing; outside, JSON that is not.
    expect(write('a.json', Buffer.from('{"branches": {\n  "protected": ["ma'), Buffer.from([0xc3, 0x28]), Buffer.from('in"]}}'))).toEqual([
      '2:20: not valid UTF-8 (save the file as UTF-8)',
    ]);
    expect(write('b.json', Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"x": 1} '), Buffer.from([0xff]))).toEqual([
      '1:10: not valid UTF-8 (save the file as UTF-8)',
    ]);
    expect(write('c.json', Buffer.from('\ufeff{"x":1}', 'utf16le'))).toEqual(['1:1: not valid UTF-8 (save the file as UTF-8)']);
    expect(write('d.json', Buffer.from('\ufeff{"brnaches":{}}', 'utf8'))).toEqual(['1:2: unknown key "brnaches" (did you mean "branches"?)']);
  });

  test('a file that is not there is no file (undefined); one that is not a regular file is a problem without a place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bearing-config-'));
    expect(checkConfigFile(join(dir, 'none.json'))).toBeUndefined();
    expect(checkConfigFile(dir)).toEqual({ problems: [{ message: 'not a regular file' }] });
  });

  test('a file that cannot be opened is a problem without a place, naming the reason', () => {
    // A path through a regular file: the open fails (ENOTDIR) whoever runs the test, root included.
    const dir = mkdtempSync(join(tmpdir(), 'bearing-config-'));
    writeFileSync(join(dir, 'plain'), '{}');
    expect(checkConfigFile(join(dir, 'plain', 'bearing.config.json'))).toEqual({ problems: [{ message: 'cannot read it (ENOTDIR)' }] });
  });
});
