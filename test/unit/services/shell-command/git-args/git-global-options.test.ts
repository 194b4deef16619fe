import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';
import { gitGlobalOptions } from '../../../../../src/services/shell-command/git-args/git-global-options';

/** The words after `git`; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));

describe('gitGlobalOptions', () => {
  test.each(['--version', '-v', '--help push', '-h'])('git %s prints and runs no subcommand', (line) => {
    expect(gitGlobalOptions(args(line))).toStrictEqual({ subcommand: 1, chdirs: [], settings: [], printsOnly: true });
  });

  test('-C directories in order and --git-dir written inline, up to the subcommand', () => {
    expect(gitGlobalOptions(args('-C a -C b --git-dir=x/.git push main'))).toStrictEqual({
      subcommand: 5,
      chdirs: [
        { text: 'a', dynamic: false },
        { text: 'b', dynamic: false },
      ],
      gitDir: { text: 'x/.git', dynamic: false },
      settings: [],
      printsOnly: false,
    });
  });

  test('`-C=dir` is no -C (git rejects it as an unknown option) and takes no next word', () => {
    expect(gitGlobalOptions(args('-C=.. status'))).toStrictEqual({ subcommand: 1, chdirs: [], settings: [], printsOnly: false });
  });
});
