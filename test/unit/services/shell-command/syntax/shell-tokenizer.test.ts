import { tokenize } from '../../../../../src/services/shell-command/syntax/shell-tokenizer';
import { ShellSyntaxError } from '../../../../../src/services/shell-command/syntax/shell-syntax-error';
import { ReadBudget, TOKENIZE_CALL_CHARS } from '../../../../../src/services/shell-command/syntax/read-budget';
import type { ShellDialect } from '../../../../../src/protocol/shell-dialect';
import type { ShellToken } from '../../../../../src/services/shell-command/syntax/shell-token';
import { word } from '../../../../support/shell-tokens';

/** Tokens in a compact form: `<op>`, `word`, `word*` (computed), `word^` (opens a `$(`), `word[script,…]`. */
function show(command: string, dialect: ShellDialect = 'posix'): string[] {
  return tokenize(command, dialect).map((t: ShellToken) =>
    t.kind === 'op'
      ? `<${t.op === '\n' ? 'NL' : t.op}>`
      : `${t.text}${t.dynamic ? '*' : ''}${t.opensSubstitution ? '^' : ''}${t.quotedSubstitutions.length ? JSON.stringify(t.quotedSubstitutions) : ''}`,
  );
}

describe('tokenize (shell-quote, with what it would lose kept)', () => {
  test('words lose their quotes; operators stay operators', () => {
    expect(show(`cd 'a b' && git commit -m "x; y" || echo 'z' | tee f; ls &`)).toEqual([
      'cd',
      'a b',
      '<&&>',
      'git',
      'commit',
      '-m',
      'x; y',
      '<||>',
      'echo',
      'z',
      '<|>',
      'tee',
      'f',
      '<;>',
      'ls',
      '<&>',
    ]);
    expect(show('a 2>&1 >>f <in')).toEqual(['a', '2', '<>&>', '1', '<>>>', 'f', '<<>', 'in']);
  });

  test('a line break is an operator (shell-quote alone reads it as a blank), in LF and CRLF text', () => {
    expect(show('a\nb\r\nc')).toEqual(['a', '<NL>', 'b', '<NL>', 'c']);
    expect(show('echo "a\nb"')).toEqual(['echo', 'a\nb']);
  });

  test("a line continuation joins the lines, with each dialect's escape character", () => {
    expect(show('git checkout \\\n -b main')).toEqual(['git', 'checkout', '-b', 'main']);
    expect(show('git checkout `\r\n -b main', 'powershell')).toEqual(['git', 'checkout', '-b', 'main']);
    expect(show('git checkout ^\n -b main', 'cmd')).toEqual(['git', 'checkout', '-b', 'main']);
  });

  test('a comment ends at the line break; the next line is read (shell-quote alone drops the rest of the text)', () => {
    expect(show('# one\ngit push # two\nls')).toEqual(['<NL>', 'git', 'push', '<NL>', 'ls']);
    expect(show('git push # the end')).toEqual(['git', 'push']);
  });

  test('expansions are computed words, shown as written', () => {
    expect(show('git checkout -b "$B" ${X:-main} feature/$Y $1 "$@" \'$LITERAL\'')).toEqual([
      'git',
      'checkout',
      '-b',
      '$B*',
      '${X:-main}*',
      'feature/$Y*',
      '$1*',
      '$@*',
      '$LITERAL',
    ]);
  });

  test('`$(` marks the word that opens a substitution; inside double quotes its script is kept', () => {
    expect(show('echo $(git push)')).toEqual(['echo', '$*^', '<(>', 'git', 'push', '<)>']);
    expect(show('echo "x $(git push origin main) y"')).toEqual(['echo', 'x $(git push origin main) y*["git push origin main"]']);
  });

  test('globs, ~ and brace expansion are computed (POSIX); %VAR% and !VAR! in cmd', () => {
    expect(show('ls ma*n ma?n ~/a {a,b} {1..3} a{b}')).toEqual(['ls', 'ma*n*', 'ma?n*', '~/a*', '{a,b}*', '{1..3}*', 'a{b}']);
    expect(show('git branch %NAME% !N! 100%', 'cmd')).toEqual(['git', 'branch', '%NAME%*', '!N!*', '100%']);
    expect(show('git branch ma`in `$x', 'powershell')).toEqual(['git', 'branch', 'main', '$x']);
  });

  test('a backtick substitution is read as the `$(…)` it stands for; a quoted or escaped backtick is a character', () => {
    expect(show('echo `git checkout -b main` x=`a; b`')).toEqual([
      'echo',
      '$*^',
      '<(>',
      'git',
      'checkout',
      '-b',
      'main',
      '<NL>',
      '<)>',
      'x=$*^',
      '<(>',
      'a',
      '<;>',
      'b',
      '<NL>',
      '<)>',
    ]);
    expect(show('echo "a `git push` b `ls`c"')).toEqual(['echo', 'a $(git push\n) b $(ls\n)c*["git push\\n","ls\\n"]']);
    expect(show('echo \'`git push`\' \\`git push\\` "\\`x\\`"')).toEqual(['echo', '`git push`', '`git', 'push`', '\\`x\\`']);
    // Nested backticks are escaped inside the outer ones.
    expect(show('echo `echo \\`git push\\``')).toEqual(['echo', '$*^', '<(>', 'echo', '$*^', '<(>', 'git', 'push', '<NL>', '<)>', '<NL>', '<)>']);
    expect(show('echo `a', 'powershell')).toEqual(['echo', 'a']);
    // One left over (``` in a here-document body; outside one, bash refuses the line) is a character.
    expect(show("cat <<'E'\n```\nE\ngit push")).toEqual(['cat', '<<<>', 'E', '<NL>', '$*^', '<(>', '<NL>', '<)>', '`', '<NL>', 'E', '<NL>', 'git', 'push']);
    expect(show('echo `git push')).toEqual(['echo', '`git', 'push']);
  });

  test('a `#` is a comment only where a word starts: inside a word it is a character (shell-quote alone drops the rest of the line)', () => {
    expect(show('curl http://x/#frag && git commit -m fix#1 a\\ #b \'\'#c "x"#d; git push # e')).toEqual([
      'curl',
      'http://x/#frag',
      '<&&>',
      'git',
      'commit',
      '-m',
      'fix#1',
      'a #b',
      '#c',
      'x#d',
      '<;>',
      'git',
      'push',
    ]);
    expect(show('a;#b\nc a\\\\#d')).toEqual(['a', '<;>', '<NL>', 'c', 'a\\#d']);
    expect(show('Write-Output a#b # c', 'powershell')).toEqual(['Write-Output', 'a#b']);
    expect(show('echo #a & git push', 'cmd')).toEqual(['echo', '#a', '<&>', 'git', 'push']);
  });

  test('what no shell accepts is refused with a ShellSyntaxError, never a crash', () => {
    expect(() => tokenize('git checkout -b ${', 'posix')).toThrow(ShellSyntaxError);
    expect(() => tokenize('git checkout -b main\u0000', 'posix')).toThrow(new ShellSyntaxError('the command holds control characters no shell accepts'));
    expect(() => tokenize('a\u0001b', 'posix')).toThrow(ShellSyntaxError);
  });

  test('every pass of the tokenizer is paid for: comment tails are read again, so many comments exhaust the budget', () => {
    const text = '# a\nls\n# b\nls';
    expect(() => tokenize(text, 'posix', new ReadBudget(3 * TOKENIZE_CALL_CHARS + 100))).not.toThrow();
    expect(() => tokenize(text, 'posix', new ReadBudget(3 * TOKENIZE_CALL_CHARS + 10))).toThrow(/reading it would take more than/);
  });
});

