import { ignoredCacheVariables, userCacheBase } from '../../../src/services/user-cache/user-cache-directory';
import { compileCacheFinding } from '../../../src/doctor/compile-cache.check';

/** Regression (issue 12, defect 2): a relative XDG_CACHE_HOME or HOME put the cache in the user's repository. */
describe('the user cache folder: only absolute paths count (the XDG rule)', () => {
  test.each([
    ['a relative XDG_CACHE_HOME falls through to HOME', { XDG_CACHE_HOME: 'cache', HOME: '/home/u' }, '/home/u/.cache/bearing'],
    ['a relative BEARING_CACHE_DIR falls through to XDG_CACHE_HOME', { BEARING_CACHE_DIR: './c', XDG_CACHE_HOME: '/x' }, '/x/bearing'],
    ['a relative HOME, nothing else: no cache', { HOME: 'relative-home' }, undefined],
    ['`.` as HOME: no cache', { HOME: '.' }, undefined],
    ['every one relative: no cache', { BEARING_CACHE_DIR: 'a', XDG_CACHE_HOME: 'b', LOCALAPPDATA: 'c', HOME: 'd' }, undefined],
    ['absolute ones are used as before', { BEARING_CACHE_DIR: '/b' }, '/b'],
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
    expect(compileCacheFinding({ XDG_CACHE_HOME: 'c', HOME: '/nonexistent-home' })).toMatchObject({ level: 'warn', message: '/nonexistent-home/.cache/bearing is used for the compile cache; XDG_CACHE_HOME is relative, so ignored' });
  });
});
