import { readShellTree } from '../../../../../src/services/shell-command/syntax/shell-tree.reader';
import type { CommandNode, ScopeNode, ShellList, ShellNode, WriteRedirect } from '../../../../../src/services/shell-command/syntax/shell-tree';
import { ReadBudget } from '../../../../../src/services/shell-command/syntax/read-budget';
import { ShellSyntaxError } from '../../../../../src/services/shell-command/syntax/shell-syntax-error';
import { word } from '../../../../support/shell-tokens';

/** A tree in a compact form: pipelines joined by ` ; `, elements by ` | `, `( … )` subshells, `{ … }` groups, `[words $(…)]` commands. */
function show(list: ShellList): string {
  return list.map((pipeline) => pipeline.map(node).join(' | ')).join(' ; ');
}
function node(n: ShellNode): string {
  if (n.kind !== 'command') return n.kind === 'subshell' ? `( ${show(n.body)} )` : `{ ${show(n.body)} }`;
  const subs = n.substitutions.map((s) => ` $(${show(s)})`).join('');
  return `[${n.words.map((w) => w.text).join(' ')}${subs}]`;
}
const tree = (command: string) => show(readShellTree(command, 'posix'));

describe('readShellTree (what a shell would run, in which scope)', () => {
  test('lists and pipelines, whatever joins them', () => {
    expect(tree('a && b || c; d & e | f |& g\nh')).toBe('[a] ; [b] ; [c] ; [d] ; [e] | [f] | [g] ; [h]');
  });

  test('subshells and groups, nested', () => {
    expect(tree('(cd x; (y)) && { z; { w; }; }')).toBe('( [cd x] ; ( [y] ) ) ; { [z] ; { [w] } }');
  });

  test('redirections are not words: neither the operator, nor its target, nor an fd number', () => {
    expect(tree('git push origin main 2>&1 >/dev/null <in 9>>log')).toBe('[git push origin main]');
    expect(tree('( git push ) > log 2>&1; echo 2')).toBe('( [git push] ) ; [echo 2]');
  });

  test('command substitutions and process substitutions run first, in a scope of their own', () => {
    expect(tree('x=$(git branch --show-current) && echo "$(git log -1)" <(git diff)')).toBe(
      '[x=$ $([git branch --show-current])] ; [echo $(git log -1) <(…) $([git log -1]) $([git diff])]',
    );
  });

  test('here-document bodies are text, not commands', () => {
    expect(tree("cat > f <<'EOF'\ngit push origin main\nEOF\ngit log")).toBe('[cat] ; [git log]');
    expect(tree('cat <<A <<-B | wc\none\nA\ntwo\nB\nls')).toBe('[cat] | [wc] ; [ls]');
    expect(tree('git commit -F- <<EOF\nEOF done\nEOF')).toBe('[git commit -F-]');
  });

  test('reserved words guard commands; loop headers and case patterns are words, not commands', () => {
    expect(tree('if git diff --quiet; then git push; elif x; then y; else z; fi')).toBe('[git diff --quiet] ; [git push] ; [x] ; [y] ; [z]');
    expect(tree('for b in main dev; do git push origin $b; done')).toBe('[git push origin $b]');
    expect(tree('for ((i=0; i<3; i++)); do echo $i; done')).toBe('[echo $i]');
    expect(tree('while read -r b; do git branch -D "$b"; done < list')).toBe('[read -r b] ; [git branch -D $b]');
    expect(tree('case "$x" in main|master) git push;; (*) echo no;; esac; ls')).toBe('{ [git push] ; [echo no] } ; [ls]');
    expect(tree('! git diff --quiet && [[ -n $x && -z $y ]] && echo ok')).toBe('[git diff --quiet] ; [echo ok]');
  });

  test('function definitions and array assignments', () => {
    expect(tree('f() { git push origin main; }; f')).toBe('{ [git push origin main] } ; [f]');
    expect(tree('function g { git push; }')).toBe('{ [git push] }');
    expect(tree('names=(main dev) && echo ok')).toBe('[names=] ; [echo ok]');
  });

  test('PowerShell: a script block reads like a parenthesis, wherever it stands, even touching its words; `$x = (…)` runs what it holds', () => {
    const ps = (command: string) => show(readShellTree(command, 'powershell'));
    expect(ps('foreach ($b in @("x")) { git push origin main }; ls')).toBe('[foreach $([$b in @ $([x])]) $([git push origin main])] ; [ls]');
    expect(ps('if ($x) { git a } else { git b }')).toBe('( [$x] ) | ( [git a] ) | ( [git b] )');
    expect(ps('$x = (git c); 1..2 | % {git d}; echo "{x}"')).toBe('[$x = $([git c])] ; [1..2] | [% $([git d])] ; [echo $([x])]');
    expect(tree('echo { git push }; x=(git f)')).toBe('[echo { git push }] ; [x=]');
  });

  test('stray closers do not stop the reading', () => {
    expect(tree('a ) b; git push')).toBe('[a] ; [b] ; [git push]');
    expect(tree('} git push')).toBe('[git push]');
  });
});

