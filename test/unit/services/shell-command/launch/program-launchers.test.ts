import { readProgramLaunches } from '../../../../../src/services/shell-command/launch/program-launchers';
import type { WordToken } from '../../../../../src/services/shell-command/syntax/shell-token';
import { word } from '../../../../support/shell-tokens';

/** The words of a command line split at blanks; a word holding `$` is one the shell computes at run time. */
const words = (line: string): WordToken[] => (line === '' ? [] : line.split(' ').map((text) => word(text, { dynamic: text.includes('$') })));

describe('readProgramLaunches: su, runuser, script and what flock leaves', () => {
  test('su -c runs its script in a POSIX shell', () => {
    expect(readProgramLaunches('su', [word('-'), word('bob'), word('-c'), word('git push')])).toStrictEqual([
      { script: 'git push', dialect: 'posix', via: 'su -c' },
    ]);
  });

  test('a program that runs no command given to it launches nothing, whatever its -c means', () => {
    expect(readProgramLaunches('ls', words('-c x'))).toStrictEqual([]);
  });

  test('a word that only ends with -c is no script flag', () => {
    expect(readProgramLaunches('su', words('build-c whoami'))).toStrictEqual([]);
  });

  test('-c as the command name is flock -c: its first word is the script', () => {
    expect(readProgramLaunches('-c', [word('git push'), word('x')])).toStrictEqual([{ script: 'git push', dialect: 'posix', via: 'flock -c' }]);
  });
});

describe('readProgramLaunches: find actions', () => {
  test('-execdir runs its command in each file’s directory, with {} computed', () => {
    expect(readProgramLaunches('find', words('. -execdir git add {} +'))).toStrictEqual([
      { words: [word('git'), word('add'), word('{}', { dynamic: true })], via: 'find -execdir', directory: null },
    ]);
  });

  test('-executable is a test, not an action', () => {
    expect(readProgramLaunches('find', words('. -executable -exec rm {} ;'))).toStrictEqual([
      { words: [word('rm'), word('{}', { dynamic: true })], via: 'find -exec' },
    ]);
  });

  test('an action with no terminator runs nothing', () => {
    expect(readProgramLaunches('find', words('. -exec rm {}'))).toStrictEqual([]);
  });
});

describe('readProgramLaunches: git submodule foreach', () => {
  test('one word after foreach is a script run in each submodule', () => {
    expect(readProgramLaunches('git', [word('submodule'), word('--quiet'), word('foreach'), word('--recursive'), word('git push')])).toStrictEqual([
      { script: 'git push', dialect: 'posix', via: 'git submodule foreach', directory: null },
    ]);
  });

  test('several words after foreach are a command run in each submodule', () => {
    expect(readProgramLaunches('git', words('submodule foreach git push'))).toStrictEqual([
      { words: words('git push'), via: 'git submodule foreach', directory: null },
    ]);
  });

  test.each(['submodule', 'submodule foreach', 'submodule add url path', 'log foreach git push', ''])('git %s launches nothing', (line) => {
    expect(readProgramLaunches('git', words(line))).toStrictEqual([]);
  });
});

describe('readProgramLaunches: the script as getopt reads it', () => {
  const script = (text: string, via = 'su -c') => [{ script: text, dialect: 'posix', via }];

  test('written against -c, alone or after other flags', () => {
    expect(readProgramLaunches('su', [word('-cgit push')])).toStrictEqual(script('git push'));
    expect(readProgramLaunches('script', [word('-qcgit push'), word('/dev/null')])).toStrictEqual(script('git push', 'script -c'));
  });

  test('--command, --command=script, and any abbreviation of it', () => {
    expect(readProgramLaunches('su', [word('--comm'), word('git push')])).toStrictEqual(script('git push'));
    expect(readProgramLaunches('su', [word('--c'), word('git push')])).toStrictEqual(script('git push'));
    expect(readProgramLaunches('runuser', [word('--command=git push')])).toStrictEqual(script('git push', 'runuser -c'));
  });

  test('no script: other long options, a value written against -c that is computed, -c with nothing after it', () => {
    expect(readProgramLaunches('script', [word('--flush'), word('log.txt')])).toStrictEqual([]);
    expect(readProgramLaunches('su', [word('-c$X', { dynamic: true })])).toStrictEqual([]);
    expect(readProgramLaunches('su', [word('-c')])).toStrictEqual([]);
    expect(readProgramLaunches('su', [word('--')])).toStrictEqual([]);
    expect(readProgramLaunches('su', [word('--comm')])).toStrictEqual([]);
    // Only a whole word is an option: not one that merely holds `--c`, nor a long option that only starts like --command.
    expect(readProgramLaunches('su', [word('x--c'), word('y')])).toStrictEqual([]);
    expect(readProgramLaunches('su', [word('--com-x'), word('y')])).toStrictEqual([]);
  });
});
