import { globTest } from '../../../src/services/workspace/glob-pattern';

/** Which of the texts the pattern matches. */
function matching(pattern: string, kind: 'name' | 'path', texts: string[]): string[] {
  const test = globTest(pattern, kind);
  return texts.filter(test);
}

describe('globTest', () => {
  test('names: `*` spans slashes and case is ignored', () => {
    expect(matching('feature/*', 'name', ['feature/a', 'FEATURE/a/b', 'feature', 'hotfix/a'])).toEqual(['feature/a', 'FEATURE/a/b']);
  });

  test('names: `?` is any one character, a slash included', () => {
    expect(matching('v?', 'name', ['v1', 'V/', 'v', 'v12'])).toEqual(['v1', 'V/']);
  });

  test('paths: `?` is one character inside a segment, and case counts', () => {
    expect(matching('a?c', 'path', ['abc', 'a/c', 'ac', 'ABC'])).toEqual(['abc']);
  });

  test('paths: `*` stays inside one segment', () => {
    expect(matching('src/*.ts', 'path', ['src/a.ts', 'src/a/b.ts', 'src/.ts'])).toEqual(['src/a.ts', 'src/.ts']);
  });

  test('paths: `**/` spans any number of segments, none included', () => {
    expect(matching('**/test', 'path', ['test', 'a/test', 'a/b/test', 'atest'])).toEqual(['test', 'a/test', 'a/b/test']);
  });

  test('paths: `a/**` matches `a` itself and everything below it', () => {
    expect(matching('services/**', 'path', ['services', 'services/a', 'services/a/b', 'servicesx'])).toEqual(['services', 'services/a', 'services/a/b']);
  });

  test('paths: `**` on its own or after text, not after a slash, spans anything', () => {
    expect(matching('**', 'path', ['', 'a', 'a/b/c'])).toEqual(['', 'a', 'a/b/c']);
    expect(matching('lib**', 'path', ['lib', 'library/x', 'li'])).toEqual(['lib', 'library/x']);
  });

  test('regular-expression characters in a pattern are literal', () => {
    expect(matching('v1.0+(rc)', 'name', ['v1.0+(rc)', 'v1x0+(rc)', 'v1.00(rc)'])).toEqual(['v1.0+(rc)']);
  });
});