const MAX_NESTING = 64;

const write = (op: string, target: string): WriteRedirect => ({ op, target: word(target) });
/** A simple command of literal words; `more` adds its sequencing (`chain`, `unsequenced`), writes or substitutions. */
const command = (line: string, more: Partial<CommandNode> = {}): CommandNode => ({
  kind: 'command',
  words: line.split(' ').map((text) => word(text)),
  substitutions: [],
  writes: [],
  ...more,
});
const scope = (kind: ScopeNode['kind'], body: ShellList, more: Partial<ScopeNode> = {}): ScopeNode => ({ kind, body, ...more });
const posix = (line: string): ShellList => readShellTree(line, 'posix');

describe('readShellTree: && chains', () => {
  test('each and-or list gets the next chain number; an empty line uses none', () => {
    expect(posix('a; b && c\n\nd')).toStrictEqual([
      [command('a', { chain: 1 })],
      [command('b', { chain: 2 })],
      [command('c', { chain: 2 })],
      [command('d', { chain: 3 })],
    ]);
  });

  test('a pipeline in an && list is unsequenced and in no chain; the rest of the list keeps its chain', () => {
    expect(posix('a | b && c')).toStrictEqual([[command('a', { unsequenced: true }), command('b', { unsequenced: true })], [command('c', { chain: 1 })]]);
  });
});

describe('readShellTree: reserved words', () => {
  test('after an inner `fi` the outer `if` body is still open: its commands stay unsequenced', () => {
    expect(posix('if a; then if b; then c; fi; d; fi; e')).toStrictEqual([
      [command('a', { unsequenced: true })],
      [command('b', { unsequenced: true })],
      [command('c', { unsequenced: true })],
      [command('d', { unsequenced: true })],
      [command('e', { chain: 5 })],
    ]);
  });

  test('only `!` negates: a stray `}` before a command leaves it sequenced', () => {
    expect(posix('} git push')).toStrictEqual([[command('git push', { chain: 1 })]]);
    expect(posix('! git push')).toStrictEqual([[command('git push', { unsequenced: true })]]);
  });

  test('a PowerShell `for` closes with its script block, not `done`: what follows it is sequenced', () => {
    expect(readShellTree('for ($i=0; $i -lt 2; $i++) { git a }; git b', 'powershell')).toStrictEqual([
      [scope('subshell', [[command('git a', { chain: 4 })]], { chain: 5 })],
      [command('git b', { chain: 6 })],
    ]);
  });

  test('a `for` header running to the end of the line holds no command', () => {
    expect(posix('for b in main dev')).toStrictEqual([]);
  });

  test('`{ …; }` is a group, with the redirections after it as its writes', () => {
    expect(posix('{ a; } > f')).toStrictEqual([[scope('group', [[command('a', { chain: 1 })]], { writes: [write('>', 'f')], chain: 2 })]]);
  });

  test("a word after a scope is a command of its own, not the scope's redirection", () => {
    expect(posix('(a) b >f')).toStrictEqual([
      [scope('subshell', [[command('a', { chain: 1 })]], { chain: 2 }), command('b', { writes: [write('>', 'f')], chain: 2 })],
    ]);
  });
});

