import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { moveReplacing, moveWithoutReplacing } from '../../../../src/services/records/record-move';
import { useScratch } from '../../../support/scratch';

const scratch = useScratch();
/** Bytes no text round trip keeps: a BOM, a lone continuation byte, a NUL. */
const BYTES = Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x80, 0x00, 0x7d, 0x0a]);
/** A folder on another file system than the temporary folder (a tmpfs), where this machine has one. */
const otherDevice = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(scratch.dir('bearing-dev-')).dev ? '/dev/shm' : undefined;

describe('moveWithoutReplacing', () => {
  test('moves the file with its bytes; nothing is left behind', () => {
    const [from, to] = [join(scratch.dir('bearing-from-'), 'r.json'), join(scratch.dir('bearing-to-'), 'r.json')];
    writeFileSync(from, BYTES, { mode: 0o600 });
    expect(moveWithoutReplacing(from, to, 1024)).toBe(true);
    expect(readFileSync(to)).toEqual(BYTES);
    expect(lstatSync(to).mode & 0o777).toBe(0o600);
    expect(existsSync(from)).toBe(false);
  });

  test('never replaces what is at the destination: false, both as they were', () => {
    const [from, to] = [join(scratch.dir('bearing-from-'), 'r.json'), join(scratch.dir('bearing-to-'), 'r.json')];
    writeFileSync(from, 'old');
    writeFileSync(to, 'there');
    expect(moveWithoutReplacing(from, to, 1024)).toBe(false);
    expect([readFileSync(from, 'utf8'), readFileSync(to, 'utf8')]).toEqual(['old', 'there']);
  });

  test('a source that is gone: the error of linking it, and nothing made', () => {
    const to = join(scratch.dir('bearing-to-'), 'r.json');
    expect(() => moveWithoutReplacing(join(scratch.dir('bearing-from-'), 'gone.json'), to, 1024)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(existsSync(to)).toBe(false);
  });

  (otherDevice ? test : test.skip)('across file systems: a copy with the same bytes, then the source removed; still never over a file', () => {
    const from = join(scratch.dir('bearing-from-'), 'r.json');
    const target = mkdtempSync(join(otherDevice!, 'bearing-move-'));
    try {
      writeFileSync(from, BYTES);
      expect(moveWithoutReplacing(from, join(target, 'r.json'), 1024)).toBe(true);
      expect(readFileSync(join(target, 'r.json'))).toEqual(BYTES);
      expect(existsSync(from)).toBe(false);
      writeFileSync(from, 'second');
      expect(moveWithoutReplacing(from, join(target, 'r.json'), 1024)).toBe(false);
      expect([readFileSync(from, 'utf8'), readFileSync(join(target, 'r.json'))]).toEqual(['second', BYTES]);
      // A copy past the bound is not made: the source stays, nothing is left at the destination.
      expect(() => moveWithoutReplacing(from, join(target, 'big.json'), 3)).toThrow(expect.objectContaining({ code: 'EFBIG' }));
      expect(readdirSync(target)).toEqual(['r.json']);
      expect(readFileSync(from, 'utf8')).toBe('second');
      // Over the file there, across file systems too.
      moveReplacing(from, join(target, 'r.json'), 1024);
      expect([existsSync(from), readFileSync(join(target, 'r.json'), 'utf8'), readdirSync(target)]).toEqual([false, 'second', ['r.json']]);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('moveReplacing', () => {
  test('puts the file, bytes as they are, over the one there', () => {
    const [from, to] = [join(scratch.dir('bearing-from-'), 'r.json'), join(scratch.dir('bearing-to-'), 'r.json')];
    writeFileSync(from, BYTES);
    writeFileSync(to, 'older');
    moveReplacing(from, to, 1024);
    expect(readFileSync(to)).toEqual(BYTES);
    expect(existsSync(from)).toBe(false);
  });
});
