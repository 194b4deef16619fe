import { closestWord, didYouMean } from '../../../../src/platform/closest-word';

describe('closestWord: the near miss a typo meant, or nothing', () => {
  const commands = ['inspect', 'install', 'uninstall', 'hook', 'check', 'doctor'];

  test.each([
    ['inspct', 'inspect'],
    ['isntall', 'install'],
    ['chekc', 'check'],
    ['DOCTOR', 'doctor'],
    ['hok', 'hook'],
    ['unin', 'uninstall'],
  ])('%s → %s', (typed, meant) => expect(closestWord(typed, commands)).toBe(meant));

  test.each(['push', 'x', 'in', 'frobnicate'])('%s is no near miss of any', (typed) => expect(closestWord(typed, commands)).toBeUndefined());

  test('didYouMean is a parenthesis, or empty', () => {
    expect(didYouMean('cursr', ['cursor', 'codex'])).toBe(' (did you mean "cursor"?)');
    expect(didYouMean('--hots', ['--host', '--json'], '')).toBe(' (did you mean --host?)');
    expect(didYouMean('zzz', ['cursor'])).toBe('');
  });
});
