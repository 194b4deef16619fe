import type { GuardCase, GuardDeny } from './guard-cases';

/**
 * Command-table rows for shell syntax the guard once read wrongly or not at all: a `#` inside a word
 * (shell-quote took it for a comment and dropped the rest of the line), backtick substitutions,
 * PowerShell assignments and script blocks, and programs that run a command they are given. Kept in a
 * file of their own and spread into GUARD_CASES; every row runs on a working branch with the default policy.
 */
const FEATURE = { on: 'feature/work' };
const group = (name: string, list: readonly (readonly [string, GuardCase['expect']])[]): GuardCase[] =>
  list.map(([command, expect]) => ({ group: name, command, expect, workspace: FEATURE }));
const create = (ref: string): GuardDeny => ({ ref, rule: 'create' });
const push = (ref: string): GuardDeny => ({ ref, rule: 'push' });
const A = 'allow' as const;

export const SHELL_SYNTAX_CASES: readonly GuardCase[] = [
  ...group('shell syntax: a `#` inside a word, backtick substitutions', [
    ['curl http://x/#frag && git push origin main', push('main')],
    ['git commit -m fix#1 && git push origin main', push('main')],
    ['echo $(true)#; git push origin main', push('main')],
    ['echo a#b; git checkout -b main', create('main')],
    ['echo a\\ #b; git checkout -b main', create('main')],
    ["echo ''#b; git checkout -b main", create('main')],
    ['git log --format=%h#%s -1 && git push origin HEAD:main', push('main')],
    ['echo `git checkout -b main`', create('main')],
    ['x=`git push origin main`', push('main')],
    ['echo "made: `git checkout -b main`"', create('main')],
    ['echo `echo \\`git push origin main\\``', push('main')],
    ["cat > notes.md <<'EOF'\nuse ``` fences\nEOF\ngit push origin main", push('main')],
  ]),
  ...group('words that are not commands, whose `$(…)` still run: case subjects and patterns, [[ ]], for lists, file names', [
    ['case $(git push origin main) in *) ;; esac', push('main')],
    ['case "$(git checkout -b main)" in *) ;; esac', create('main')],
    ['case x in $(git push origin main)) echo;; esac', push('main')],
    ['[[ -n $(git push origin main) ]]', push('main')],
    ['[[ -n "$(git checkout -b main)" ]] && echo ok', create('main')],
    ['for b in "$(git push origin main)"; do echo "$b"; done', push('main')],
    ['select b in "$(git checkout -b main)"; do break; done', create('main')],
    ['echo hi > "$(git push origin main)"', push('main')],
    ['echo hi >$(git checkout -b main)', create('main')],
    ['cat <<< "$(git push origin main)"', push('main')],
    ['case "$(git branch --show-current)" in main) echo on main;; esac', A],
    ['[[ "$(git rev-parse --abbrev-ref HEAD)" == main ]] && echo on main', A],
    ['for b in $(git branch --format=x); do echo "$b"; done', A],
  ]),
  ...group('PowerShell assignments, script blocks and the call operator (through pwsh -Command)', [
    ["pwsh -Command '$x = git push origin main'", push('main')],
    ["pwsh -Command '$null = git checkout -b main'", create('main')],
    ['pwsh -Command \'foreach ($b in @("x")) { git push origin main }\'', push('main')],
    ["pwsh -Command 'if ($true) { git checkout -b main }'", create('main')],
    ["pwsh -Command '1..2 | ForEach-Object { git push origin main }'", push('main')],
    ["pwsh -Command 'try { git push origin main } catch { Write-Error $_ }'", push('main')],
    ["pwsh -Command '$r = (git checkout -b main)'", create('main')],
    ["pwsh -Command '& git push origin main'", push('main')],
    ['pwsh -Command \'foreach ($b in @("x")) {git push origin main}\'', push('main')],
  ]),
  ...group('programs that run a command they are given', [
    ["env -S 'git checkout -b main'", create('main')],
    ["env -i -S 'X=1 git push origin main'", push('main')],
    ["env --split-string='git push origin main'", push('main')],
    ["git submodule foreach 'git checkout -b main'", create('main')],
    ['git submodule foreach --recursive git push origin main', push('main')],
    ['find . -exec git checkout -b main \\;', create('main')],
    ['find . -name .git -execdir git push origin main \\;', push('main')],
    ['watch git push origin main', push('main')],
    ["watch -n 5 'git push origin main'", push('main')],
    ['flock /tmp/l git push origin main', push('main')],
    ["flock -w 5 /tmp/l -c 'git checkout -b main'", create('main')],
    ["script -qc 'git push origin main'", push('main')],
    ["script -qc 'git push origin main' /dev/null", push('main')],
    ["su -c 'git push origin main'", push('main')],
    ["su - bob -c 'git checkout -b main'", create('main')],
    // As getopt reads them: a lone `-` is env's `-i`, settings after `--`, values written against the option, long options abbreviated.
    ['env - git push origin main', push('main')],
    ['env -i - git checkout -b main', create('main')],
    ['env -- GIT_TRACE=0 git push origin main', push('main')],
    ["env -S'git push origin main'", push('main')],
    ["su -c'git push origin main'", push('main')],
    ["script -qc'git checkout -b main' /dev/null", create('main')],
    ["su --comm 'git push origin main'", push('main')],
    ["runuser --command='git checkout -b main'", create('main')],
  ]),
  ...group('no false positives: `#`, backticks, PowerShell, launchers', [
    ['git commit -m fix#1', A],
    ['curl http://x/#main', A],
    ['echo a #; git checkout -b main', A],
    ["echo '`git push origin main`'", A],
    ['echo \\`git push origin main\\`', A],
    ['git commit -m "see `git log main`"', A],
    ["pwsh -Command '$x = git branch --show-current; Write-Output $x'", A],
    ['pwsh -Command \'$b = "main"; Write-Output "git push origin $b"\'', A],
    ['pwsh -Command \'foreach ($b in @("x")) { git push origin feature/x }\'', A],
    ["env -S 'echo git push origin main'", A],
    ["find . -name '*.md' -exec grep -l git {} \\;", A],
    ['find . -exec echo git checkout -b main \\;', A],
    ['find . -exec git checkout -b main', A], // no `;`: find refuses to run
    ['watch git status', A],
    ['flock /tmp/l git push origin feature/x', A],
    ["su -c 'git checkout -b feature/x'", A],
    ['git submodule foreach git pull origin main', A],
  ]),
  ...group('too dynamic to know: backticks, launchers, PowerShell', [
    ['git checkout -b `cat name.txt`', A],
    ['echo `$GIT push origin main`', A],
    ['env -S "$CMD"', A],
    ['su -c "$CMD"', A],
    ['git submodule foreach git push', A],
    ["pwsh -Command '& $git push origin main'", A],
  ]),
];
