import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createExclusively, LockHeld, replaceAtomically, withFileLock } from '../../../../src/services/records/atomic-file';

const folder = () => mkdtempSync(join(tmpdir(), 'bearing-atomic-'));
const modeOf = (file: string) => lstatSync(file).mode & 0o777;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What a throwing call threw (the tests compare its code, call and message exactly). */
const thrown = (call: () => unknown): NodeJS.ErrnoException => {
  try {
    call();
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
  throw new Error('did not throw');
};

describe('replaceAtomically', () => {
  test('writes the whole content, readable by its owner only, and leaves no temporary file', () => {
    const dir = folder();
    const file = join(dir, 'state.json');
    writeFileSync(file, 'old');
    replaceAtomically(file, 'new content\n');
    expect(readFileSync(file, 'utf8')).toBe('new content\n');
    expect(modeOf(file)).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  test('a target that cannot be replaced (a folder) keeps standing, the error is the rename, and the temporary file is removed', () => {
    const dir = folder();
    mkdirSync(join(dir, 'state.json'));
    writeFileSync(join(dir, 'state.json', 'inside'), 'kept');
    expect(thrown(() => replaceAtomically(join(dir, 'state.json'), 'x'))).toMatchObject({ code: 'EISDIR', syscall: 'rename' });
    expect(readdirSync(dir)).toEqual(['state.json']);
    expect(readFileSync(join(dir, 'state.json', 'inside'), 'utf8')).toBe('kept');
  });

  test('in a missing folder the error is the one of creating the temporary file, named after the target and this process', () => {
    const file = join(folder(), 'missing', 'state.json');
    const error = thrown(() => replaceAtomically(file, 'x'));
    expect(error).toMatchObject({ code: 'ENOENT', syscall: 'open' });
    expect(error.message).toMatch(new RegExp(`^ENOENT: no such file or directory, open '${escaped(file)}\\.${process.pid}\\.[0-9a-z]{1,8}\\.tmp'$`));
  });
});

describe('createExclusively', () => {
  test('creates a missing file with its whole content, owner-only, and says so', () => {
    const dir = folder();
    const file = join(dir, 'once');
    expect(createExclusively(file, 'first\n')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    expect(modeOf(file)).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['once']);
  });

  test('an existing file is left as it is, the answer is false, and the temporary file is removed', () => {
    const dir = folder();
    const file = join(dir, 'once');
    writeFileSync(file, 'first\n');
    expect(createExclusively(file, 'second\n')).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    expect(readdirSync(dir)).toEqual(['once']);
  });
});

/**
 * A write the file system stops part-way (here the file size limit, as a full disk would) must leave no part of a
 * file behind. A limit of 0 bytes lets the temporary file be created and fails its first byte; it applies to the
 * whole process, so the writes run in a child whose SIGXFSZ is ignored (the write fails with EFBIG instead).
 */
test('a write that fails part-way leaves no file behind, neither the target nor a temporary one', () => {
  const dir = folder();
  const repo = join(__dirname, '..', '..', '..', '..');
  const module = join(repo, 'src', 'services', 'records', 'atomic-file');
  const code = `
    const { createExclusively, replaceAtomically } = require(${JSON.stringify(module)});
    const dir = process.argv[1];
    for (const [name, write] of [['replaced', replaceAtomically], ['created', createExclusively]]) {
      try { console.log(name, write(dir + '/' + name, 'content'), 'written'); } catch (error) { console.log(name, error.code, error.syscall); }
    }`;
  const run = spawnSync('sh', ['-c', `trap '' XFSZ; ulimit -f 0; exec "$0" "$@"`, process.execPath, '-r', 'esbuild-register', '-e', code, dir], {
    cwd: repo,
    encoding: 'utf8',
  });
  expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 0, stdout: 'replaced EFBIG write\ncreated EFBIG write\n' });
  expect(readdirSync(dir)).toEqual([]);
});

describe('withFileLock', () => {
  test('runs the work holding <path>.lock, returns its result and removes the lock', async () => {
    const file = join(folder(), 'record.json');
    const result = await withFileLock(file, () => ({ held: existsSync(`${file}.lock`) }));
    expect(result).toEqual({ held: true });
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  test('waits for a lock another process releases, then runs the work', async () => {
    const file = join(folder(), 'record.json');
    writeFileSync(`${file}.lock`, '');
    // The holder lets go shortly after the wait began, well within it.
    setTimeout(() => unlinkSync(`${file}.lock`), 50);
    await expect(withFileLock(file, () => 'ran')).resolves.toBe('ran');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  test('a lock older than ten seconds belongs to a process that died: it is taken over at once', async () => {
    const file = join(folder(), 'record.json');
    writeFileSync(`${file}.lock`, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(`${file}.lock`, minuteAgo, minuteAgo);
    await expect(withFileLock(file, () => 'ran')).resolves.toBe('ran');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  test('a lock that cannot be made (its folder is missing) fails at once with the file system error, the work not run', async () => {
    const file = join(folder(), 'missing', 'record.json');
    let ran = false;
    await expect(withFileLock(file, () => (ran = true))).rejects.toMatchObject({ code: 'ENOENT', syscall: 'open', path: `${file}.lock` });
    expect(ran).toBe(false);
  });

  test('a lock held past the wait is LockHeld, the work not run and the lock left to its holder', async () => {
    const file = join(folder(), 'record.json');
    writeFileSync(`${file}.lock`, 'theirs');
    let ran = false;
    const error = await withFileLock(file, () => (ran = true)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LockHeld);
    expect({ name: (error as Error).name, message: (error as Error).message }).toEqual({
      name: 'LockHeld',
      message: `${file}.lock is held by another process`,
    });
    expect(ran).toBe(false);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe('theirs');
  });
});
