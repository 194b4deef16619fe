import { readBranch } from '../../../../../src/services/shell-command/git-args/branch.reader';
import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';

/** The words after `git branch`; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));

describe('readBranch', () => {
  test('deleting with --remotes removes remote-tracking copies, not branches', () => {
    expect(readBranch(args('--delete --remotes origin/main'))).toStrictEqual({ effects: [], unknown: [] });
  });

  test('--copy creates the new name and leaves the old one in place', () => {
    expect(readBranch(args('--copy main backup'))).toStrictEqual({
      effects: [{ rule: 'create', target: { branch: 'backup' }, form: 'git branch -c' }],
      unknown: [],
    });
  });

  test('a computed option beside a listing option and a name may stand for -f or -m: it is reported', () => {
    expect(readBranch(args('--list -$FLAG main'))).toStrictEqual({ effects: [], unknown: ['options computed at run time may change a branch'] });
  });

  test('a computed option with no name to act on changes no branch', () => {
    expect(readBranch(args('-$FLAG'))).toStrictEqual({ effects: [], unknown: [] });
  });
});
