import { readCheckout, readSwitch } from '../../../../../src/services/shell-command/git-args/checkout.reader';
import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';

/** The words after `git checkout` or `git switch`; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));

describe('readCheckout and readSwitch', () => {
  test('a computed option word may be `-b main`: both the creation and the switch are unknown', () => {
    expect(readCheckout(args('-$FLAGS'))).toStrictEqual({
      effects: [],
      unknown: ['arguments computed at run time may create a branch'],
      switchesTo: { unknown: 'arguments computed at run time may switch branches' },
    });
  });

  test('a computed start point does not hide the branch an explicit -b names', () => {
    expect(readCheckout(args('-b topic $START'))).toStrictEqual({
      effects: [{ rule: 'create', target: { branch: 'topic' }, form: 'git checkout -b' }],
      unknown: [],
      switchesTo: { branch: 'topic' },
    });
  });

  test('--track with a name holding no remote part creates nothing (git asks for -b)', () => {
    // The name is still read as where HEAD would go, as for any single name given.
    expect(readSwitch(args('--track topic'))).toStrictEqual({ effects: [], unknown: [], switchesTo: { branch: 'topic' } });
  });

  test.each(['--patch main', '--pathspec-from-file=paths.txt main', '@'])('git checkout %s switches nothing', (line) => {
    expect(readCheckout(args(line))).toStrictEqual({ effects: [], unknown: [] });
  });
});