describe('readShellTree: case', () => {
  test('line breaks between items and before `esac` are skipped; the next line is read', () => {
    expect(posix('case x in\na) git push;;\nesac\nls')).toStrictEqual([
      [scope('group', [[command('git push', { chain: 1 })]], { chain: 2 })],
      [command('ls', { chain: 3 })],
    ]);
  });

  test('a last item without `;;` ends at `esac`, and what follows `esac` is read', () => {
    expect(posix('case x in a) git push\nesac; ls')).toStrictEqual([
      [scope('group', [[command('git push', { chain: 1 })]], { chain: 2 })],
      [command('ls', { chain: 3 })],
    ]);
  });

  test('a case with no items is an empty group, and the line goes on after `esac`', () => {
    expect(posix('case x in esac; ls')).toStrictEqual([[scope('group', [], { chain: 1 })], [command('ls', { chain: 2 })]]);
  });

  test('`esac` ends the case, not the and-or list holding it: `&&` after it joins the same chain', () => {
    expect(posix('case x in a) b;; esac && c')).toStrictEqual([[scope('group', [[command('b', { chain: 1 })]], { chain: 2 })], [command('c', { chain: 2 })]]);
  });

  test('an unterminated case is read up to the end of the line', () => {
    expect(posix('case x in a) git push')).toStrictEqual([[scope('group', [[command('git push', { chain: 1 })]], { chain: 2 })]]);
  });
});

describe('readShellTree: redirections', () => {
  test('only an all-digit word right before a redirection is its descriptor', () => {
    expect(posix('exec 10>f 1a>g a1>h')).toStrictEqual([[command('exec 1a a1', { writes: [write('>', 'f'), write('>', 'g'), write('>', 'h')], chain: 1 })]]);
  });

  test('`>&` writes a file unless its target is a whole descriptor number or `-`', () => {
    expect(posix('a >&log1 >&2x >&10 >&-')).toStrictEqual([[command('a', { writes: [write('>&', 'log1'), write('>&', '2x')], chain: 1 })]]);
  });
});

describe('readShellTree: substitutions', () => {
  test('`>(…)` is a process substitution: a computed word, its script read in a scope of its own', () => {
    expect(posix('tee >(git push) <in')).toStrictEqual([
      [
        {
          kind: 'command',
          words: [word('tee'), word('>(…)', { dynamic: true })],
          substitutions: [[[command('git push', { chain: 1 })]]],
          writes: [],
          chain: 2,
        },
      ],
    ]);
  });

  test('`$()` as the first word is an empty substitution, not a function header', () => {
    expect(posix('$() && git push')).toStrictEqual([
      [{ kind: 'command', words: [word('$', { dynamic: true, opensSubstitution: true })], substitutions: [[]], writes: [], chain: 1 }],
      [command('git push', { chain: 1 })],
    ]);
  });
});

describe('readShellTree: here-documents', () => {
  test('an empty body ends at the delimiter on the first line after the command', () => {
    expect(posix('cat <<EOF\nEOF\ngit push')).toStrictEqual([[command('cat', { chain: 1 })], [command('git push', { chain: 2 })]]);
  });
});

describe('readShellTree: bounds', () => {
  /** `depth` subshells, one inside the other, around `a`; each end of a list takes the next chain number, innermost first. */
  function nested(depth: number): ShellNode {
    let node: ShellNode = command('a', { chain: 1 });
    for (let level = 1; level <= depth; level++) node = scope('subshell', [[node]], { chain: level + 1 });
    return node;
  }

  test(`${MAX_NESTING} nested subshells are read; one more is refused`, () => {
    expect(posix(`${'('.repeat(MAX_NESTING)}a${')'.repeat(MAX_NESTING)}`)).toStrictEqual([[nested(MAX_NESTING)]]);
    expect(() => posix(`${'('.repeat(MAX_NESTING + 1)}a${')'.repeat(MAX_NESTING + 1)}`)).toThrow(new ShellSyntaxError('the command is nested too deeply'));
  });

  test('the nesting bound counts open scopes, not scopes read: many subshells side by side are read', () => {
    const count = MAX_NESTING + 1;
    const expected = Array.from({ length: count }, (_, n) => [scope('subshell', [[command('a', { chain: 2 * n + 1 })]], { chain: 2 * n + 2 })]);
    expect(posix(Array.from({ length: count }, () => '(a)').join('; '))).toStrictEqual(expected);
  });

  test(`a script read at substitution depth ${MAX_NESTING} is read; one deeper is refused`, () => {
    expect(readShellTree('ls', 'posix', new ReadBudget(), MAX_NESTING)).toStrictEqual([[command('ls', { chain: 1 })]]);
    expect(() => readShellTree('ls', 'posix', new ReadBudget(), MAX_NESTING + 1)).toThrow(new ShellSyntaxError('command substitutions nested too deeply'));
  });

  test('a quoted `$(…)` is read one substitution level deeper than the line holding it', () => {
    const quoted = 'echo "$(ls)"';
    expect(readShellTree(quoted, 'posix', new ReadBudget(), MAX_NESTING - 1)).toStrictEqual([
      [
        {
          kind: 'command',
          words: [word('echo'), word('$(ls)', { dynamic: true, quotedSubstitutions: ['ls'] })],
          substitutions: [[[command('ls', { chain: 1 })]]],
          writes: [],
          chain: 1,
        },
      ],
    ]);
    expect(() => readShellTree(quoted, 'posix', new ReadBudget(), MAX_NESTING)).toThrow(new ShellSyntaxError('command substitutions nested too deeply'));
  });
});

