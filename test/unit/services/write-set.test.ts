import { inWriteSet, isRuntimePath } from '../../../src/services/candidate/write-set';

describe('isRuntimePath', () => {
  test('the runtime directory itself and everything under it, nothing that only starts like it', () => {
    expect(['.bearing', '.bearing/test-engineering/receipt.json', '.bearingx', 'src/.bearing/x', 'bearing'].map(isRuntimePath)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('inWriteSet', () => {
  test('surrounding blanks in an entry are not part of its name', () => {
    expect(inWriteSet('src/a.ts', [' src '])).toBe(true);
    expect(inWriteSet('docs/a.md', ['\tdocs/\n'])).toBe(true);
  });

  test('any number of leading ./ and trailing slashes name the same folder', () => {
    expect(inWriteSet('src/a.ts', ['././src'])).toBe(true);
    expect(inWriteSet('src/a.ts', ['src//'])).toBe(true);
    expect(inWriteSet('src', ['./././src///'])).toBe(true);
  });

  test('only a leading ./ is dropped: a parent-folder entry never covers a dot-folder of the workspace', () => {
    expect(inWriteSet('.shared/a.ts', ['../shared'])).toBe(false);
    expect(inWriteSet('../shared/a.ts', ['../shared'])).toBe(true);
  });

  test('an entry that is empty once normalised covers nothing, not even an absolute path', () => {
    expect(['/etc/passwd', '/', 'a.ts'].map((p) => inWriteSet(p, ['', '/', ' ', './', '//']))).toEqual([false, false, false]);
  });
});
