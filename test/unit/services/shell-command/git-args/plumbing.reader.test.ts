import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';
import { readUpdateRef } from '../../../../../src/services/shell-command/git-args/plumbing.reader';
import { readWorktree } from '../../../../../src/services/shell-command/git-args/worktree.reader';

/** The words after the subcommand; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));
const NOTHING = { effects: [], unknown: [] };

describe('git worktree', () => {
  test('git worktree alone creates nothing', () => {
    expect(readWorktree([])).toStrictEqual(NOTHING);
  });

  test('only `add` reads -b: other worktree commands reject it and create no branch', () => {
    expect(readWorktree(args('lock -b main ../wt'))).toStrictEqual(NOTHING);
  });
});

describe('git update-ref', () => {
  test('a computed ref is reported, not read', () => {
    expect(readUpdateRef(args('$REF HEAD'))).toStrictEqual({ effects: [], unknown: ['the ref is computed at run time'] });
  });

  test('an ambiguous abbreviation (`--n`: --no-deref or a negation) makes git refuse the command', () => {
    expect(readUpdateRef(args('--n refs/heads/main HEAD'))).toStrictEqual({ ...NOTHING, refused: true });
  });

  test('--stdin: the refs come from standard input', () => {
    expect(readUpdateRef(args('--stdin'))).toStrictEqual({ effects: [], unknown: ['update-ref --stdin reads its refs from standard input'] });
  });
});