describe('readShellTree: words that are not commands still run the substitutions in them', () => {
  /** What expanding such words runs: a command of no words holding their substitutions. */
  const expanding = (substitutions: ShellList[], more: Partial<CommandNode> = {}): CommandNode => ({
    kind: 'command',
    words: [],
    substitutions,
    writes: [],
    ...more,
  });

  test('a case subject runs first, in a chain of its own; a pattern is expanded only until one matches, so may run or not', () => {
    expect(posix('case $(a) in $(b)) c;; esac')).toStrictEqual([
      [
        scope(
          'group',
          [
            [expanding([[[command('a', { chain: 1 })]]], { chain: 2 })],
            [expanding([[[command('b', { chain: 3 })]]], { unsequenced: true })],
            [command('c', { chain: 4 })],
          ],
          { chain: 5 },
        ),
      ],
    ]);
    expect(posix('case "$(a)" in x) ;; esac')).toStrictEqual([[scope('group', [[expanding([[[command('a', { chain: 1 })]]], { chain: 1 })]], { chain: 2 })]]);
  });

  test('a case with plain words, and a pattern opened with `(`, reads as before: no command of no words', () => {
    expect(posix('case $x in (a|b) c;; esac')).toStrictEqual([[scope('group', [[command('c', { chain: 1 })]], { chain: 2 })]]);
  });

  test('a [[ ]] test runs its substitutions, quoted or not, as one command of the list; without any it is no command', () => {
    expect(posix('[[ "$(a)" && $(b) ]] && c')).toStrictEqual([
      [expanding([[[command('a', { chain: 1 })]], [[command('b', { chain: 1 })]]], { chain: 2 })],
      [command('c', { chain: 2 })],
    ]);
    expect(posix('[[ -n $x ]] && c')).toStrictEqual([[command('c', { chain: 1 })]]);
  });

  test('a for list runs its substitutions before the body; both are inside the loop, so unsequenced', () => {
    expect(posix('for x in $(a) "$(b)"; do c; done')).toStrictEqual([
      [expanding([[[command('a', { unsequenced: true })]], [[command('b', { chain: 1 })]]], { unsequenced: true })],
      [command('c', { unsequenced: true })],
    ]);
    expect(posix('for x in a b; do c; done')).toStrictEqual([[command('c', { unsequenced: true })]]);
  });

  test('the file a redirection names is expanded before the command runs; a here-document delimiter is not', () => {
    const target = { kind: 'word', text: '$(a)', dynamic: true, opensSubstitution: false, quotedSubstitutions: ['a'] } as const;
    expect(posix('d > "$(a)"')).toStrictEqual([[command('d', { substitutions: [[[command('a', { chain: 1 })]]], writes: [{ op: '>', target }], chain: 1 })]]);
    expect(posix('d <<< "$(a)"')).toStrictEqual([[command('d', { substitutions: [[[command('a', { chain: 1 })]]], chain: 1 })]]);
    expect(posix('cat <<"$(a)"\nx\n$(a)')).toStrictEqual([[command('cat', { chain: 1 })]]);
  });
});
