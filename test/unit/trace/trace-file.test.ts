import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ABANDONED_LOCK_MS, appendTraceLine } from '../../../src/trace/trace-file';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'bearing-trace-file-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the trace file', () => {
  test('created 0600 in a folder created 0700, whatever the umask; each line appended whole', () => {
    const file = join(dir, 'new', 'folder', 'trace.jsonl');
    const umask = process.umask(0);
    try {
      expect(appendTraceLine(file, '{"a":1}')).toBeUndefined();
      expect(appendTraceLine(file, '{"b":2}\n')).toBeUndefined();
    } finally {
      process.umask(umask);
    }
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n{"b":2}\n');
    expect({ file: mode(file), folder: mode(join(dir, 'new', 'folder')) }).toEqual({ file: 0o600, folder: 0o700 });
  });

  test('an existing file others may read is refused, left as it was, and never widened or narrowed', () => {
    const file = join(dir, 'trace.jsonl');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o644);
    expect(appendTraceLine(file, '{"a":1}')).toBe('others may read or write it (mode 644; chmod 600 it)');
    expect({ text: readFileSync(file, 'utf8'), mode: mode(file) }).toEqual({ text: 'old\n', mode: 0o644 });
    chmodSync(file, 0o600);
    expect(appendTraceLine(file, '{"a":1}')).toBeUndefined();
    expect({ text: readFileSync(file, 'utf8'), mode: mode(file) }).toEqual({ text: 'old\n{"a":1}\n', mode: 0o600 });
  });

  test('a file another user owns is refused (run as root, where the test can give it away)', () => {
    const file = join(dir, 'trace.jsonl');
    writeFileSync(file, 'theirs\n', { mode: 0o600 });
    if (process.getuid?.() !== 0) return;
    chownSync(file, 65534, 65534);
    expect(appendTraceLine(file, '{"a":1}')).toBe('another user owns it');
    expect(readFileSync(file, 'utf8')).toBe('theirs\n');
  });

  test('a symbolic link at the path is refused, and its target untouched; a folder at the path is refused', () => {
    const target = join(dir, 'elsewhere');
    writeFileSync(target, 'keep\n', { mode: 0o600 });
    symlinkSync(target, join(dir, 'link.jsonl'));
    expect(appendTraceLine(join(dir, 'link.jsonl'), '{"a":1}')).toBe('it is a symbolic link');
    expect(readFileSync(target, 'utf8')).toBe('keep\n');
    expect(appendTraceLine(dir, '{"a":1}')).toMatch(/^cannot open it \(EISDIR\)$|^it is not a plain file$/);
  });

  test('past its bound it becomes <file>.1 (replacing an older one) and a new file starts, 0600: never more than twice the bound', () => {
    const file = join(dir, 'trace.jsonl');
    const line = (n: number) => `{"n":${n},"pad":"${'x'.repeat(80)}"}`;
    for (let n = 0; n < 30; n++) expect(appendTraceLine(file, line(n), 1000)).toBeUndefined();
    const current = readFileSync(file, 'utf8').trim().split('\n');
    const rotated = readFileSync(`${file}.1`, 'utf8').trim().split('\n');
    expect(statSync(file).size).toBeLessThanOrEqual(1000);
    expect(statSync(`${file}.1`).size).toBeLessThanOrEqual(1000);
    // Every line is whole, and the newest are kept, in order.
    expect([...rotated, ...current].map((l) => JSON.parse(l).n)).toEqual(
      Array.from({ length: rotated.length + current.length }, (_, i) => 30 - rotated.length - current.length + i),
    );
    expect(current.at(-1)).toBe(line(29));
    expect({ current: mode(file), rotated: mode(`${file}.1`) }).toEqual({ current: 0o600, rotated: 0o600 });
    expect(existsSync(`${file}.2`)).toBe(false);
  });

  test('a rotation leaves no lock behind', () => {
    const file = join(dir, 'trace.jsonl');
    writeFileSync(file, `${'x'.repeat(995)}\n`, { mode: 0o600 });
    expect(appendTraceLine(file, '{"n":1}', 1000)).toBeUndefined();
    expect(readdirSync(dir).sort()).toEqual(['trace.jsonl', 'trace.jsonl.1']);
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n');
  });

  test('while another hook holds the rotation lock: no second rotation, the line joins the open file, the lock is left to its holder', () => {
    const file = join(dir, 'trace.jsonl');
    const full = `${'x'.repeat(995)}\n`;
    writeFileSync(file, full, { mode: 0o600 });
    writeFileSync(`${file}.lock`, '', { mode: 0o600 });
    expect(appendTraceLine(file, '{"n":1}', 1000)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe(`${full}{"n":1}\n`);
    expect(readdirSync(dir).sort()).toEqual(['trace.jsonl', 'trace.jsonl.lock']);
  });

  test('a lock a killed hook left (older than ABANDONED_LOCK_MS) is taken over: the file rotates and the lock is gone', () => {
    const file = join(dir, 'trace.jsonl');
    writeFileSync(file, `${'x'.repeat(995)}\n`, { mode: 0o600 });
    writeFileSync(`${file}.lock`, '', { mode: 0o600 });
    const past = (Date.now() - ABANDONED_LOCK_MS - 1000) / 1000;
    utimesSync(`${file}.lock`, past, past);
    expect(appendTraceLine(file, '{"n":1}', 1000)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n');
    expect(readdirSync(dir).sort()).toEqual(['trace.jsonl', 'trace.jsonl.1']);
  });

  test('a lock just under ABANDONED_LOCK_MS old is still held', () => {
    const file = join(dir, 'trace.jsonl');
    writeFileSync(file, `${'x'.repeat(995)}\n`, { mode: 0o600 });
    writeFileSync(`${file}.lock`, '', { mode: 0o600 });
    const recent = (Date.now() - ABANDONED_LOCK_MS + 2000) / 1000;
    utimesSync(`${file}.lock`, recent, recent);
    expect(appendTraceLine(file, '{"n":1}', 1000)).toBeUndefined();
    expect(readdirSync(dir).sort()).toEqual(['trace.jsonl', 'trace.jsonl.lock']);
  });

  test('a folder that cannot be made: the reason, no throw', () => {
    writeFileSync(join(dir, 'a-file'), '');
    expect(appendTraceLine(join(dir, 'a-file', 'trace.jsonl'), '{}')).toMatch(/^cannot create its folder \((ENOTDIR|EEXIST)\)$/);
  });
});
