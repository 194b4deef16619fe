import { shellQuote, shellWords } from '../../../../../../src/services/shell-command/interpreters/scan/shell-words';

describe('shellWords', () => {
  test.each([
    ['git push origin', ['git', 'push', 'origin']],
    ['  git   push  ', ['git', 'push']],
    ["git commit -m 'a b'", ['git', 'commit', '-m', 'a b']],
    ['git commit -m "a \\"b\\" \\c"', ['git', 'commit', '-m', 'a "b" \\c']],
    ['a\\ b c', ['a b', 'c']],
    ["''", ['']],
    ['', []],
    ["'unterminated", ['unterminated']],
  ])('%j', (line, words) => {
    expect(shellWords(line)).toEqual(words);
  });
});

describe('shellQuote', () => {
  test.each([
    ['HEAD:main', 'HEAD:main'],
    ['a b', "'a b'"],
    ["it's", `'it'"'"'s'`],
    ['', "''"],
  ])('%j', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });
});
