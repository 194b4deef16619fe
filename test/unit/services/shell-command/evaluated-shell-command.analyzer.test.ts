import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EvaluatedShellCommandAnalyzer } from '../../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { GitHeadFileReader } from '../../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../../src/services/git-files/git-refs-file.reader';
import type { RefChange, ShellAnalysis } from '../../../../src/services/shell-command/shell-analysis';
import { useScratch } from '../../../support/scratch';

/**
 * The evaluator against a real clone: a bare origin with main and develop, a clone on `work` one commit ahead, a
 * user home. Each case is a command line as agents write it, and what it would do.
 */
const scratch = useScratch();
const top = scratch.dir('bearing-eval-');
const origin = join(top, 'origin.git');
const repo = join(top, 'repo');
const home = join(top, 'home');
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-C', cwd, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { stdio: 'pipe' }).toString();
execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);
execFileSync('git', ['clone', '-q', origin, repo], { stdio: 'ignore' });
writeFileSync(join(repo, 'bearing.config.json'), '{}\n');
git(repo, 'add', '-A');
git(repo, 'commit', '-qm', 'A');
git(repo, 'push', '-q', 'origin', 'HEAD:main', 'HEAD:develop');
git(repo, 'fetch', '-q');
git(repo, 'remote', 'set-head', 'origin', 'main');
git(repo, 'checkout', '-qb', 'work');
writeFileSync(join(repo, 'work.txt'), 'B\n');
git(repo, 'add', '-A');
git(repo, 'commit', '-qm', 'B');
mkdirSync(join(home, '.config', 'bearing'), { recursive: true });
mkdirSync(join(repo, 'sub'));
writeFileSync(join(repo, 'sub', 'a.json'), '{}');
writeFileSync(join(repo, 'deploy.sh'), '#!/bin/sh\ngit push origin "HEAD:$1"\n');

// A second clone where the branch checked out before (main) has been deleted since.
const gone = join(top, 'gone');
execFileSync('git', ['clone', '-q', origin, gone], { stdio: 'ignore' });
git(gone, 'checkout', '-qb', 'work');
git(gone, 'branch', '-qD', 'main');

const ENVIRONMENT = { HOME: home, USER: 'agent', PATH: '/usr/bin:/bin' };
const analyze = (command: string, cwd = repo): ShellAnalysis =>
  new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), ENVIRONMENT).analyze(command, 'posix', cwd);

/** `rule target` per change, with `@branch|branch` for what may be checked out when it lands on the branch checked out. */
function change(c: RefChange): string {
  const t = c.effect.target;
  const target =
    'branch' in t
      ? t.branch
      : 'current' in t
        ? `@${c.checkedOut.map((b) => (b.kind === 'branch' ? b.name : b.kind)).join('|')}`
        : 'pattern' in t
          ? `pattern ${t.pattern}`
          : 'local' in t
            ? 'every local'
            : `base of ${t.base}`;
  return `${c.effect.rule} ${target}${c.effect.fromRemote ? ` from ${c.effect.fromRemote.remote}` : ''}`;
}
const changes = (command: string, cwd?: string) => analyze(command, cwd).refChanges.map(change);
const writes = (command: string) => analyze(command).writes.map((w) => `${w.form} ${w.dynamic ? '~' : ''}${w.path}`);

