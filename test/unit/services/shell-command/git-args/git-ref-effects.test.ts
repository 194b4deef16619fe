import { readGitRefEffects } from '../../../../../src/services/shell-command/git-args/git-ref-effects';
import { refspecTarget } from '../../../../../src/services/shell-command/git-args/push.reader';
import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';

/** The words after `git`; those at the positions given are computed at run time. */
const git = (args: string, dynamic: number[] = []): GitArg[] =>
  args
    .split(' ')
    .filter(Boolean)
    .map((text, i) => ({ text, dynamic: dynamic.includes(i) }));
const effects = (args: string, dynamic: number[] = []) => {
  const { effects, unknown } = readGitRefEffects(git(args, dynamic));
  return { effects, unknown };
};
const switchesTo = (args: string, dynamic: number[] = []) => readGitRefEffects(git(args, dynamic)).switchesTo;
const branch = (name: string) => ({ branch: name });
const current = { current: true } as const;

describe('what a git invocation does to branches (read from its arguments)', () => {
  test.each([
    ['checkout -b main', 'create', branch('main'), 'git checkout -b'],
    ['checkout -B main origin/main', 'create', branch('main'), 'git checkout -b'],
    ['checkout -qb main', 'create', branch('main'), 'git checkout -b'],
    ['checkout -bmain', 'create', branch('main'), 'git checkout -b'],
    ['checkout --orphan gh-pages', 'create', branch('gh-pages'), 'git checkout --orphan'],
    ['checkout --track origin/topic/x', 'create', branch('topic/x'), 'git checkout --track'],
    ['checkout -t -b mine origin/theirs', 'create', branch('mine'), 'git checkout -b'],
    ['switch -c main', 'create', branch('main'), 'git switch -c'],
    ['switch --force-create=main', 'create', branch('main'), 'git switch -c'],
    ['switch --orphan main', 'create', branch('main'), 'git switch --orphan'],
    ['branch main', 'create', branch('main'), 'git branch'],
    ['branch --no-track main origin/main', 'create', branch('main'), 'git branch'],
    ['branch -f main origin/main', 'move', branch('main'), 'git branch -f'],
    ['branch -c feature/a feature/b', 'create', branch('feature/b'), 'git branch -c'],
    ['worktree add -b main ../wt', 'create', branch('main'), 'git worktree add -b'],
    ['worktree add --lock --reason why -B main ../wt', 'create', branch('main'), 'git worktree add -b'],
    ['update-ref refs/heads/main HEAD', 'move', branch('main'), 'git update-ref'],
    ['update-ref -m reason -d refs/heads/main', 'move', branch('main'), 'git update-ref -d'],
    ['update-ref HEAD abc', 'move', current, 'git update-ref'],
    ['push', 'push', current, 'git push'],
    ['push origin', 'push', current, 'git push'],
    ['push --follow-tags origin', 'push', current, 'git push'],
    ['push origin HEAD', 'push', current, 'git push'],
    ['push origin @', 'push', current, 'git push'],
    ['push origin main', 'push', branch('main'), 'git push'],
    ['push -o ci.skip origin main', 'push', branch('main'), 'git push'],
    ['push --repo origin', 'push', current, 'git push'],
    ['push --delete origin refs/heads/main', 'push', branch('main'), 'git push --delete'],
    ['push origin --all', 'push', { local: true }, 'git push --all'],
    ['push --branches origin', 'push', { local: true }, 'git push --branches'],
    ['push --all --prune origin', 'push', { pattern: '*' }, 'git push --all'],
    ['push --mirror', 'push', { pattern: '*' }, 'git push --mirror'],
    ['push origin tag v1 main', 'push', branch('main'), 'git push'],
    ['switch --cre main', 'create', branch('main'), 'git switch -c'],
    ['switch --cre=main', 'create', branch('main'), 'git switch -c'],
    ['switch --force-c main', 'create', branch('main'), 'git switch -c'],
    ['switch --orph main', 'create', branch('main'), 'git switch --orphan'],
    ['checkout --orph main', 'create', branch('main'), 'git checkout --orphan'],
    ['checkout --tr origin/main', 'create', branch('main'), 'git checkout --track'],
    ['branch --cop feature/a main', 'create', branch('main'), 'git branch -c'],
    ['branch --d main', 'move', branch('main'), 'git branch -d'],
    ['branch --forc main', 'move', branch('main'), 'git branch -f'],
    ['push --al origin', 'push', { local: true }, 'git push --all'],
    ['push --bran origin', 'push', { local: true }, 'git push --branches'],
    ['push --mirr origin', 'push', { pattern: '*' }, 'git push --mirror'],
    ['push --rep origin', 'push', current, 'git push'],
    ['push --recurse-submodules check origin main', 'push', branch('main'), 'git push'],
    ['push --de origin main', 'push', branch('main'), 'git push --delete'],
    ['update-ref --no-d refs/heads/main HEAD', 'move', branch('main'), 'git update-ref'],
    ['commit --all', 'commit', current, 'git commit'],
    ['push origin refs/heads/release/*:refs/heads/release/*', 'push', { pattern: 'release/*' }, 'git push'],
    ['commit -m x', 'commit', current, 'git commit'],
    ['-C sub -c a=b --no-pager commit -m x', 'commit', current, 'git commit'],
  ] as const)('git %s → %s', (args, rule, target, form) => {
    expect(effects(args)).toEqual({ effects: [{ rule, target, form }], unknown: [] });
  });

  test('renaming creates the new name and removes the old one (the branch checked out when left out)', () => {
    expect(effects('branch -m main trunk').effects).toEqual([
      { rule: 'create', target: branch('trunk'), form: 'git branch -m' },
      { rule: 'move', target: branch('main'), form: 'git branch -m' },
    ]);
    expect(effects('branch --mov feature/x main').effects).toEqual([
      { rule: 'create', target: branch('main'), form: 'git branch -m' },
      { rule: 'move', target: branch('feature/x'), form: 'git branch -m' },
    ]);
    expect(effects('branch -M trunk').effects).toEqual([
      { rule: 'create', target: branch('trunk'), form: 'git branch -m' },
      { rule: 'move', target: current, form: 'git branch -m' },
    ]);
  });

  test('deleting names every branch; several refspecs name every destination', () => {
    expect(effects('branch -D a b').effects.map((e) => e.target)).toEqual([branch('a'), branch('b')]);
    expect(
      effects('push origin a HEAD:b +c :d refs/heads/e')
        .effects.filter((e) => e.rule === 'push')
        .map((e) => e.target),
    ).toEqual([branch('a'), branch('b'), branch('c'), branch('d'), branch('e')]);
  });

  test('history: a force push names what it overwrites; rewriting names the branch it rewrites', () => {
    const forced = (args: string) =>
      effects(args)
        .effects.filter((e) => e.rule === 'forcePush')
        .map((e) => [e.target, e.form]);
    expect(forced('push --force origin a b')).toEqual([
      [branch('a'), 'git push --force'],
      [branch('b'), 'git push --force'],
    ]);
    expect(forced('push -f')).toEqual([[current, 'git push -f']]);
    expect(forced('push --force-with-lease=main:abc origin main')).toEqual([[branch('main'), 'git push --force-with-lease']]);
    expect(forced('push origin a +b HEAD:c +HEAD:d')).toEqual([
      [branch('b'), 'git push +<refspec>'],
      [branch('d'), 'git push +<refspec>'],
    ]);
    expect(forced('push --all -f origin')).toEqual([[{ local: true }, 'git push -f']]);
    expect(forced('push origin a')).toEqual([]);
    expect(forced('push --force-if-includes origin a')).toEqual([]);
    expect(forced('push -f --dry-run origin a')).toEqual([]);
    const rewrites = (args: string) =>
      effects(args)
        .effects.filter((e) => e.rule === 'rewrite')
        .map((e) => [e.target, e.form]);
    expect(rewrites('reset --hard HEAD~2')).toEqual([[current, 'git reset --hard']]);
    expect(rewrites('reset --ha @~1')).toEqual([[current, 'git reset --hard']]);
    expect(rewrites('reset --soft HEAD~1')).toEqual([[current, 'git reset --soft']]);
    expect(rewrites('reset origin/main')).toEqual([[current, 'git reset']]);
    expect(rewrites('pull --rebase')).toEqual([[current, 'git pull --rebase']]);
    expect(rewrites('commit --amend -m x')).toEqual([[current, 'git commit --amend']]);
    expect(rewrites('commit --am --no-edit')).toEqual([[current, 'git commit --amend']]);
    expect(rewrites('rebase main')).toEqual([[current, 'git rebase']]);
    expect(rewrites('rebase -i --onto main HEAD~3')).toEqual([[current, 'git rebase']]);
    expect(rewrites('rebase origin/main release')).toEqual([[branch('release'), 'git rebase']]);
    expect(rewrites('filter-branch --tree-filter x HEAD')).toEqual([[current, 'git filter-branch']]);
    expect(rewrites('filter-branch --msg-filter x -- --all')).toEqual([[{ local: true }, 'git filter-branch']]);
    expect(rewrites('filter-repo --path src')).toEqual([[{ local: true }, 'git filter-repo']]);
    // A reset with no commit (or HEAD) moves nothing: `git reset --hard` only throws away changes.
    for (const harmless of [
      'reset',
      'reset --hard',
      'reset --ha HEAD',
      'reset HEAD file',
      'reset -- file',
      'rebase --continue',
      'rebase --abort',
      'rebase --skip',
      'commit -m x',
      'reset --hard --help',
      'pull --ff-only',
    ]) {
      expect({ harmless, rewrites: rewrites(harmless) }).toEqual({ harmless, rewrites: [] });
    }
  });

  test.each([
    'checkout main',
    'checkout -- main',
    'checkout --detach main',
    'switch main',
    'switch -',
    'switch --detach main',
    'branch',
    'branch -a',
    'branch --list main',
    'branch -vv',
    'branch --show-current',
    'branch --contains main',
    'branch -u origin/main',
    'branch --set-upstream-to=origin/main main',
    'branch -dr origin/main',
    'branch -m',
    'worktree add ../wt main',
    'worktree list',
    'update-ref refs/tags/v1 HEAD',
    'update-ref --no-deref HEAD abc',
    'update-ref',
    'push --tags',
    'push --dry-run origin main',
    'push -n',
    'push origin ^main',
    'push origin refs/tags/main',
    'commit --dry-run',
    'push origin tag main',
    'push --delete origin tag main',
    'push --dry origin main',
    'push --dr origin main',
    'commit --dr',
    'update-ref --no-d HEAD abc',
    // Abbreviations of two options: git refuses the command (`ambiguous option`), nothing happens.
    'switch --c main',
    'switch --force main',
    'checkout --o main',
    'branch --m a main',
    'branch --c a main',
    'branch --f main',
    'push --d origin main',
    'push --f origin main',
    'push --n origin main',
    'commit --d x',
    'worktree add --n -b main ../wt',
    'log main',
    'diff main...HEAD',
    'merge --abort',
    'reset --soft',
    'rebase --continue',
    '--version',
    '--help',
    'help push',
    'push -h',
    'checkout -b',
    '',
  ])('git %s → nothing', (args) => {
    expect(effects(args)).toEqual({ effects: [], unknown: [] });
  });

  test('a computed name is not read: it is reported instead', () => {
    expect(effects('checkout -b $B', [2])).toEqual({ effects: [], unknown: ['`git checkout -b $B`: the branch name is computed at run time'] });
    expect(effects('push origin $B', [2])).toEqual({ effects: [], unknown: ['`git push origin $B`: a refspec is computed at run time'] });
    expect(effects('$SUB -b main', [0])).toEqual({ effects: [], unknown: ['`git $SUB -b main`: the subcommand is computed at run time'] });
    expect(effects('checkout $OPTS', [1])).toEqual({ effects: [], unknown: ['`git checkout $OPTS`: arguments computed at run time may create a branch'] });
    expect(effects('branch -D $X main', [2]).effects).toEqual([{ rule: 'move', target: branch('main'), form: 'git branch -D' }]);
    expect(effects('update-ref --stdin').unknown).toEqual(['`git update-ref --stdin`: update-ref --stdin reads its refs from standard input']);
    expect(effects('update-ref --st').unknown).toEqual(['`git update-ref --st`: update-ref --stdin reads its refs from standard input']);
  });

  test.each([
    ['checkout main', { branch: 'main' }],
    ['checkout -q main --', { branch: 'main' }],
    ['switch feature/x', { branch: 'feature/x' }],
    ['checkout -b feature/y origin/main', { branch: 'feature/y' }],
    ['checkout -B main', { branch: 'main' }],
    ['switch -c feature/y', { branch: 'feature/y' }],
    ['switch --cre feature/y', { branch: 'feature/y' }],
    ['switch --force-create=feature/y', { branch: 'feature/y' }],
    ['checkout --orphan gh-pages', { branch: 'gh-pages' }],
    ['switch --track origin/topic', { branch: 'topic' }],
    ['checkout --detach', { detached: true }],
    ['switch -d main', { detached: true }],
    ['checkout -', { unknown: 'it switches to the branch checked out before (`-`)' }],
    ['switch @{-1}', { unknown: 'it switches to the branch checked out before (`@{-1}`)' }],
    ['checkout $B', { unknown: 'arguments computed at run time may switch branches' }],
    ['switch -c $B', { unknown: 'it switches to a branch whose name is computed at run time' }],
    ['checkout -- main', undefined],
    ['checkout main README.md', undefined],
    ['checkout main -- README.md', undefined],
    ['checkout -p main', undefined],
    ['checkout HEAD', undefined],
    ['checkout', undefined],
    ['switch --c main', undefined],
    ['branch main', undefined],
    ['worktree add -b main ../wt', undefined],
    ['-C ../other checkout main', { branch: 'main' }],
    ['checkout -h', undefined],
  ] as const)('git %s switches to %j', (args, target) => {
    const dynamic = args.includes('$') ? [args.split(' ').findIndex((a) => a.startsWith('$'))] : [];
    expect(switchesTo(args, dynamic)).toEqual(target);
  });

  test.each([
    ['main', branch('main')],
    ['+main', branch('main')],
    ['HEAD:main', branch('main')],
    ['feature/x:refs/heads/main', branch('main')],
    [':main', branch('main')],
    ['main:', branch('main')],
    ['HEAD', current],
    ['refs/heads/*:refs/heads/*', { pattern: '*' }],
    ['refs/tags/v1', undefined],
    ['HEAD:refs/tags/main', undefined],
    ['^main', undefined],
    ['main:HEAD', undefined],
  ] as const)('refspec %s lands on %j', (refspec, target) => {
    expect(refspecTarget(refspec)).toEqual(target);
  });
});
