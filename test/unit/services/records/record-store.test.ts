import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RecordStore } from '../../../../src/services/records/record-store';
import { ensureRuntimeDirectory } from '../../../../src/services/records/runtime-directory';
import { CounterRecord } from '../../../support/counter.record';
import { REPO_ROOT } from '../../../support/fixtures';

const store = new RecordStore();
const counter = (count: number, extra: Partial<CounterRecord> = {}) => Object.assign(new CounterRecord(), { schema: 1, count, ...extra });
const folder = () => mkdtempSync(join(tmpdir(), 'bearing-records-'));

describe('RecordStore', () => {
  test('write then read; the file is pretty JSON and no temporary file is left behind', () => {
    const dir = folder();
    const file = join(dir, 'state', 'counter.json');
    store.write(file, counter(2));
    expect(store.read(file, [CounterRecord])).toMatchObject({ kind: 'ok', record: { schema: 1, count: 2 } });
    expect(readFileSync(file, 'utf8')).toBe('{\n  "schema": 1,\n  "count": 2\n}\n');
    expect(readdirSync(join(dir, 'state'))).toEqual(['counter.json']);
  });

  test('writing is strict: an invalid record throws and the file keeps its content', () => {
    const file = join(folder(), 'counter.json');
    store.write(file, counter(1));
    expect(() => store.write(file, counter(-1))).toThrow('refusing to write an invalid CounterRecord: count must not be less than 0');
    expect(() => store.write(file, Object.assign(counter(1), { stray: true }))).toThrow('refusing to write an invalid CounterRecord: unknown key "stray"');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ schema: 1, count: 1 });
  });

  test('an absent file reads as absent; garbage reads as invalid with a reason', () => {
    const dir = folder();
    expect(store.read(join(dir, 'none.json'), [CounterRecord])).toEqual({ kind: 'absent' });
    writeFileSync(join(dir, 'bad.json'), '{"schema":1,');
    expect(store.read(join(dir, 'bad.json'), [CounterRecord])).toEqual({ kind: 'invalid', message: expect.stringMatching(/^not valid JSON: /) });
  });

  test('an update of a record that needs a newer bearing is refused and leaves the file byte for byte', async () => {
    const file = join(folder(), 'counter.json');
    const newer = '{"schema":2,"critical":["owner.id"],"count":5,"owner":{"id":"x"}}';
    writeFileSync(file, newer);
    const result = await store.update(file, [CounterRecord], (c) => counter((c?.count ?? 0) + 1));
    expect(result).toEqual({ kind: 'refused', message: `${file}: this record needs a newer bearing; upgrade (it relies on owner)` });
    expect(readFileSync(file, 'utf8')).toBe(newer);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  test('an update drops keys it does not know (that are not critical) and goes on', async () => {
    const file = join(folder(), 'counter.json');
    writeFileSync(file, '{"schema":1,"count":5,"note":"from a newer bearing"}');
    expect(await store.update(file, [CounterRecord], (c) => counter((c?.count ?? 0) + 1))).toMatchObject({ kind: 'written', record: { count: 6 } });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ schema: 1, count: 6 });
  });

  test('ensureRuntimeDirectory creates .bearing/ with a .gitignore that ignores everything in it', () => {
    const root = folder();
    const dir = ensureRuntimeDirectory(root);
    expect(dir).toBe(join(root, '.bearing'));
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('# bearing runtime state: never committed\n*\n');
    expect(ensureRuntimeDirectory(root)).toBe(dir);
  });

  test('twenty processes updating one record at once lose no update and never corrupt it', async () => {
    const file = join(folder(), 'counter.json');
    const run = promisify(execFile);
    const script = join(REPO_ROOT, 'test', 'support', 'bump-counter.ts');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => run(process.execPath, ['-r', 'reflect-metadata', '-r', 'esbuild-register', script, file], { cwd: REPO_ROOT })),
    );
    expect(results.map((r) => r.stdout)).toEqual(Array(20).fill('written'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ schema: 1, count: 20 });
  }, 60_000);
});
