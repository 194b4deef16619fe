import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';
import { readFilterBranch, readRebase, readReset } from '../../../../../src/services/shell-command/git-args/history.reader';

/** The words after the subcommand; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));

describe('history rewrites', () => {
  test('git rebase <upstream> <computed branch>: the branch it rewrites is unknown', () => {
    expect(readRebase(args('main $BRANCH'))).toStrictEqual({
      effects: [],
      unknown: ['the branch to rebase is computed at run time'],
      switchesTo: { unknown: 'it checks out a branch computed at run time' },
    });
  });

  test('git filter-branch -- --branches rewrites every local branch', () => {
    expect(readFilterBranch(args('--msg-filter x -- --branches'))).toStrictEqual({
      effects: [{ rule: 'rewrite', target: { local: true }, form: 'git filter-branch' }],
      unknown: [],
    });
  });

  test('git reset -q --hard: a short option (reset takes none with a value) does not stop the reading', () => {
    expect(readReset(args('-q --hard HEAD~1'))).toStrictEqual({
      effects: [{ rule: 'rewrite', target: { current: true }, form: 'git reset --hard' }],
      unknown: [],
    });
  });
});
