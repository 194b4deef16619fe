import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';
import { readPush, refspecTarget } from '../../../../../src/services/shell-command/git-args/push.reader';

/** The words after `git push`; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));

describe('readPush', () => {
  test('a computed option may change what is pushed: the refspec is still read', () => {
    expect(readPush(args('--$OPT origin main'))).toStrictEqual({
      effects: [{ rule: 'push', target: { branch: 'main' }, form: 'git push' }],
      unknown: ['options computed at run time may change what is pushed'],
    });
  });

  test('--delete, spelled out, deletes the remote branch', () => {
    expect(readPush(args('--delete origin main'))).toStrictEqual({
      effects: [{ rule: 'push', target: { branch: 'main' }, form: 'git push --delete' }],
      unknown: [],
    });
  });

  test('a forced deletion is a deletion, not a force push', () => {
    expect(readPush(args('-f --delete origin main'))).toStrictEqual({
      effects: [{ rule: 'push', target: { branch: 'main' }, form: 'git push --delete' }],
      unknown: [],
    });
  });

  test("`:` alone, git's matching refspec, pushes every branch both sides have: any local branch; `+:` forces them", () => {
    expect(readPush(args('origin :'))).toStrictEqual({ effects: [{ rule: 'push', target: { local: true }, form: 'git push :' }], unknown: [] });
    expect(readPush(args('origin +:'))).toStrictEqual({
      effects: [
        { rule: 'push', target: { local: true }, form: 'git push :' },
        { rule: 'forcePush', target: { local: true }, form: 'git push +<refspec>' },
      ],
      unknown: [],
    });
  });

  test('a forced tag refspec forces no branch', () => {
    expect(readPush(args('origin +refs/tags/v1'))).toStrictEqual({ effects: [], unknown: [] });
  });

  test('deleting `refs/heads/` names no branch', () => {
    expect(readPush(args('--delete origin refs/heads/'))).toStrictEqual({ effects: [], unknown: [] });
  });
});

describe('refspecTarget', () => {
  test.each([
    // Deletes a remote ref named HEAD (git fails when there is none): not the branch checked out.
    [':HEAD', undefined],
    ['HEAD:refs/heads/', undefined],
  ] as const)('%s lands on %j', (refspec, target) => {
    expect(refspecTarget(refspec)).toStrictEqual(target);
  });
});
