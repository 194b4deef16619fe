import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sinceTime } from '../../../../src/cli/commands/log.command';
import { recordTarget } from '../../../../src/trace/record/record-target';

let home: string;
beforeEach(() => (home = mkdtempSync(join(tmpdir(), 'bearing-record-target-'))));
afterEach(() => rmSync(home, { recursive: true, force: true }));

const CONFIG = () => join(home, '.config', 'bearing', 'config.json');
const userConfig = (text: string) => {
  mkdirSync(join(home, '.config', 'bearing'), { recursive: true });
  writeFileSync(CONFIG(), text);
};

describe('where the record goes', () => {
  test('by default: decisions/decisions.jsonl in the user cache folder', () => {
    expect(recordTarget({ HOME: home })).toEqual({ kind: 'file', file: join(home, '.cache', 'bearing', 'decisions', 'decisions.jsonl') });
    expect(recordTarget({ HOME: home, BEARING_CACHE_DIR: '/c' })).toEqual({ kind: 'file', file: '/c/decisions/decisions.jsonl' });
  });

  test('nowhere without a cache folder (a relative one does not count)', () => {
    expect(recordTarget({ BEARING_CACHE_DIR: 'relative' })).toEqual({ kind: 'nowhere' });
  });

  test('"record": false in the user-level config turns it off, and says where the record was', () => {
    userConfig('{"record": false}');
    expect(recordTarget({ HOME: home })).toEqual({
      kind: 'off',
      by: `"record": false in ${CONFIG()}`,
      file: join(home, '.cache', 'bearing', 'decisions', 'decisions.jsonl'),
    });
  });

  test.each(['{"record": true}', '{"record": "no"}', '{"trace": "t.jsonl"}', '{ broken', '{"policies": {"record": false}}'])(
    'anything but a top-level false leaves it on: %s',
    (text) => {
      userConfig(text);
      expect(recordTarget({ HOME: home }).kind).toBe('file');
    },
  );

  test.each(['0', 'off', 'FALSE', 'no'])('BEARING_RECORD=%s turns it off', (value) => {
    expect(recordTarget({ HOME: home, BEARING_RECORD: value })).toMatchObject({ kind: 'off', by: `BEARING_RECORD=${value}` });
  });

  test('BEARING_RECORD=<absolute file> records there; a relative one is not taken (never the working directory)', () => {
    expect(recordTarget({ HOME: home, BEARING_RECORD: '/var/tmp/r.jsonl' })).toEqual({ kind: 'file', file: '/var/tmp/r.jsonl' });
    expect(recordTarget({ HOME: home, BEARING_RECORD: 'r.jsonl' })).toEqual({
      kind: 'file',
      file: join(home, '.cache', 'bearing', 'decisions', 'decisions.jsonl'),
    });
  });
});

describe('bearing log --since', () => {
  const NOW = Date.parse('2026-12-02T12:00:00.000Z');
  test.each([
    ['30m', NOW - 30 * 60_000],
    ['2h', NOW - 2 * 3_600_000],
    ['7d', NOW - 7 * 86_400_000],
    ['1w', NOW - 7 * 86_400_000],
    ['2026-12-01', Date.parse('2026-12-01T00:00:00.000Z')],
    ['2026-12-01T09:00Z', Date.parse('2026-12-01T09:00:00.000Z')],
  ])('%s', (value, expected) => {
    expect(sinceTime(value, NOW)).toBe(expected);
  });

  test.each(['yesterday', '2h ago', '12', '-1d', ''])('%j is a usage error', (value) => {
    expect(() => sinceTime(value, NOW)).toThrow(/--since takes a duration/);
  });
});
