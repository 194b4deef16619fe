import { commandTextOfArgv } from '../../../src/framework/payload/argv-command-text';

describe('commandTextOfArgv', () => {
  test('plain words stay bare; any other argument is single-quoted', () => {
    expect(commandTextOfArgv(['git', 'commit', '-m', 'two words'])).toBe("git commit -m 'two words'");
  });

  test('a single quote inside an argument is closed, escaped and reopened, as a POSIX shell reads it', () => {
    expect(commandTextOfArgv(['echo', "it's"])).toBe("echo 'it'\\''s'");
  });
});
