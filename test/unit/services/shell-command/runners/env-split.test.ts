import { splitEnvString } from '../../../../../src/services/shell-command/runners/env-split';
import { arg } from './words';

const split = (text: string) => splitEnvString(arg(text));

// Each row was run through coreutils 9.1 `env -S'…' printf [%s]`.
describe('splitEnvString (env -S)', () => {
  test.each([
    ['git push  origin', ['git', 'push', 'origin']],
    ['a\\_b "c\\_d" \'e\\_f\'', ['a', 'b', 'c d', 'e\\_f']],
    ['"x\\"y" \'p\\\'q\'', ['x"y', "p'q"]],
    ['a #comment', ['a']],
    ['a#b "#" \\#', ['a#b', '#', '#']],
    ['a\\cb c', ['a']],
    ['g\\tx', ['g\tx']],
    ['\'\' ""', ['', '']],
  ])('%s', (text, expected) => expect(split(text)).toEqual(expected.map((t) => arg(t))));

  test('${NAME} is computed at run time', () => {
    expect(split('git ${HOME}x "${B}"')).toEqual([arg('git'), arg('${HOME}x', true), arg('${B}', true)]);
  });
  test('what env refuses', () => {
    expect(split('echo $HOME')).toEqual({ refused: 'env -S: only ${VARNAME} is expanded' });
    expect(split('"open')).toEqual({ refused: 'env -S: no closing quote' });
    expect(split('a\\')).toEqual({ refused: 'env -S: a backslash ends the string' });
    expect(split('a\\q')).toEqual({ refused: 'env -S: invalid backslash at \\q' });
  });
  test('a string computed at run time cannot be split', () => {
    expect(splitEnvString(arg('$S', true))).toEqual({ unread: '-S splits a string computed at run time' });
  });
});
