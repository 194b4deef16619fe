import type { RunnerReading } from '../../../../../src/services/shell-command/runners/runner-reading';
import { readRunner } from '../../../../../src/services/shell-command/runners/read-runner';
import { arg, command, items, script, unread, words } from './words';

type Row = [name: string, line: string, expected: readonly RunnerReading[] | undefined];

const read = (name: string, line: string) => readRunner(name, words(line));
const found = (text: string) => arg(text, true);

describe('readRunner: find', () => {
  const rows: Row[] = [
    ['find', '. -name x', []],
    ['find', '. -exec git push ;', [command('find -exec', 'git push')]],
    ['find', ". -name '*.orig' -exec rm {} ;", [{ kind: 'command', words: [arg('rm'), found('{}')], via: 'find -exec' }]],
    ['find', '. -exec git push origin HEAD:{} ;', [{ kind: 'command', words: [arg('git'), arg('push'), arg('origin'), found('HEAD:{}')], via: 'find -exec' }]],
    ['find', '. -exec a ; -exec b {} +', [command('find -exec', 'a'), { kind: 'command', words: [arg('b'), found('{}')], via: 'find -exec' }]],
    ['find', '. -type d -execdir git status ;', [command('find -execdir', 'git status', { chdir: null })]],
    ['find', '. -ok git push ;', [command('find -ok', 'git push')]],
    ['find', '. -okdir git push ;', [command('find -okdir', 'git push', { chdir: null })]],
    ['find', '. -exec echo + ;', [command('find -exec', 'echo +')]],
    ['find', '. -exec echo {} x +', []],
    ['find', '. -exec echo a{}b +', []],
    ['find', '. -exec echo {} {} +', []],
    ['find', '. -exec ;', []],
    ['find', '. -exec git push', []],
    ['find', '. -exec a ; -exec b', []],
    ['find', '-L . -maxdepth 1 -exec git push ;', [command('find -exec', 'git push')]],
    ['find', '$DIR -exec git push ;', [command('find -exec', 'git push')]],
    ['find', '$DIR $MORE -name x', []],
    ['find', '. -name $P -exec git push ;', [command('find -exec', 'git push')]],
    ['find', '. -fprintf out $FMT -exec git push ;', [command('find -exec', 'git push')]],
    ['find', '. $ACTION git push ;', [unread('find: $ACTION may be an action, computed at run time')]],
    ['find', '. -exec git push $REMOTE ;', [{ kind: 'command', words: [arg('git'), arg('push'), arg('$REMOTE', true)], via: 'find -exec' }]],
  ];
  test.each(rows)('%s %s', (name, line, expected) => expect(read(name, line)).toEqual(expected));
});

describe('readRunner: xargs', () => {
  const rows: Row[] = [
    ['xargs', 'git branch -D', [items('xargs', 'git branch -D')]],
    ['xargs', '-I{} git checkout -b {}', [items('xargs', 'git checkout -b {}', { replace: '{}' })]],
    ['xargs', '-I % git push origin %', [items('xargs', 'git push origin %', { replace: '%' })]],
    ['xargs', '-i git checkout {}', [items('xargs', 'git checkout {}', { replace: '{}' })]],
    ['xargs', '-iZZ git checkout ZZ', [items('xargs', 'git checkout ZZ', { replace: 'ZZ' })]],
    ['xargs', '--replace git checkout {}', [items('xargs', 'git checkout {}', { replace: '{}' })]],
    ['xargs', '--replace=@ git checkout @', [items('xargs', 'git checkout @', { replace: '@' })]],
    ['xargs', '-n1 -P4 -0 git push', [items('xargs', 'git push')]],
    ['xargs', '-L 1 -d , -a list.txt -E END -s 100 -rtpx git push', [items('xargs', 'git push')]],
    ['xargs', '--max-a=1 --process-slot-var=SLOT git push', [items('xargs', 'git push')]],
    ['xargs', '-e -l git push', [items('xargs', 'git push')]],
    ['xargs', '-- git push -f', [items('xargs', 'git push -f')]],
    ['xargs', '', [items('xargs', 'echo')]],
    ['xargs', '-0', [items('xargs', 'echo')]],
    ['xargs', '--help', []],
    ['xargs', '-I', []],
    ['xargs', '-I $R git checkout x', [unread('the string its items replace is computed at run time')]],
    ['xargs', '$FLAGS git push', [unread('xargs: $FLAGS may be an option, computed at run time')]],
    ['xargs', '-n 1 -- $CMD push', [{ kind: 'stdin-items', words: [arg('$CMD', true), arg('push')], via: 'xargs' }]],
  ];
  test.each(rows)('%s %s', (name, line, expected) => expect(read(name, line)).toEqual(expected));
});

