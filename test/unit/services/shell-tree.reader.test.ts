import { readShellTree } from '../../../src/services/shell-command/syntax/shell-tree.reader';
import type { ShellList, ShellNode } from '../../../src/services/shell-command/syntax/shell-tree';

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
    expect(tree('x=$(git branch --show-current) && echo "$(git log -1)" <(git diff)')).toBe('[x=$ $([git branch --show-current])] ; [echo $(git log -1) <(…) $([git log -1]) $([git diff])]');
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
