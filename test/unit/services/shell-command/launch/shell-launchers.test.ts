import { readLaunch } from '../../../../../src/services/shell-command/launch/shell-launchers';
import type { WordToken } from '../../../../../src/services/shell-command/syntax/shell-token';
import { word } from '../../../../support/shell-tokens';

/** The words of a command line split at blanks; a word holding `$` is one the shell computes at run time. */
const words = (line: string): WordToken[] => (line === '' ? [] : line.split(' ').map((text) => word(text, { dynamic: text.includes('$') })));
/** PowerShell reads -EncodedCommand as base64 of UTF-16LE text. */
const encoded = (script: string) => Buffer.from(script, 'utf16le').toString('base64');

describe('readLaunch: POSIX shells', () => {
  test('-c takes the first positional word as its script', () => {
    expect(readLaunch('bash', [word('-c'), word('git push'), word('name')])).toStrictEqual({ script: 'git push', dialect: 'posix', via: 'bash -c' });
  });

  test('-- after -c ends the options; the next word is the script', () => {
    expect(readLaunch('bash', [word('-c'), word('--'), word('git push')])).toStrictEqual({ script: 'git push', dialect: 'posix', via: 'bash -c' });
  });

  test.each([
    ['-- x', 'bash -- reads commands from elsewhere'],
    ['- x', 'bash - reads commands from elsewhere'],
    ['-c --', 'bash -- reads commands from elsewhere'],
  ])('bash %s reads no script the text shows', (line, unread) => {
    expect(readLaunch('bash', words(line))).toStrictEqual({ unread });
  });

  test('an option without c before a positional word leaves a script file', () => {
    expect(readLaunch('bash', words('-x script.sh'))).toStrictEqual({ unread: 'bash runs the script file script.sh' });
  });

  test('a +option is stepped over like a -option', () => {
    expect(readLaunch('bash', words('+x script.sh'))).toStrictEqual({ unread: 'bash runs the script file script.sh' });
  });

  test('a long option is not read as a cluster of letters (--norc holds no -c)', () => {
    expect(readLaunch('bash', words('--norc script.sh'))).toStrictEqual({ unread: 'bash runs the script file script.sh' });
  });

  test('--rcfile takes the next word as its value', () => {
    expect(readLaunch('bash', [word('--rcfile'), word('rc'), word('-c'), word('git push')])).toStrictEqual({
      script: 'git push',
      dialect: 'posix',
      via: 'bash -c',
    });
  });

  test('with no positional word the shell reads standard input', () => {
    expect(readLaunch('sh', words('-e'))).toStrictEqual({ unread: 'sh reads its commands from standard input' });
  });
});

describe('readLaunch: PowerShell', () => {
  test('-Command joins the rest into the script, with no directory told', () => {
    expect(readLaunch('pwsh', words('-NoProfile -Command git push'))).toStrictEqual({ script: 'git push', dialect: 'powershell', via: 'pwsh -Command' });
  });

  test('a parameter may start with / and be a prefix of Command of three letters', () => {
    expect(readLaunch('pwsh', words('/Com git push'))).toStrictEqual({ script: 'git push', dialect: 'powershell', via: 'pwsh -Command' });
  });

  test.each(['-Command -', '-Command'])('pwsh %s reads standard input', (line) => {
    expect(readLaunch('pwsh', words(line))).toStrictEqual({ unread: 'pwsh -Command reads its commands from standard input' });
  });

  test('a first positional word is a script file for pwsh', () => {
    expect(readLaunch('pwsh', words('-NoLogo script.ps1'))).toStrictEqual({ unread: 'pwsh runs the script file script.ps1' });
  });

  test('a first positional word starts the command for Windows PowerShell', () => {
    expect(readLaunch('powershell', words('git push'))).toStrictEqual({ script: 'git push', dialect: 'powershell', via: 'powershell -Command' });
  });

  test.each(['-e', '-ec', '-EncodedCommand'])('%s decodes its base64 UTF-16LE script', (flag) => {
    expect(readLaunch('pwsh', [word(flag), word(encoded('git push'))])).toStrictEqual({ script: 'git push', dialect: 'powershell', via: 'pwsh -Command' });
  });

  test.each(['-enc $B', '-enc'])('pwsh %s has no script the text shows', (line) => {
    expect(readLaunch('pwsh', words(line))).toStrictEqual({ unread: 'pwsh -EncodedCommand with no readable value' });
  });

  test.each(['-File', '-f'])('%s runs a script file, even in Windows PowerShell', (flag) => {
    expect(readLaunch('powershell', words(`${flag} script.ps1`))).toStrictEqual({ unread: 'powershell runs the script file script.ps1' });
  });

  test('-File with no file left says so without a trailing blank', () => {
    expect(readLaunch('pwsh', words('-File'))).toStrictEqual({ unread: 'pwsh runs the script file' });
  });

  test.each(['-CommandWithArgs', '-cwa'])('%s builds its command from arguments', (flag) => {
    expect(readLaunch('pwsh', words(`${flag} git x`))).toStrictEqual({ unread: 'pwsh -CommandWithArgs builds its command from arguments' });
  });

  test.each(['-WorkingDirectory', '-wd'])('%s names the directory the script starts in', (flag) => {
    expect(readLaunch('pwsh', words(`${flag} /repo -c git push`))).toStrictEqual({
      script: 'git push',
      dialect: 'powershell',
      via: 'pwsh -Command',
      directory: '/repo',
    });
  });

  test('a computed working directory is one the text does not tell', () => {
    expect(readLaunch('pwsh', words('-wd $D -c git push'))).toStrictEqual({ script: 'git push', dialect: 'powershell', via: 'pwsh -Command', directory: null });
  });

  test('with no command parameter pwsh reads standard input', () => {
    expect(readLaunch('pwsh', words('-NoProfile'))).toStrictEqual({ unread: 'pwsh reads its commands from standard input' });
  });
});

describe('readLaunch: cmd and others', () => {
  test.each([
    ['/c', 'cmd /c'],
    ['/K', 'cmd /k'],
  ])('cmd %s joins the rest into its script', (flag, via) => {
    expect(readLaunch('cmd', words(`/q ${flag} git push`))).toStrictEqual({ script: 'git push', dialect: 'cmd', via });
  });

  test('cmd with no /c reads standard input', () => {
    expect(readLaunch('cmd', words('/q'))).toStrictEqual({ unread: 'cmd reads its commands from standard input' });
  });

  test('a program that is no shell launches nothing', () => {
    expect(readLaunch('git', words('-c x'))).toBeUndefined();
  });
});