describe('readRunner: GNU parallel and sem', () => {
  const rows: Row[] = [
    ['parallel', 'git push origin HEAD:{} ::: main', [script('parallel', 'git push origin HEAD:main')]],
    ['parallel', 'git push origin ::: main dev', [script('parallel', 'git push origin main'), script('parallel', 'git push origin dev')]],
    ['parallel', "git branch -D ::: 'a b'", [script('parallel', "git branch -D 'a b'")]],
    ['parallel', "echo {} 'x;' echo y ::: a", [script('parallel', 'echo a x; echo y')]],
    ['parallel', "-q echo {} 'x;' ::: a", [script('parallel', "echo a 'x;'")]],
    ['parallel', '-kj2 git fetch {} ::: origin', [script('parallel', 'git fetch origin')]],
    ['parallel', '--kee --will-cite git fetch ::: origin', [script('parallel', 'git fetch origin')]],
    ['parallel', '-j 4 -- git fetch ::: origin', [script('parallel', 'git fetch origin')]],
    ['parallel', 'git push {1} {2} ::: origin up ::: main', [script('parallel', 'git push origin main'), script('parallel', 'git push up main')]],
    ['parallel', 'echo {1}-{2} ::: a b :::+ 1 2', [script('parallel', 'echo a-1'), script('parallel', 'echo b-2')]],
    ['parallel', 'echo {.} {/} {//} {/.} {#} ::: /x/y.tar.gz', [script('parallel', 'echo /x/y.tar y.tar.gz /x y.tar 1')]],
    ['parallel', '-I ,, git checkout ,, ::: main', [script('parallel', 'git checkout main')]],
    ['parallel', '--replace=@ git checkout @ ::: main', [script('parallel', 'git checkout main')]],
    // Getopt::Long's optional value takes the next word: `-i echo` makes `echo` the replacement string (checked).
    ['parallel', '-i git checkout {} ::: main', [script('parallel', 'checkout {} main')]],
    ['parallel', '-i -- git checkout {} ::: main', [script('parallel', 'git checkout main')]],
    ['parallel', '-I $R git checkout x ::: main', [unread('parallel: the string its items replace is computed at run time')]],
    ['parallel', '--er ,, echo ,, ::: a.b', [unread('parallel: its items are split or replaced in ways not read here')]],
    ['parallel', '::: "git push" "git fetch"'.replace(/"/g, "'"), [script('parallel', 'git push'), script('parallel', 'git fetch')]],
    [
      'parallel',
      'git push origin {} ::: $BRANCH',
      [{ kind: 'script', script: arg('git push origin "$1"'), args: [arg('parallel'), arg('$BRANCH', true)], via: 'parallel' }],
    ],
    ['parallel', '$CMD {} ::: main', [unread('parallel: $CMD may be an option, computed at run time')]],
    ['parallel', '-- $CMD {} ::: main', [script('parallel', '$CMD {}', { dynamic: true })]],
    ['parallel', 'git checkout', [items('parallel', 'git checkout', { shell: true })]],
    ['parallel', 'git checkout {}', [items('parallel', 'git checkout {}', { replace: '{}', shell: true })]],
    ['parallel', 'git checkout {.}', [items('parallel', 'git checkout {}', { replace: '{}', shell: true })]],
    ['parallel', '-q git checkout {}', [items('parallel', 'git checkout {}', { replace: '{}', shell: false })]],
    ['parallel', 'git checkout {} :::: branches.txt', [items('parallel', 'git checkout {}', { replace: '{}', shell: true })]],
    ['parallel', '-a branches.txt git checkout', [items('parallel', 'git checkout', { shell: true })]],
    ['parallel', '', [unread('parallel runs the command lines it reads from standard input')]],
    ['parallel', '--dry-run git push ::: a', []],
    ['parallel', '--version', []],
    ['parallel', '-S server1 git pull ::: a', [unread('parallel --sshlogin runs its jobs on other machines')]],
    ['parallel', '-S : git pull ::: a', [script('parallel', 'git pull a')]],
    ['parallel', '--wd /srv/repo git pull ::: a', [script('parallel', 'git pull a', { chdir: '/srv/repo' })]],
    ['parallel', '-n2 git branch -D ::: a b c', [script('parallel', 'git branch -D a b'), script('parallel', 'git branch -D c')]],
    ['parallel', '-N0 git fetch ::: 1 2', [script('parallel', 'git fetch'), script('parallel', 'git fetch')]],
    ['parallel', '-m git branch -D ::: a b', [script('parallel', 'git branch -D a b')]],
    ['parallel', '-n2 git checkout {} ::: a b', [unread('parallel packs several items into one command line')]],
    ['parallel', '--colsep , echo {1} ::: a,b', [unread('parallel: its items are split or replaced in ways not read here')]],
    ['parallel', '--pipe git apply', [script('parallel', 'git apply')]],
    ['parallel', '$OPTS git push ::: a', [unread('parallel: $OPTS may be an option, computed at run time')]],
    ['sem', '-j2 git push origin main', [script('sem', 'git push origin main')]],
    ['sem', "--id x 'git push; git fetch'", [script('sem', 'git push; git fetch')]],
  ];
  test.each(rows)('%s %s', (name, line, expected) => expect(read(name, line)).toEqual(expected));
});

describe('readRunner: moreutils', () => {
  const rows: Row[] = [
    ['chronic', 'git push', [command('chronic', 'git push')]],
    ['chronic', '-ev git push', [command('chronic', 'git push')]],
    ['chronic', '-x git push', [command('chronic', 'git push')]],
    ['chronic', '', []],
    ['ifne', 'git push', [command('ifne', 'git push')]],
    ['ifne', '-n git push', [command('ifne', 'git push')]],
    ['ifne', '-- git push', [command('ifne', '-- git push')]],
    ['pee', "'git push' 'git fetch'", [script('pee', 'git push'), script('pee', 'git fetch')]],
    ['pee', "--ignore-sigpipe 'git push' --no-ignore-write-errors", [script('pee', 'git push')]],
    ['pee', '-- cat', [script('pee', '--'), script('pee', 'cat')]],
    ['pee', '', []],
    ['mispipe', "'git log' 'head -1'", [script('mispipe', 'git log'), script('mispipe', 'head -1')]],
    ['mispipe', "'git log'", []],
    ['lckdo', '/tmp/lock git push', [command('lckdo', 'git push')]],
    ['lckdo', '-w -W 3 /tmp/lock git push', [command('lckdo', 'git push')]],
    ['lckdo', '/tmp/lock', []],
    ['zrun', 'git apply patch.diff.gz', [{ kind: 'command', words: [arg('git'), arg('apply'), found('patch.diff.gz')], via: 'zrun' }]],
    ['zrun', 'git', []],
    [
      'parallel.moreutils',
      'git fetch -- origin upstream',
      [command('parallel.moreutils', 'git fetch origin'), command('parallel.moreutils', 'git fetch upstream')],
    ],
    ['parallel.moreutils', '-i git push {} main -- origin', [command('parallel.moreutils', 'git push origin main')]],
    [
      'parallel.moreutils',
      '-j2 -n2 git branch -D -- a b c',
      [command('parallel.moreutils', 'git branch -D a b'), command('parallel.moreutils', 'git branch -D c')],
    ],
    ['parallel.moreutils', "-- 'git push' 'git fetch'", [script('parallel.moreutils', 'git push'), script('parallel.moreutils', 'git fetch')]],
    ['parallel.moreutils', 'git push', []],
    ['parallel.moreutils', '-h', []],
  ];
  test.each(rows)('%s %s', (name, line, expected) => expect(read(name, line)).toEqual(expected));
});

describe('readRunner: watch (procps)', () => {
  const rows: Row[] = [
    ['watch', 'git status', [script('watch', 'git status')]],
    ['watch', "'git status; git push'", [script('watch', 'git status; git push')]],
    ['watch', '-n 5 -d git status', [script('watch', 'git status')]],
    ['watch', '-n5 -dg git status', [script('watch', 'git status')]],
    ['watch', '--int=1 --chg git status', [script('watch', 'git status')]],
    ['watch', '-x git push origin main', [command('watch', 'git push origin main')]],
    ['watch', '--exec -- git push', [command('watch', 'git push')]],
    ['watch', 'git push origin $B', [script('watch', 'git push origin $B', { dynamic: true })]],
    ['watch', 'git status -n 1', [script('watch', 'git status -n 1')]],
    ['watch', '-v', []],
    ['watch', '', []],
  ];
  test.each(rows)('%s %s', (name, line, expected) => expect(read(name, line)).toEqual(expected));
});
