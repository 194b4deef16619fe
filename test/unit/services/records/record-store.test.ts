import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RecordStore, refusal } from '../../../../src/services/records/record-store';
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

  test('a folder where a record should be is not a regular file', () => {
    const dir = folder();
    mkdirSync(join(dir, 'counter.json'));
    expect(store.read(join(dir, 'counter.json'), [CounterRecord])).toEqual({ kind: 'invalid', message: 'not a regular file' });
  });

  test('a file past a mebibyte is not a record bearing wrote; the message gives the limit and its size', () => {
    const file = join(folder(), 'counter.json');
    writeFileSync(file, ' '.repeat(1024 * 1024 + 1));
    expect(store.read(file, [CounterRecord])).toEqual({ kind: 'invalid', message: 'larger than 1048576 bytes (1048577)' });
  });

  test('a path through a file holds no record, as a missing one does', () => {
    const dir = folder();
    writeFileSync(join(dir, 'plain'), 'x');
    expect(store.read(join(dir, 'plain', 'counter.json'), [CounterRecord])).toEqual({ kind: 'absent' });
  });

  test('a path that cannot be read for another reason is invalid and names the reason', () => {
    const dir = folder();
    symlinkSync(join(dir, 'loop'), join(dir, 'loop'));
    expect(store.read(join(dir, 'loop', 'counter.json'), [CounterRecord])).toEqual({ kind: 'invalid', message: 'cannot read it (ELOOP)' });
  });

  test('a refusal for a newer record names every key it relies on', () => {
    expect(refusal({ kind: 'needs-upgrade', paths: ['owner', 'tags'] }, 'f.json')).toBe(
      'f.json: this record needs a newer bearing; upgrade (it relies on owner, tags)',
    );
  });

  test('an update that changes nothing reports the record it read and writes nothing', async () => {
    const file = join(folder(), 'counter.json');
    store.write(file, counter(4));
    const before = readFileSync(file, 'utf8');
    expect(await store.update(file, [CounterRecord], () => undefined)).toStrictEqual({ kind: 'unchanged', record: counter(4) });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('an update of an absent record that changes nothing reports no record and creates no file', async () => {
    const file = join(folder(), 'counter.json');
    expect(await store.update(file, [CounterRecord], () => undefined)).toStrictEqual({ kind: 'unchanged' });
    expect(existsSync(file)).toBe(false);
  });

  test('only an instance of a record class is written, never a plain object', () => {
    const file = join(folder(), 'counter.json');
    expect(() => store.write(file, { schema: 1, count: 1 } as CounterRecord)).toThrow(
      'refusing to write an invalid Object: an unknown value was passed to the validate function',
    );
    expect(existsSync(file)).toBe(false);
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
