import { WindowsCommandReader } from '../../../../../src/services/shell-command/windows/windows-command.reader';
import { commandTextOfArgv } from '../../../../../src/framework/payload/argv-command-text';
import type { ShellDialect } from '../../../../../src/protocol/shell-dialect';

const reader = new WindowsCommandReader();
/** The token-level reader PowerShell and cmd lines go through (it reads POSIX syntax too, as those lines launch it). */
const analyzer = { analyze: (command: string, dialect: ShellDialect = 'posix') => reader.read(command, dialect) };
const found = (command: string) => analyzer.analyze(command).invocations;
const argsOf = (command: string) => found(command).map((i) => i.args.join(' '));

describe('WindowsCommandReader: every git invocation a command line would run', () => {
  test('in lists, pipelines, subshells, groups and substitutions, in order', () => {
    expect(argsOf('git a && (git b; { git c; }) | git d || echo "$(git e)" `git f` <(git g)\ngit h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  test('a git word that is an argument, a quoted string or a here-document line is not an invocation', () => {
    expect(found('echo git push; grep -r "git checkout -b main" .; cat <<EOF\ngit push\nEOF')).toEqual([]);
  });

  test('through prefixes: assignments, env, command, exec, sudo, nohup, time, nice, timeout, stdbuf, absolute paths, .exe', () => {
    for (const command of [
      'X=1 git push',
      'env -u HOME -- git push',
      'command -p git push',
      'builtin exec -a name git push',
      'sudo -u bob -E git push',
      'nohup nice -n 5 git push',
      'time -p timeout -k 5 30s git push',
      'stdbuf -oL git push',
      '/usr/bin/git push',
      'C:\\\\Git\\\\cmd\\\\git.exe push',
      'GIT.EXE push',
    ]) {
      expect({ command, args: argsOf(command) }).toEqual({ command, args: ['push'] });
    }
    expect(found('command -v git; which git; type git')).toEqual([]);
  });

  test('through launched shells: bash/sh/zsh/dash -c, pwsh/powershell -Command, cmd /c, nested', () => {
    const via = (command: string) => found(command).map((i) => [i.args.join(' '), i.via]);
    expect(via("bash -lc 'git a'")).toEqual([['a', ['bash -c']]]);
    expect(via('sh -e -o pipefail -c "git b" name arg')).toEqual([['b', ['sh -c']]]);
    expect(via("zsh -xc 'git c'; dash -c 'git d'")).toEqual([
      ['c', ['zsh -c']],
      ['d', ['dash -c']],
    ]);
    expect(via('pwsh -NoProfile -ExecutionPolicy Bypass -Command "git e; git f"')).toEqual([
      ['e', ['pwsh -Command']],
      ['f', ['pwsh -Command']],
    ]);
    expect(via('powershell git g')).toEqual([['g', ['powershell -Command']]]);
    expect(via('cmd /d /c "git h && git i"')).toEqual([
      ['h', ['cmd /c']],
      ['i', ['cmd /c']],
    ]);
    expect(via(`bash -c "pwsh -c 'cmd /c git j'"`)).toEqual([['j', ['bash -c', 'pwsh -Command', 'cmd /c']]]);
    expect(via(`pwsh -enc ${Buffer.from('git k', 'utf16le').toString('base64')}`)).toEqual([['k', ['pwsh -Command']]]);
  });

  test('PowerShell: the command after `$x =` runs, script blocks run, `&` calls a command; a variable before an operator is an expression', () => {
    const ps = (command: string) => analyzer.analyze(command, 'powershell');
    expect(
      ps(
        '$x = git a; $null = git b; $n += git c; foreach ($b in @("x")) { git d }; 1..2 | ForEach-Object { git e }; & git f; $x.Trim(); $y; if ($x -eq 1) { git g }',
      ).invocations.map((i) => i.args.join(' ')),
    ).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(ps('foreach ($b in @("x")) {git h}; & $git push').invocations.map((i) => i.args.join(' '))).toEqual(['h']);
    expect(ps('foreach ($b in @("x")) { git push }; & $git push').unread).toEqual(['`$git`: the command name is computed at run time']);
  });

  test('through programs that run a command they are given: env -S, watch, flock, find -exec, script -c, su -c, git submodule foreach', () => {
    const via = (command: string) => found(command).map((i) => [i.args.join(' '), i.via, i.directory]);
    expect(via("env -S 'git a' x; env -i -S 'X=1 git b'; env --split-string='-C s git c'")).toEqual([
      ['a x', ['env'], '.'],
      ['b', ['env'], '.'],
      ['c', ['env'], 's'],
    ]);
    expect(via("watch -n 5 'git d'; watch git e; flock -w 5 /tmp/l git f; flock /tmp/l -c 'git g'")).toEqual([
      ['d', ['watch'], '.'],
      ['e', ['watch'], '.'],
      ['f', [], '.'],
      ['g', ['flock -c'], '.'],
    ]);
    expect(via('find . -exec git h {} \\; -execdir git i {} + -ok git j \\;')).toEqual([
      ['h {}', ['find -exec'], '.'],
      ['i {}', ['find -execdir'], null],
      ['j', ['find -ok'], '.'],
    ]);
    expect(found('find . -exec git h {} \\;')[0]!.dynamic).toEqual([1]);
    expect(via("script -qc 'git k' /dev/null; su -c 'git l'; su - bob -c 'git m'; runuser -u bob --command 'git n'")).toEqual([
      ['k', ['script -c'], '.'],
      ['l', ['su -c'], '.'],
      ['m', ['su -c'], '.'],
      ['n', ['runuser -c'], '.'],
    ]);
    expect(via("git submodule foreach --recursive 'git o'; git -C s submodule --quiet foreach -- git p").filter(([, v]) => (v as string[]).length > 0)).toEqual(
      [
        ['o', ['git submodule foreach'], null],
        ['p', ['git submodule foreach'], null],
      ],
    );
    expect(
      found("find . -name '*.md' -exec grep git {} \\; ; watch git status; flock /tmp/l make; su bob; script git.log").map((i) => i.args.join(' ')),
    ).toEqual(['status']);
    // A script a prefix builds nests like a launched shell: past 8 levels it is said, not read.
    expect(analyzer.analyze(`${'watch '.repeat(10)}git x`)).toEqual({
      invocations: [],
      writes: [],
      unread: ['watch: shells nested deeper than 8 are not read'],
    });
    // With no `;` to end its command, find refuses to run at all.
    expect(analyzer.analyze('env -S "$C"; find . -exec git push')).toEqual({
      invocations: [],
      writes: [],
      unread: ['`$C`: the command name is computed at run time'],
    });
  });

  test('the directory git runs in follows cd, pushd/popd and -C; a subshell, a pipeline element or a launched shell keeps its own', () => {
    const dirs = (command: string) => found(command).map((i) => i.directory);
    expect(dirs('cd a && git x; cd ../b; git -C c -C d x; cd /abs && git x')).toEqual(['a', 'b/c/d', '/abs']);
    expect(dirs('(cd a; git x); git x; cd a | git x; git x')).toEqual(['a', '.', '.', '.']);
    expect(dirs('pushd a && git x && popd && git x; popd; git x')).toEqual(['a', '.', null]);
    expect(dirs('bash -c "cd a && git x"; git x; env -C e git x; git x')).toEqual(['a', '.', 'e', '.']);
    expect(dirs('cd "$D"; git x; cd /r; git x; cd; git x; cd -; git x; cd ~/w; git x')).toEqual([null, '/r', null, null, null]);
    expect(dirs('cd -P a && git -C "$X" x')).toEqual([null]);
    expect(dirs('cmd /c "cd /d C:\\\\w && git x"; pwsh -WorkingDirectory w -Command "Set-Location -Path s; git x"')).toEqual(['C:\\w', 'w/s']);
    // `--` ends cd's options; `/d` is cmd's option only before a folder, and a POSIX folder when alone; `-Path:s` is s.
    expect(dirs('cd -- d && git x; cd /d; git x; cd -L -- e; git x')).toEqual(['d', '/d', '/d/e']);
    expect(dirs('pwsh -Command "Set-Location -Path:s; git x"; pwsh -Command "Set-Location -LiteralPath:$D; git x"')).toEqual(['s', null]);
  });

  test('--git-dir and GIT_DIR name the repository, relative to where git runs', () => {
    const [a, b, c] = found('git --git-dir=.g push; cd s && GIT_DIR=/r/.git git push; git --git-dir "$G" push');
    expect([a!.gitDir, b!.gitDir, c!.gitDir, c!.directory]).toEqual(['.g', '/r/.git', undefined, null]);
  });

  test('computed words are marked by position and shown as written', () => {
    expect(found('git checkout -b "feature/$N" $(date +%s) ma*n')[0]).toEqual({
      args: ['checkout', '-b', 'feature/$N', '$', 'ma*n'],
      dynamic: [2, 3, 4],
      directory: '.',
      via: [],
      sequenced: true,
      chain: 1,
    });
  });

  test('PowerShell: a block after `if`/`foreach` runs unsequenced, and what follows it is sequenced again', () => {
    const sequenced = (command: string) =>
      analyzer
        .analyze(command, 'powershell')
        .invocations.map((i) => `${i.args[0]}:${i.sequenced ? 'yes' : 'no'}`)
        .join(' ');
    expect(sequenced('if ($a) { git a }; git b; foreach ($x in $y) { git c }\ngit d')).toBe('a:no b:yes c:no d:yes');
  });

  test('chains: invocations joined only by `&&` share one, each script read gets numbers of its own', () => {
    const chains = (command: string) =>
      found(command)
        .map((i) => `${i.args[0]}:${i.chain ?? '-'}`)
        .join(' ');
    expect(chains('git a && git b; git c && x && git d\ngit e')).toBe('a:1 b:1 c:2 d:2 e:3');
    expect(chains("git a && bash -c 'git b && git c; git d' && git e")).toBe('a:1 b:2 c:2 d:3 e:1');
    expect(chains('git a || git b; (git c && git d); git e')).toBe('a:- b:- c:- d:- e:2');
  });

  test('sequenced: only in lists joined by `;`, `&&` and line breaks, also inside a launched shell; never next to `||` or `&`, in a pipeline, subshell, group, condition or `$(…)`', () => {
    const sequenced = (command: string) =>
      found(command)
        .map((i) => `${i.args[0]}:${i.sequenced ? 'yes' : 'no'}`)
        .join(' ');
    expect(sequenced('git a && git b; git c\ngit d')).toBe('a:yes b:yes c:yes d:yes');
    expect(sequenced('git a || git b; git c && git d || git e; git f')).toBe('a:no b:no c:no d:no e:no f:yes');
    expect(sequenced('git a | git b; git c & git d; git e')).toBe('a:no b:no c:no d:yes e:yes');
    expect(sequenced('(git a); { git b; }; f() { git c; }; echo $(git d); git e')).toBe('a:no b:no c:no d:no e:yes');
    expect(sequenced('if git a; then git b; else git c; fi; git d')).toBe('a:no b:no c:no d:yes');
    expect(sequenced('while git a; do git b; done; for x in y; do git c; done; git d')).toBe('a:no b:no c:no d:yes');
    expect(sequenced('! git a && git b; case x in x) git c;; esac; git d')).toBe('a:no b:yes c:no d:yes');
    expect(sequenced("bash -c 'git a && git b' && git c; bash -c 'git d' | cat; sh -c 'git e; git f' || true")).toBe('a:yes b:yes c:yes d:no e:no f:no');
    expect(sequenced('cmd /c "git a && git b"; pwsh -Command "git c; git d"')).toBe('a:yes b:yes c:yes d:yes');
  });

  test('what the text does not tell is reported, not guessed', () => {
    expect(
      analyzer.analyze('eval "$C"; source env.sh; . ./x; $GIT push; bash run.sh; sh; echo b | xargs git branch -D; pwsh -File s.ps1; iex $c').unread,
    ).toEqual([
      'eval runs text built at run time: `eval $C`',
      'source runs a script file: `source env.sh`',
      '. runs a script file: `. ./x`',
      '`$GIT`: the command name is computed at run time',
      'bash runs the script file run.sh',
      'sh reads its commands from standard input',
      'xargs builds the arguments of git from its input',
      'pwsh runs the script file s.ps1',
      'iex runs text built at run time: `iex $c`',
    ]);
  });

  test('a line it cannot read gives no invocation and one line saying why; a launched script that cannot be read only loses itself', () => {
    expect(analyzer.analyze('git checkout -b main ${')).toEqual({
      invocations: [],
      writes: [],
      unread: ['the command could not be read: shell-quote: Bad substitution: '],
    });
    const partial = analyzer.analyze("git push origin main; bash -c 'echo ${'");
    expect(partial.invocations.map((i) => i.args.join(' '))).toEqual(['push origin main']);
    expect(partial.unread).toEqual(['bash -c: the script could not be read (shell-quote: Bad substitution: )']);
  });

  test('argument vectors read like the command line they stand for (workit commandText cases)', () => {
    const S = 'git checkout -b main';
    for (const argv of [
      ['bash', '-c', S],
      ['bash', '-lc', S],
      ['bash', '-e', '-c', S],
      ['/usr/bin/zsh', '-l', '-c', S],
      ['powershell.exe', '-NoProfile', '-Command', S],
      ['pwsh', '-c', S],
      ['cmd', '/c', S],
      ['C:\\Windows\\System32\\cmd.exe', '/C', S],
      ['git', 'checkout', '-b', 'main'],
    ]) {
      expect({ argv, args: argsOf(commandTextOfArgv(argv)!) }).toEqual({ argv, args: ['checkout -b main'] });
    }
    expect(analyzer.analyze(commandTextOfArgv(['bash', 'script.sh', '-c', S])!)).toEqual({
      invocations: [],
      writes: [],
      unread: ['bash runs the script file script.sh'],
    });
    expect(argsOf(commandTextOfArgv(['git', 'commit', '-m', 'two words; git push'])!)).toEqual(['commit -m two words; git push']);
    expect([commandTextOfArgv([]), commandTextOfArgv(['git', 1]), commandTextOfArgv('git push')]).toEqual([undefined, undefined, undefined]);
  });

  test('never throws, whatever the text, and fails only on what the tokenizer rejects, never on a bug of its own (seeded random lines)', () => {
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
      'pwsh -c ',
      'cd ',
      '<<',
      'EOF',
      '\u0000',
      '=',
      '-C ',
    ];
    let seed = 20261129;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const result = analyzer.analyze(text);
      expect(Array.isArray(result.invocations) && Array.isArray(result.unread)).toBe(true);
      for (const line of result.unread.filter((l) => l.includes('could not be read'))) {
        expect({ text, line }).toEqual({
          text,
          line: expect.stringMatching(/could not be read:? \(?(shell-quote: |the command holds control characters|.*nested too deeply)/),
        });
      }
    }
  });
});

const analyze = (command: string, dialect: ShellDialect = 'posix') => analyzer.analyze(command, dialect);
const invocation = (args: string[], more: Record<string, unknown> = {}) => ({ args, dynamic: [], directory: '.', via: [], sequenced: true, chain: 1, ...more });
const nothing = { invocations: [], writes: [], unread: [] };
const dirs = (command: string) => analyze(command).invocations.map((i) => i.directory);

describe('WindowsCommandReader: limits', () => {
  test('a script a prefix builds is read 8 levels deep, not 9', () => {
    const via = Array.from({ length: 8 }, () => 'watch');
    expect(analyze(`${'watch '.repeat(8)}git x`)).toStrictEqual({ ...nothing, invocations: [invocation(['x'], { via, chain: 9 })] });
    expect(analyze(`${'watch '.repeat(9)}git x`)).toStrictEqual({ ...nothing, unread: ['watch: shells nested deeper than 8 are not read'] });
  });

  test('a launched shell is read 8 levels deep, not 9', () => {
    const via = Array.from({ length: 8 }, () => 'cmd /c');
    expect(analyze(`${'cmd /c '.repeat(8)}git x`)).toStrictEqual({ ...nothing, invocations: [invocation(['x'], { via, chain: 9 })] });
    expect(analyze(`${'cmd /c '.repeat(9)}git x`)).toStrictEqual({ ...nothing, unread: ['cmd /c: shells nested deeper than 8 are not read'] });
  });

  test('a command a program runs (git submodule foreach) nests too: past 8 levels it is said, not read', () => {
    const depths = (n: number) => analyze(`${'git submodule foreach '.repeat(n)}x`);
    expect(depths(8).unread).toStrictEqual([]);
    expect(depths(8).invocations.map((i) => i.via.length)).toStrictEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(depths(9).unread).toStrictEqual(['git submodule foreach: shells nested deeper than 8 are not read']);
    expect(depths(9).invocations.map((i) => i.via.length)).toStrictEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('a nested script that cannot be read is named by every launcher around it', () => {
    expect(analyze(`bash -c "sh -c 'echo \\\${'"`)).toStrictEqual({
      ...nothing,
      unread: ['bash -c › sh -c: the script could not be read (shell-quote: Bad substitution: )'],
    });
  });
});

describe('WindowsCommandReader: what runs where', () => {
  test('a $(…) substitution runs git, unsequenced, and is cited as the way in', () => {
    expect(analyze('echo $(git a)')).toStrictEqual({
      ...nothing,
      invocations: [{ args: ['a'], dynamic: [], directory: '.', via: ['$(…)'], sequenced: false }],
    });
  });

  test("a group shares the directory of the shell: its cd outlives it; a subshell's does not", () => {
    expect(dirs('{ cd a; }; git x')).toStrictEqual(['a']);
    expect(dirs('(cd a); git x')).toStrictEqual(['.']);
  });

  test('cd: `-` and `~` leave the directory unknown, even after a known one', () => {
    expect(dirs('cd /r; cd -; git x')).toStrictEqual([null]);
    expect(dirs('cd /r; cd ~/w; git x')).toStrictEqual([null]);
    expect(dirs('cd /r; cd w~; git x')).toStrictEqual(['/r/w~']);
  });

  test('cd: options are skipped; a directory that merely looks like one is the target', () => {
    expect(dirs('cd -LP a; git x')).toStrictEqual(['a']);
    expect(dirs('cd -L a; git x')).toStrictEqual(['a']);
    expect(dirs('cd x-P; git x')).toStrictEqual(['x-P']);
    expect(dirs('cd /data; git x')).toStrictEqual(['/data']);
    expect(dirs('cd src/d; git x')).toStrictEqual(['src/d']);
    expect(dirs('cd class-path; git x')).toStrictEqual(['class-path']);
  });

  test('GIT_DIR: the last assignment wins, and no other assignment names the repository', () => {
    expect(analyze('GIT_DIR=a GIT_DIR=b X=1 git push').invocations).toStrictEqual([invocation(['push'], { gitDir: 'b' })]);
    expect(analyze('X=1 git push').invocations).toStrictEqual([invocation(['push'])]);
  });

  test('`command -v git` only looks git up', () => {
    expect(analyze('command -v git')).toStrictEqual(nothing);
  });

  test('xargs running another program is no git whose arguments are unknown', () => {
    expect(analyze('ls | xargs grep x')).toStrictEqual(nothing);
    expect(analyze('ls | xargs git rm')).toStrictEqual({ ...nothing, unread: ['xargs builds the arguments of git from its input'] });
  });

  test('outside PowerShell, `$X = git push` runs a computed command, and `del`/`copy` are other programs', () => {
    expect(analyze('$X = git push')).toStrictEqual({ ...nothing, unread: ['`$X`: the command name is computed at run time'] });
    expect(analyze('copy a b; del c')).toStrictEqual(nothing);
  });

  test('PowerShell: only a variable before `=` is an assignment; a variable before an operator is an expression', () => {
    expect(analyze('x = git push', 'powershell')).toStrictEqual(nothing);
    expect(analyze('$x -eq 1; $y', 'powershell')).toStrictEqual(nothing);
    expect(analyze('$x = git push', 'powershell').invocations).toStrictEqual([invocation(['push'])]);
  });

  test('a script a prefix builds is POSIX: an `if` in it makes its commands unsequenced', () => {
    const sequenced = (command: string, dialect: ShellDialect) =>
      analyze(command, dialect)
        .invocations.map((i) => `${i.args[0]}:${i.sequenced ? 'yes' : 'no'}`)
        .join(' ');
    expect(sequenced(`watch "if git a; then git b; fi; git c"`, 'posix')).toBe('a:no b:no c:yes');
    expect(sequenced(`watch "if git a; then git b; fi; git c"`, 'powershell')).toBe('a:no b:no c:yes');
  });
});
