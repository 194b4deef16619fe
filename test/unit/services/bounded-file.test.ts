import { execFileSync } from 'node:child_process';
import { constants as bufferConstants } from 'node:buffer';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBoundedFile } from '../../../src/services/files/bounded-file';
import { useScratch } from '../../support/scratch';

const { dir: temporary } = useScratch();

describe('readBoundedFile: a regular file of bounded size, read without blocking and without throwing', () => {
  test('a file of exactly the bound is read; one byte more is too large', () => {
    const folder = temporary('bearing-bounded-');
    writeFileSync(join(folder, 'ten'), '0123456789');
    expect(readBoundedFile(join(folder, 'ten'), 10)).toStrictEqual({ kind: 'text', text: '0123456789' });
    expect(readBoundedFile(join(folder, 'ten'), 9)).toStrictEqual({ kind: 'too_large', size: 10 });
  });

  test('an empty file is empty text', () => {
    const folder = temporary('bearing-bounded-');
    writeFileSync(join(folder, 'empty'), '');
    expect(readBoundedFile(join(folder, 'empty'), 10)).toStrictEqual({ kind: 'text', text: '' });
  });

  test('a missing file is missing; a path through a file cannot be opened (its code)', () => {
    const folder = temporary('bearing-bounded-');
    writeFileSync(join(folder, 'file'), 'x');
    expect(readBoundedFile(join(folder, 'absent'), 10)).toStrictEqual({ kind: 'missing' });
    expect(readBoundedFile(join(folder, 'file', 'below'), 10)).toStrictEqual({ kind: 'unreadable', code: 'ENOTDIR' });
  });

  test('a folder and a FIFO are not files; opening the FIFO does not wait for a writer', () => {
    const folder = temporary('bearing-bounded-');
    mkdirSync(join(folder, 'sub'));
    execFileSync('mkfifo', [join(folder, 'fifo')]);
    expect(readBoundedFile(join(folder, 'sub'), 10)).toStrictEqual({ kind: 'not_a_file' });
    expect(readBoundedFile(join(folder, 'fifo'), 10)).toStrictEqual({ kind: 'not_a_file' });
  });

  // Linux only: the descriptors this process holds are listed in /proc/self/fd.
  (existsSync('/proc/self/fd') ? test : test.skip)('every read closes the descriptor it opened, whatever it answers', () => {
    const folder = temporary('bearing-bounded-');
    writeFileSync(join(folder, 'file'), 'text');
    mkdirSync(join(folder, 'sub'));
    const before = readdirSync('/proc/self/fd').length;
    for (let i = 0; i < 5; i++) {
      readBoundedFile(join(folder, 'file'), 10);
      readBoundedFile(join(folder, 'file'), 1);
      readBoundedFile(join(folder, 'sub'), 10);
    }
    expect(readdirSync('/proc/self/fd').length).toBe(before);
  });

  // sysfs states 4096 bytes for a file that holds a few: the read ends at the end of the file, not at the stated size.
  const sysfs = '/sys/kernel/address_bits';
  (existsSync(sysfs) && statSync(sysfs).size > readFileSync(sysfs).length ? test : test.skip)('a file shorter than its stated size is read to its end', () => {
    expect(readBoundedFile(sysfs, 4096)).toStrictEqual({ kind: 'text', text: readFileSync(sysfs, 'utf8') });
  });

  // A sparse file past the largest Buffer (4 GiB on Node 20), within a bound that allows it: nothing is thrown.
  (bufferConstants.MAX_LENGTH < 2 ** 40 ? test : test.skip)('a file too large to hold in memory is unreadable, with the reason', () => {
    const file = join(temporary('bearing-bounded-'), 'sparse');
    writeFileSync(file, '');
    truncateSync(file, bufferConstants.MAX_LENGTH + 1);
    expect(readBoundedFile(file, Number.MAX_SAFE_INTEGER)).toStrictEqual({ kind: 'unreadable', code: 'ERR_OUT_OF_RANGE' });
  });
});