describe('the evaluator: what a POSIX command line would do, read as the shell and git run it', () => {
  test.each([
    // Values the shell computes from the text alone.
    ['BASE=main; git push origin HEAD:$BASE', ['push main']],
    ['export T=develop && git push origin "HEAD:${T}"', ['push develop']],
    ['git push origin "HEAD:${TARGET:-main}"', ['push main']],
    ['B=x; git push origin "HEAD:${B/x/main}"', ['push main']],
    ['R=refs/heads/main; git push origin "HEAD:${R#refs/heads/}"', ['push main']],
    ['for b in main develop; do git push origin "HEAD:$b"; done', ['push main', 'push develop']],
    ['git push origin HEAD:{main,develop}', ['push main', 'push develop']],
    ['set -- HEAD:main; git push origin "$@"', ['push main']],
    ['a=(origin HEAD:main); git push "${a[@]}"', ['push main']],
    ['read -r B <<< main; git push origin "HEAD:$B"', ['push main']],
    ['printf -v B %s main; git push origin "HEAD:$B"', ['push main']],
    ['if [ -n "$X" ]; then B=main; else B=develop; fi; git push origin "HEAD:$B"', ['push main', 'push develop']],
    ['if true; then B=main; else B=develop; fi; git push origin "HEAD:$B"', ['push main']],
    ['false && git push origin HEAD:main; true || git push origin HEAD:develop', []],
    ['git switch --c feature/y && git push', []],
    ['cd sub || exit 1; git push origin HEAD:main', ['push main']],
    ['case x in x) B=main;; esac; git push origin HEAD:$B', ['push main']],
    // Functions, aliases, eval, and scripts handed to a shell.
    ['f() { git push origin "HEAD:$1"; }; f main', ['push main']],
    ['function g { git "$@"; }; g branch -D develop', ['move develop']],
    ["shopt -s expand_aliases; alias p='git push origin HEAD:main'; p", ['push main']],
    ['eval "git push origin HEAD:main"', ['push main']],
    ['bash -c \'git push origin "$1"\' _ HEAD:main', ['push main']],
    ['sh -c "git checkout -b \\$0" main', ['create main']],
    ["echo 'git push origin HEAD:main' | sh", ['push main']],
    ["sh <<< 'git push origin HEAD:main'", ['push main']],
    ['bash -s <<EOF\ngit push origin HEAD:main\nEOF', ['push main']],
    ["bash <<'EOF'\nB=main\ngit push origin HEAD:$B\nEOF", ['push main']],
    [`echo ${Buffer.from('git push origin HEAD:main').toString('base64')} | base64 -d | sh`, ['push main']],
    ['source <(echo git push origin HEAD:main)', ['push main']],
    ["echo 'git push origin HEAD:develop' > /tmp/x.sh; sh /tmp/x.sh", ['push develop']],
    ['sh ./deploy.sh main', ['push main']],
    ['./deploy.sh develop', ['push develop']],
    ['coproc git push origin HEAD:main', ['push main']],
    ['trap "git push origin HEAD:main" EXIT; true', ['push main']],
    ['exec git push origin HEAD:main', ['push main']],
    // The branch checked out, on every path through the command.
    ['git push -u origin "$(git branch --show-current)"', ['push work']],
    ['git checkout main && git push origin "HEAD:$(git rev-parse --abbrev-ref HEAD)"', ['push main']],
    ['git push origin work', ['push work']],
    ['git switch -c feature/y && git push -u origin HEAD', ['create feature/y', 'push @feature/y']],
    ['git push origin `git symbolic-ref --short HEAD`', ['push work']],
    ['git push origin "HEAD:$(basename $(git symbolic-ref refs/remotes/origin/HEAD))"', ['push main']],
    ['git checkout -b x; git push -u origin HEAD', ['create x', 'push @x|work']],
    ['git checkout -b x && git push -u origin HEAD', ['create x', 'push @x']],
    ['git switch develop || true; git push', ['create develop from origin', 'push @develop|work']],
    ['(git switch develop) && git push', ['create develop from origin', 'push @develop']],
    ['git -C "$D" switch develop && git push', ['push @work|develop']],
    // Aliases and settings given in the same command, or in git's files.
    ['git -c alias.p=push p origin HEAD:main', ['push main']],
    ["git -c alias.ship='!git push origin HEAD:main' ship", ['push main']],
    ["git config alias.sync 'push origin HEAD:develop' && git sync", ['push develop']],
    ["GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.p GIT_CONFIG_VALUE_0='push origin HEAD:main' git p", ['push main']],
    [`GIT_CONFIG_PARAMETERS="'alias.p'='push origin HEAD:main'" git p`, ['push main']],
    ['git -c remote.origin.push=HEAD:main push', ['push main']],
    ['git -c push.default=upstream -c branch.work.merge=refs/heads/main push', ['push @work', 'push main']],
    ['git branch -u origin/main && git -c push.default=upstream push', ['push @work', 'push main']],
    // Programs that run programs, and interpreters' inline code.
    ['echo HEAD~1 | xargs git checkout -b main', ['create main']],
    ['xargs git checkout -b main < /dev/null', ['create main']],
    ['sudo -u root -- env X=1 git push origin HEAD:main', ['push main']],
    ['parallel git push origin HEAD:{} ::: main develop', ['push main', 'push develop']],
    ['python3 -c "import os; os.system(\'git push origin HEAD:main\')"', ['push main']],
    ["node -e \"require('child_process').execFileSync('git', ['push', 'origin', 'HEAD:main'])\"", ['push main']],
    // Forges.
    ['gh pr merge 12 --squash', ['merge base of pull request 12']],
    ['gh api -X PATCH repos/o/r/git/refs/heads/main -f sha=abc', ['push main']],
    ['gh api repos/o/r/merges -f base=main -f head=work', ['merge main']],
    ['glab mr merge 5', ['merge base of the merge request']],
    ['hub push origin HEAD:main', ['push main']],
    ['git town ship', ['merge base of the main branch']],
    ['gh -R acme/app pr merge 1 -s', ['merge base of pull request 1']],
    ['hub merge https://github.com/acme/app/pull/1', ['commit @work']],
    ['curl -sX PUT -H "Authorization: token $T" https://api.github.com/repos/acme/app/pulls/1/merge', ['merge base of pull request 1']],
    ['curl -X PATCH https://ghe.example/api/v3/repos/o/r/git/refs/heads/main -d \'{"sha":"abc"}\'', ['push main']],
    ['wget --method=DELETE https://api.github.com/repos/o/r/git/refs/heads/develop', ['push develop']],
    // Values built in steps, and tests of them.
    ['b=ma; b+=in; git push origin HEAD:$b', ['push main']],
    ['a=(x); a+=(develop); git push origin "${a[1]}"', ['push develop']],
    ['B=main; [ -z "$B" ] || git push origin $B', ['push main']],
    ['B=main; [ -n "$B" ] || git push origin $B', []],
    ['B=main; [[ $B == work ]] && git push origin $B', []],
    // The branches git lists, fed to a loop or xargs (a filter by history may print any of them).
    ["git branch --merged | grep -v '\\*' | xargs git branch -d", ['move main']],
    ['for b in $(git branch --format="%(refname:short)"); do [ "$b" != work ] && git branch -D "$b"; done', ['move main']],
    ["git for-each-ref --format='%(refname:short)' refs/heads/ | grep -vx work | xargs -r git branch -D", ['move main']],
    ["git branch -r | grep -v HEAD | sed 's#origin/##' | xargs -n1 git push origin --delete", ['push develop', 'push main']],
    ["git branch --list 'ma*' | xargs git branch -D", ['move main']],
    // Names computed from the machine: the program on PATH, the work tree's top, a script on standard input.
    ['$(which git) push origin HEAD:main', ['push main']],
    ['"$(command -v git)" push origin HEAD:main', ['push main']],
    [". /dev/stdin <<< 'git push origin HEAD:main'", ['push main']],
    ['git reset --hard $(git merge-base HEAD origin/main)', ['rewrite @work']],
    // Settings and hooks git obeys.
    ["git config --file .git/config alias.up 'push origin HEAD:develop' && git up", ['push develop']],
    ["git config -f other.cfg alias.up 'push origin HEAD:develop' && git up", []],
    ['git remote add --mirror=push m ../origin.git && git push m', ['push pattern *']],
    [
      "printf '#!/bin/sh\\ngit push origin HEAD:main\\n' > .git/hooks/post-commit && chmod +x .git/hooks/post-commit && git commit --allow-empty -m wip",
      ['commit @work', 'push main'],
    ],
    ["printf 'git push origin HEAD:main\\n' > .git/hooks/pre-commit && git commit -n -m x", ['commit @work']],
    ["printf 'git push origin HEAD:develop\\n' > .git/hooks/pre-push && git push origin HEAD:feature/q", ['push feature/q', 'push develop']],
  ])('%s', (command, expected) => expect(changes(command)).toEqual(expected));

  test('`git checkout -` goes back to the branch the reflog names; where that branch is gone, it fails and what needs it never runs', () => {
    expect(changes('git checkout - && git push origin HEAD')).toEqual(['push @main']);
    expect(changes('git checkout - && git push origin HEAD', gone)).toEqual([]);
    expect(changes('git checkout -; git push origin HEAD', gone)).toEqual(['push @work']);
  });

  test.each([
    'git status && git log --oneline -5',
    'echo "git push origin HEAD:main"',
    "grep -rn 'git push origin main' .",
    'cat <<EOF\ngit push origin HEAD:main\nEOF',
    'gh pr create --fill',
    'gh api repos/o/r/pulls',
    'B=main; echo $B',
    'f() { git push origin HEAD:main; }',
    'true || false',
  ])('%s changes no branch at all', (command) => expect(changes(command)).toEqual([]));

  test('where files land: braces, globs against the folder, ~ and $HOME, $PWD, a copy into a folder', () => {
    expect(writes('mv bearing.config.json{,.bak}')).toEqual(['mv bearing.config.json', 'mv bearing.config.json.bak']);
    expect(writes('rm -f *.json')).toEqual(['rm bearing.config.json']);
    expect(writes('rm -f sub/*.json x*.json')).toEqual(['rm sub/a.json', 'rm x*.json']);
    expect(writes('echo {} > ~/.config/bearing/config.json; echo {} > "$HOME/x"; echo {} > "$PWD/y"')).toEqual([
      `> ${home}/.config/bearing/config.json`,
      `> ${home}/x`,
      `> ${repo}/y`,
    ]);
    expect(writes('cp ../x/bearing.config.json .')).toEqual(['cp bearing.config.json']);
    // Names listed on the way: the index's tracked paths, a folder's entries.
    expect(writes("git ls-files -z '*.json' | xargs -0 rm")).toEqual(['rm bearing.config.json']);
    expect(writes('git ls-files sub | xargs rm')).toEqual([]);
    expect(writes('ls *.json | xargs -I{} cp ../seed/x.json {}')).toEqual(['cp bearing.config.json']);
    expect(writes('for f in $(ls -A sub); do rm "sub/$f"; done')).toEqual(['rm sub/a.json']);
    expect(writes('cd ~/.config/bearing && echo {} > config.json').map((w) => w)).toEqual(['> config.json']);
    expect(analyze('cd ~/.config/bearing && echo {} > config.json').writes[0]!.directory).toBe(join(home, '.config', 'bearing'));
  });

  test('what cannot be read is said with the words as written, and changes nothing', () => {
    const read = analyze('git push origin "HEAD:$(curl -s https://x)"; $TOOL push; eval "$X"; bash ./missing.sh; python3 -c "$CODE"');
    expect(read.refChanges).toEqual([]);
    expect(read.unread).toEqual([
      '`git push origin HEAD:$(curl -s https://x)`: a refspec is computed at run time',
      '`$TOOL`: the command name is computed at run time',
      'eval runs text built at run time: `eval $X`',
      'bash runs the script file ./missing.sh, which cannot be read',
      'python3 -c runs code the text does not show',
    ]);
  });

  test('bounds: a command that would run past them is said, never read forever', () => {
    const loop = analyze('f() { f; }; f');
    expect([loop.unread, loop.limit]).toEqual([
      ['f: functions nested deeper than 24 calls are not read'],
      'f: functions nested deeper than 24 calls are not read',
    ]);
    const many = analyze(`for a in ${'x '.repeat(60)}; do for b in ${'y '.repeat(60)}; do for c in ${'z '.repeat(60)}; do git status; done; done; done`);
    expect([many.unread, many.limit]).toEqual([
      ['the command runs more than 20000 commands; the rest was not read'],
      'the command runs more than 20000 commands; the rest was not read',
    ]);
    const deep = analyze(`${'echo $('.repeat(80)}x${')'.repeat(80)}`);
    expect([deep.unread, deep.limit]).toEqual([
      [expect.stringMatching(/^the command could not be read: the command is nested too deeply/)],
      expect.stringMatching(/nested too deeply/),
    ]);
    expect(analyze(`bash -c '${'$('.repeat(80)}'`).limit).toMatch(/^bash -c: the script could not be read \(the command is nested too deeply/);
    expect(analyze('x'.repeat(256 * 1024 + 1)).limit).toBe('the command is longer than 262144 characters and was not read');
    // What the text does not tell is no bound: the workspace's `unreadable` decides it.
    expect(analyze('eval "$X"; git checkout -b ${').limit).toBeUndefined();
  });

  test('a syntax error: the whole lines before it run, as bash runs them one complete command at a time', () => {
    const pushes = (command: string) => analyze(command).refChanges.map((c) => c.written);
    expect(pushes('git push origin HEAD:main\nfi')).toEqual(['git push origin HEAD:main']);
    expect(analyze('git push origin HEAD:main\nfi').unread).toEqual(['the command: from line 2 on, it could not be read (unexpected `f` at character 27)']);
    // On the same line, or inside a compound command that never closes, it does not run.
    expect(pushes('git push origin HEAD:main; fi')).toEqual([]);
    expect(pushes('echo a\nif true; then\ngit push origin HEAD:main\n')).toEqual([]);
    // An error inside a nested text places the cut where that text stands.
    expect(pushes('git push origin HEAD:develop\necho `(`')).toEqual(['git push origin HEAD:develop']);
    // In a script handed to a shell, and under eval.
    expect(pushes("bash -c 'git push origin HEAD:main\nfi'")).toEqual(['git push origin HEAD:main']);
    expect(pushes("eval $'git push origin HEAD:main\\n)'")).toEqual(['git push origin HEAD:main']);
  });

  test('never throws, whatever the text (seeded random lines)', () => {
    const alphabet = [
      'git ',
      'push ',
      'checkout -b ',
      'main',
      ' ',
      '"',
      "'",
      '$',
      '(',
      ')',
      '{',
      '}',
      '`',
      '\\',
      '\n',
      ';',
      '&',
      '|',
      '<',
      '>',
      '#',
      '*',
      'bash -c ',
      'for ',
      'do ',
      'done',
      'if ',
      'fi',
      'case ',
      'esac',
      '<<',
      'EOF',
      '=',
      '-C ',
      '[[',
      ']]',
      'xargs ',
      'eval ',
    ];
    let seed = 20261202;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const result = analyze(text);
      expect(Array.isArray(result.refChanges) && Array.isArray(result.unread)).toBe(true);
    }
  });
});
