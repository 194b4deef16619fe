import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendRecordLine, DAY_MS, lineTime, pruneRecord } from '../../../../src/trace/record/record-file';
import { readRecord } from '../../../../src/trace/record/record-reader';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bearing-record-file-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const NOW = Date.parse('2026-12-02T12:00:00.000Z');
const line = (daysAgo: number, tag: string) => JSON.stringify({ v: 1, time: new Date(NOW - daysAgo * DAY_MS).toISOString(), verdict: 'deny', host: tag });
const write = (file: string, ...lines: string[]) => writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
const hosts = (file: string) => readRecord(file, NOW).lines.map((l) => l.host);

describe('the age bound: 30 days', () => {
  test('lineTime reads the time a line names, or none', () => {
    expect([lineTime(line(0, 'a')), lineTime('{"v":1}'), lineTime('{"time":"not a time"}')]).toEqual([NOW, undefined, undefined]);
  });

  test('pruneRecord drops the lines past 30 days from both files; a file left with none is removed', () => {
    const file = join(dir, 'decisions.jsonl');
    write(`${file}.1`, line(40, 'gone-1'), line(35, 'gone-2'));
    write(file, line(31, 'gone-3'), line(29, 'kept-1'), line(0, 'kept-2'));
    pruneRecord(file, NOW);
    expect(existsSync(`${file}.1`)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(`${line(29, 'kept-1')}\n${line(0, 'kept-2')}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  test('the hook gives a day of slack: a file whose oldest line is 30½ days old is left for later', () => {
    const file = join(dir, 'decisions.jsonl');
    write(file, line(30.5, 'old'), line(0, 'new'));
    appendRecordLine(file, line(0, 'newest'), 1024 * 1024, NOW);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
    // Yet the reader never shows it.
    expect(hosts(file)).toEqual(['new', 'newest']);
    appendRecordLine(file, line(0, 'later'), 1024 * 1024, NOW + DAY_MS);
    expect(hosts(file)).toEqual(['new', 'newest', 'later']);
    expect(readFileSync(file, 'utf8')).not.toContain('"old"');
  });

  test('readRecord reads the rotated file first, and skips what is not a record line of this format', () => {
    const file = join(dir, 'decisions.jsonl');
    write(`${file}.1`, line(2, 'first'));
    write(file, line(1, 'second'), '{"v":2,"time":"2026-12-02T11:00:00.000Z","verdict":"deny","host":"future"}', 'torn {"v":', line(0, 'third'));
    expect(readRecord(file, NOW)).toEqual({ lines: expect.any(Array), unreadable: 2 });
    expect(hosts(file)).toEqual(['first', 'second', 'third']);
  });
});
