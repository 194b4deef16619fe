import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ignoredCacheVariables, isPrivateDirectory, userCacheBase, userCacheDirectory } from '../../../src/services/user-cache/user-cache-directory';
import { compileCacheFinding } from '../../../src/setup/doctor/compile-cache.check';

/** Regression (issue 12, defect 2): a relative XDG_CACHE_HOME or HOME put the cache in the user's repository. */
describe('the user cache folder: only absolute paths count (the XDG rule)', () => {
  test.each([
    ['a relative XDG_CACHE_HOME falls through to HOME', { XDG_CACHE_HOME: 'cache', HOME: '/home/u' }, '/home/u/.cache/bearing'],
    ['a relative BEARING_CACHE_DIR falls through to XDG_CACHE_HOME', { BEARING_CACHE_DIR: './c', XDG_CACHE_HOME: '/x' }, '/x/bearing'],
    ['a relative HOME, nothing else: no cache', { HOME: 'relative-home' }, undefined],
    ['`.` as HOME: no cache', { HOME: '.' }, undefined],
    ['every one relative: no cache', { BEARING_CACHE_DIR: 'a', XDG_CACHE_HOME: 'b', LOCALAPPDATA: 'c', HOME: 'd' }, undefined],
    ['absolute ones are used as before', { BEARING_CACHE_DIR: '/b' }, '/b'],
    ['LOCALAPPDATA (Windows) before HOME', { LOCALAPPDATA: '/l', HOME: '/home/u' }, '/l/bearing/Cache'],
    ['HOME last', { HOME: '/home/u' }, '/home/u/.cache/bearing'],
  ])('%s', (_name, env, expected) => {
    expect(userCacheBase(env)).toBe(expected);
  });

  test('the relative ones in the way are named, those after the one used are not', () => {
    expect(ignoredCacheVariables({ XDG_CACHE_HOME: 'cache', HOME: '/home/u' })).toEqual(['XDG_CACHE_HOME']);
    expect(ignoredCacheVariables({ XDG_CACHE_HOME: '/x', HOME: 'relative' })).toEqual([]);
    expect(ignoredCacheVariables({ HOME: 'relative' })).toEqual(['HOME']);
  });

  test('doctor says so: no cache, and why', () => {
    expect(compileCacheFinding({ HOME: 'relative-home' })).toEqual({
      level: 'warn',
      subject: 'cache',
      message:
        "no folder for the compile cache (no absolute BEARING_CACHE_DIR, XDG_CACHE_HOME or HOME; HOME is relative, so ignored): every hook call compiles bearing from source, and Grok Build's hook processes cannot tell which of them answers an event",
      fix: 'set BEARING_CACHE_DIR to an absolute path',
    });
    expect(compileCacheFinding({ XDG_CACHE_HOME: 'c', HOME: '/nonexistent-home' })).toMatchObject({
      level: 'warn',
      message: '/nonexistent-home/.cache/bearing is used for the compile cache; XDG_CACHE_HOME is relative, so ignored',
    });
  });
});

describe('isPrivateDirectory: only this user may have written the cache', () => {
  const me = process.getuid!();

  test.each([
    ['owned by this user, writable by no one else', { uid: me, mode: 0o40700 }, true],
    ['owned by this user, group-writable', { uid: me, mode: 0o40770 }, false],
    ['owned by this user, world-writable', { uid: me, mode: 0o40757 }, false],
    ['owned by someone else, however private', { uid: me + 1, mode: 0o40700 }, false],
  ])('%s', (_name, stat, expected) => {
    expect(isPrivateDirectory(stat)).toBe(expected);
  });
});

describe('userCacheDirectory: the folder is created private, and only a private folder is used', () => {
  const base = () => mkdtempSync(join(tmpdir(), 'bearing-cache-'));

  test('created with its parents, mode 0700, and named', () => {
    const root = base();
    const directory = userCacheDirectory({ BEARING_CACHE_DIR: join(root, 'a', 'b') }, 'sub');
    expect(directory).toBe(join(root, 'a', 'b', 'sub'));
    expect(statSync(directory!).mode & 0o777).toBe(0o700);
  });

  test('an existing private folder is used as it is', () => {
    const root = base();
    mkdirSync(join(root, 'sub'), { mode: 0o700 });
    expect(userCacheDirectory({ BEARING_CACHE_DIR: root }, 'sub')).toBe(join(root, 'sub'));
  });

  // Regression (mutation testing): a file in the folder's place was answered as the cache folder.
  test('a file in its place: no cache, and the file is left as it was', () => {
    const root = base();
    writeFileSync(join(root, 'sub'), 'mine', { mode: 0o600 });
    expect(userCacheDirectory({ BEARING_CACHE_DIR: root }, 'sub')).toBeUndefined();
    expect(statSync(join(root, 'sub')).isFile()).toBe(true);
  });

  test('a folder others may write to: no cache', () => {
    const root = base();
    mkdirSync(join(root, 'sub'));
    chmodSync(join(root, 'sub'), 0o777);
    expect(userCacheDirectory({ BEARING_CACHE_DIR: root }, 'sub')).toBeUndefined();
  });

  test('no folder can be made there (a file on the path): no cache', () => {
    const root = base();
    writeFileSync(join(root, 'file'), '');
    expect(userCacheDirectory({ BEARING_CACHE_DIR: join(root, 'file') }, 'sub')).toBeUndefined();
  });

  test('no absolute variable: no cache', () => {
    expect(userCacheDirectory({ HOME: 'relative' })).toBeUndefined();
  });
});