describe('tokenize: comments after escaped blanks', () => {
  test('a blank escaped once joins the `#` to its word', () => {
    expect(tokenize('a\\ #b', 'posix')).toStrictEqual([word('a #b')]);
  });

  test('two escapes are an escaped backslash: the blank after them is live, so the `#` starts a comment', () => {
    expect(tokenize('a\\\\ #b', 'posix')).toStrictEqual([word('a\\')]);
  });

  test('three escapes leave the blank escaped again', () => {
    expect(tokenize('a\\\\\\ #b', 'posix')).toStrictEqual([word('a\\ #b')]);
  });
});

describe('tokenize: brace expansion needs both braces', () => {
  test('an unclosed brace with a comma or a range is a literal word', () => {
    expect(tokenize('ls {a,b {1..3', 'posix')).toStrictEqual([word('ls'), word('{a,b'), word('{1..3')]);
  });
});

describe('tokenize: scripts of quoted `$(…)`', () => {
  test('parentheses inside the script are counted, so the script ends at its own `)`', () => {
    expect(tokenize('echo "$(git log --format=(x) -1) y"', 'posix')).toStrictEqual([
      word('echo'),
      word('$(git log --format=(x) -1) y', { dynamic: true, quotedSubstitutions: ['git log --format=(x) -1'] }),
    ]);
  });

  test('an unclosed one holds no script', () => {
    expect(tokenize('echo "$(git push"', 'posix')).toStrictEqual([word('echo'), word('$(git push', { dynamic: true })]);
  });
});
