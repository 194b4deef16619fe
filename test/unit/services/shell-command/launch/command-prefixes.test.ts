import { isAssignment, readPrefix } from '../../../../../src/services/shell-command/launch/command-prefixes';
import type { WordToken } from '../../../../../src/services/shell-command/syntax/shell-token';
import { word } from '../../../../support/shell-tokens';

/** The words of a command line split at blanks; a word holding `$` is one the shell computes at run time. */
const words = (line: string): WordToken[] => line.split(' ').map((text) => word(text, { dynamic: text.includes('$') }));
const read = (line: string) => readPrefix(line.split(' ')[0]!, words(line), 0);

describe('readPrefix', () => {
  test('a word that is no prefix command is not read', () => {
    expect(read('git push')).toBeUndefined();
  });

  test('a plain prefix names the next word as its command and reports no directory', () => {
    expect(read('nohup git push')).toStrictEqual({ next: 1, assignments: [], lookupOnly: false });
  });

  test('a prefix with nothing after it names a command past the end', () => {
    expect(read('nohup')).toStrictEqual({ next: 1, assignments: [], lookupOnly: false });
  });

  test('`--` ends the options even when the command after it starts with a dash', () => {
    expect(read('nice -- -weird x')).toStrictEqual({ next: 2, assignments: [], lookupOnly: false });
  });

  test('a lone `-` is the command, not an option, for a prefix that gives it no meaning', () => {
    expect(read('nohup - x')).toStrictEqual({ next: 1, assignments: [], lookupOnly: false });
  });

  test('a lookup option means the command only looks the command up', () => {
    expect(read('command -v git')).toStrictEqual({ next: 3, assignments: [], lookupOnly: true });
  });

  test('env takes NAME=value words as settings and skips them', () => {
    const line = words('env GIT_DIR=x git push');
    expect(readPrefix('env', line, 0)).toStrictEqual({ next: 2, assignments: [line[1]], lookupOnly: false });
  });

  test('a word with a name that is not an identifier before `=` is the command, not a setting', () => {
    expect(read('env A-B=1 git')).toStrictEqual({ next: 1, assignments: [], lookupOnly: false });
  });

  test('env -C names the directory the command runs in', () => {
    expect(read('env -C sub git push')).toStrictEqual({ next: 3, assignments: [], chdir: 'sub', lookupOnly: false });
  });

  test('a computed env -C directory is one the text does not tell', () => {
    expect(read('env -C $D git push')).toStrictEqual({ next: 3, assignments: [], chdir: null, lookupOnly: false });
  });

  test('env -C with no value left is a directory the text does not tell, and names no command', () => {
    expect(read('env -C')).toStrictEqual({ next: 3, assignments: [], chdir: null, lookupOnly: false });
  });

  test('a value option with no value left names no command', () => {
    expect(read('env -u')).toStrictEqual({ next: 3, assignments: [], lookupOnly: false });
  });

  test('env -S reads its string again as env words, with the words after it', () => {
    expect(readPrefix('env', [word('env'), word('-S'), word('git push'), word('x')], 0)).toStrictEqual({
      next: 4,
      assignments: [],
      lookupOnly: false,
      script: 'env git push x',
    });
  });

  test('env -S keeps a directory an earlier -C set', () => {
    expect(readPrefix('env', [word('env'), word('-C'), word('sub'), word('-S'), word('git push')], 0)).toStrictEqual({
      next: 5,
      assignments: [],
      chdir: 'sub',
      lookupOnly: false,
      // The directory travels beside the script, not inside it.
      script: 'env git push ',
    });
  });

  test('env -S with no string left reads env alone', () => {
    expect(read('env -S')).toStrictEqual({ next: 2, assignments: [], lookupOnly: false, script: 'env  ' });
  });

  test('watch joins the words of its command into a script', () => {
    expect(read('watch -n 5 git status')).toStrictEqual({ next: 3, assignments: [], lookupOnly: false, script: 'git status' });
  });

  test('watch with no command builds no script', () => {
    expect(read('watch -n 5')).toStrictEqual({ next: 3, assignments: [], lookupOnly: false });
  });

  test('timeout steps over its duration before the command', () => {
    expect(read('timeout -k 5 30s git push')).toStrictEqual({ next: 4, assignments: [], lookupOnly: false });
  });
});

describe('isAssignment', () => {
  test.each([
    ['GIT_DIR=x', true],
    ['_a1=', true],
    ['=x', false],
    ['1A=x', false],
    ['A-B=1', false],
    ['git', false],
  ])('%s → %s', (text, expected) => {
    expect(isAssignment(word(text))).toBe(expected);
  });
});

describe('readPrefix: options as getopt reads them', () => {
  test('a value written against a short option is its value: -Csub changes into sub, -C$D into a folder the text does not tell', () => {
    expect(read('env -Csub git push')).toStrictEqual({ next: 2, assignments: [], chdir: 'sub', lookupOnly: false });
    expect(read('env -C$D git push')).toStrictEqual({ next: 2, assignments: [], chdir: null, lookupOnly: false });
    expect(read('sudo -Dsub -ubob git push')).toStrictEqual({ next: 3, assignments: [], chdir: 'sub', lookupOnly: false });
  });

  test('a split string written against -S is read as env words', () => {
    expect(readPrefix('env', [word('env'), word('-Sgit push'), word('x')], 0)).toStrictEqual({
      next: 3,
      assignments: [],
      lookupOnly: false,
      script: 'env git push x',
    });
  });

  test("a lone `-` is env's -i, not the command; for other prefixes it is the command", () => {
    expect(read('env - git push')).toStrictEqual({ next: 2, assignments: [], lookupOnly: false });
    expect(read('nohup - git')).toStrictEqual({ next: 1, assignments: [], lookupOnly: false });
  });

  test('after `--` env still takes NAME=value settings, then the command', () => {
    expect(read('env -- A=1 B=2 git push')).toStrictEqual({ next: 4, assignments: [word('A=1'), word('B=2')], lookupOnly: false });
    expect(read('nohup -- A=1 git')).toStrictEqual({ next: 2, assignments: [], lookupOnly: false });
  });

  test('settings after `--` up to the end: no command, and no reading past the words', () => {
    expect(read('env -- A=1')).toStrictEqual({ next: 3, assignments: [word('A=1')], lookupOnly: false });
  });

  test('only a short option takes a value written against it: --chdir=sub is split at `=`, other long words are options', () => {
    expect(read('env --chdir=sub git')).toStrictEqual({ next: 2, assignments: [], chdir: 'sub', lookupOnly: false });
    expect(read('nohup -ab git')).toStrictEqual({ next: 2, assignments: [], lookupOnly: false });
    expect(read('sudo -ix git')).toStrictEqual({ next: 2, assignments: [], lookupOnly: false });
  });
});
