import { SHELL_SYNTAX_CASES } from './guard-cases.shell-syntax';

/**
 * The protected-branch guard's command table: every row is run through the policy in-process
 * (test/unit/policies/protected-branch.table.test.ts) and through the packaged hook for every host in
 * guard-hosts.ts (test/runner/protected-branch.runner.test.ts). A row names the command, what the
 * guard must answer, and the repository it runs against (checked-out branch, bearing.config.json).
 */
type GuardRule = 'create' | 'move' | 'push' | 'commit' | 'rewrite' | 'forcePush' | 'name' | 'config' | 'state';

export interface GuardDeny {
  readonly ref: string;
  readonly rule: GuardRule;
}

export interface GuardCase {
  readonly group: string;
  readonly command: string;
  /** 'allow', a deny (`protected_ref: <ref> (rule: …`), or 'unavailable' (`policy_unavailable: …`). */
  readonly expect: 'allow' | 'unavailable' | GuardDeny;
  readonly workspace: GuardWorkspaceSpec;
}

/** The repository a row runs in: the branch checked out (`detached` for a detached HEAD) and the config file text. */
export interface GuardWorkspaceSpec {
  readonly on: string;
  readonly config?: string;
  /** Other local branches it holds (what `git push --all` pushes). */
  readonly branches?: readonly string[];
  /** A separate repository in the folder `other/`, on this branch. */
  readonly other?: string;
  /** For a broken config: its first problem as every reader reports it, `line:column: message`. */
  readonly problem?: string;
}

/** The reason a deny starts with, per rule. */
export function reasonPrefix(deny: GuardDeny): string {
  if (deny.rule === 'name') return `unallowed_ref: ${deny.ref} (rule: allowed_branch_names, `;
  if (deny.rule === 'forcePush') return `force_push: ${deny.ref} (rule: force_push, `;
  if (deny.rule === 'config' || deny.rule === 'state') return `protected_config: ${deny.ref} (rule: protect_bearing_${deny.rule}, `;
  const id = {
    create: 'create_protected_branch',
    move: 'move_protected_branch',
    push: 'push_protected_branch',
    commit: 'commit_on_protected_branch',
    rewrite: 'rewrite_protected_branch',
  }[deny.rule];
  return `protected_ref: ${deny.ref} (rule: ${id}, `;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a deny reason that starts with reasonPrefix(deny) (the prefix taken literally). */
export function reasonStartingWith(deny: GuardDeny): unknown {
  return expect.stringMatching(new RegExp(`^${literally(reasonPrefix(deny))}`));
}

/** The one line a broken config is reported in (the stderr diagnostic, without `bearing: `): `<file>:<line>:<column>: <message>`. */
export function configProblemLine(spec: GuardWorkspaceSpec, root: string): string {
  return `${root}/bearing.config.json:${spec.problem}`;
}

/** Matches the refusal of a command the broken config of `spec` (in `root`) leaves unchecked: the same place, the same message. */
export function unavailableReason(spec: GuardWorkspaceSpec, root: string): unknown {
  const [, at, message] = /^(\d+:\d+): (.*)$/.exec(spec.problem!)!;
  const broken = `${root}/bearing.config.json:${at} is broken (${message}). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`;
  return expect.stringMatching(new RegExp(`^policy_unavailable: cannot check .+ because ${literally(broken)}$`));
}

const FEATURE: GuardWorkspaceSpec = { on: 'feature/work' };
/** A bearing.config.json at the root (here as written; in the reality tier, committed). */
const CONFIGURED: GuardWorkspaceSpec = { on: 'feature/work', config: '{}' };
const ON_MAIN: GuardWorkspaceSpec = { on: 'main' };
const DETACHED: GuardWorkspaceSpec = { on: 'detached' };
const config = (branches: object, on = 'feature/work'): GuardWorkspaceSpec => ({ on, config: JSON.stringify({ branches }) });
const GITFLOW = config({ preset: 'gitflow' });
const TRUNK = config({ preset: 'trunk-based' });
const CUSTOM = config({ preset: 'custom', protected: ['trunk', 'release/*'] });
const COMMIT_ON = config({ rules: { commit: true } }, 'main');
const COMMIT_ON_FEATURE = config({ rules: { commit: true } });
const PUSH_OFF = config({ rules: { push: false } }, 'main');
const CREATE_OFF = config({ rules: { create: false } });
const PAYMENTS_GITFLOW = config({ workspaces: [{ glob: 'packages/payments/**', preset: 'gitflow' }] });
const BROKEN: GuardWorkspaceSpec = { on: 'feature/work', config: '{"branches":', problem: '1:13: not valid JSON: expected a value, found the end of the file' };
const HISTORY_ON_MAIN = config({ rules: { rewrite: 'deny', forcePush: true } }, 'main');
const HISTORY = config({ rules: { rewrite: 'deny', forcePush: true } });
const BAD_KEY: GuardWorkspaceSpec = {
  on: 'feature/work',
  config: '{\n  "branches": {"presett": "gitflow"}\n}',
  problem: '2:16: unknown key "branches.presett" (did you mean "preset"?)',
};

const deny = (ref: string, rule: GuardRule): GuardDeny => ({ ref, rule });
const rows = (group: string, workspace: GuardWorkspaceSpec, list: readonly (readonly [string, GuardCase['expect']])[]): GuardCase[] =>
  list.map(([command, expect]) => ({ group, command, expect, workspace }));
const A = 'allow' as const;

const ENCODED_CHECKOUT_MAIN = Buffer.from('git checkout -b main', 'utf16le').toString('base64');

export const GUARD_CASES: readonly GuardCase[] = [
  ...rows('creating a protected branch', FEATURE, [
    ['git checkout -b main', deny('main', 'create')],
    ['git checkout -B master', deny('master', 'create')],
    ['git checkout -bmain', deny('main', 'create')],
    ['git checkout -q -b develop', deny('develop', 'create')],
    ['git checkout --orphan main', deny('main', 'create')],
    ['git checkout -b MAIN', deny('MAIN', 'create')],
    ['git checkout -b Production', deny('Production', 'create')],
    ['git switch -c main', deny('main', 'create')],
    ['git switch -C production', deny('production', 'create')],
    ['git switch --create prod', deny('prod', 'create')],
    ['git switch --force-create main', deny('main', 'create')],
    ['git switch --create=main', deny('main', 'create')],
    ['git switch --orphan main', deny('main', 'create')],
    ['git branch main', deny('main', 'create')],
    ['git branch -m feature/old main', deny('main', 'create')],
    ['git branch -M main', deny('main', 'create')],
    ['git branch -c feature/x master', deny('master', 'create')],
    ['git worktree add -b main ../wt', deny('main', 'create')],
    ['git checkout -b "main"', deny('main', 'create')],
    ["git checkout -b 'main'", deny('main', 'create')],
  ]),
  // A local branch made at the same-named branch of a remote holds what the remote holds: nothing an agent made.
  ...rows('a local copy of the same-named remote branch', FEATURE, [
    ['git checkout -b main origin/main', A],
    ['git checkout --track origin/main', A],
    ['git checkout --tr origin/main', A],
    ['git switch -t origin/develop', A],
    ['git switch develop', A],
    ['git checkout develop', A],
    ['git branch main origin/main', A],
    ['git branch --track main origin/main', A],
    ['git branch --force main origin/main', A],
    ['git worktree add -B develop ../wt origin/develop', A],
    ['git worktree add ../wt develop', A],
    ['git fetch origin develop:develop', A],
    ['git checkout -b main origin/develop', deny('main', 'create')],
    ['git branch main origin/feature/x', deny('main', 'create')],
    ['git fetch origin feature/x:develop', deny('develop', 'create')],
    ['git fetch . HEAD:develop', deny('develop', 'create')],
    ['git fetch origin +develop:develop', A],
    ['git branch origin/main HEAD && git checkout -b main origin/main', deny('main', 'create')],
    ['git remote add other ../x.git && git fetch other develop:develop', deny('develop', 'create')],
    ['git fetch https://example.invalid/r.git develop:develop', deny('develop', 'create')],
  ]),
  ...rows('force-moving or deleting a protected branch', FEATURE, [
    ['git branch -D main', deny('main', 'move')],
    ['git branch -d develop', deny('develop', 'move')],
    ['git branch --delete master', deny('master', 'move')],
    ['git branch -D feature/x main', deny('main', 'move')],
    ['git branch -f main HEAD~1', deny('main', 'move')],
    ['git branch -m main old-main', deny('main', 'move')],
    ['git update-ref refs/heads/main HEAD', deny('main', 'move')],
    ['git update-ref -d refs/heads/main', deny('main', 'move')],
  ]),
  ...rows('force-moving the checked-out protected branch', ON_MAIN, [
    ['git update-ref HEAD HEAD~1', deny('main', 'move')],
    ['git branch -m feature/renamed', deny('main', 'move')],
  ]),
  ...rows('pushing to a protected branch', FEATURE, [
    ['git push origin main', deny('main', 'push')],
    ['git push origin HEAD:main', deny('main', 'push')],
    ['git push origin +main', deny('main', 'push')],
    ['git push --force origin main', deny('main', 'push')],
    ['git push -f origin master', deny('master', 'push')],
    ['git push origin feature/x:main', deny('main', 'push')],
    ['git push origin :main', deny('main', 'push')],
    ['git push origin --delete main', deny('main', 'push')],
    ['git push -d origin develop', deny('develop', 'push')],
    ['git push origin refs/heads/main', deny('main', 'push')],
    ['git push origin HEAD:refs/heads/main', deny('main', 'push')],
    ['git push --force-with-lease origin HEAD:main', deny('main', 'push')],
    ['git push origin feature/x main', deny('main', 'push')],
    ['git push upstream +HEAD:production', deny('production', 'push')],
    ["git push origin 'refs/heads/*:refs/heads/*'", deny('main', 'push')],
    ['git push --mirror', deny('main', 'push')],
    ['git push https://example.invalid/repo.git main', deny('main', 'push')],
    ['git push -o ci.skip origin main', deny('main', 'push')],
  ]),
  ...rows('pushing from the checked-out protected branch', ON_MAIN, [
    ['git push', deny('main', 'push')],
    ['git push origin', deny('main', 'push')],
    ['git push -u origin HEAD', deny('main', 'push')],
    ['git push --force', deny('main', 'push')],
    ['git push --follow-tags', deny('main', 'push')],
    ['cd sub && git push', deny('main', 'push')],
    ['git -C sub push', deny('main', 'push')],
  ]),
  ...rows('compound commands, wrappers and other shells', FEATURE, [
    ['cd sub && git switch -c main', deny('main', 'create')],
    ['npm test && git checkout -b main', deny('main', 'create')],
    ['npm test || git checkout -b main', deny('main', 'create')],
    ['ls; git checkout -b main', deny('main', 'create')],
    ['git status | git checkout -b main', deny('main', 'create')],
    ['sleep 1 & git checkout -b main', deny('main', 'create')],
    ['echo start\ngit checkout -b main', deny('main', 'create')],
    ['echo start\r\ngit push origin main', deny('main', 'push')],
    ['(git checkout -b main)', deny('main', 'create')],
    ['{ git checkout -b main; }', deny('main', 'create')],
    ['(cd sub; git push origin main)', deny('main', 'push')],
    ["bash -c 'git checkout -b main'", deny('main', 'create')],
    ["bash -lc 'cd sub && git push origin HEAD:main'", deny('main', 'push')],
    ['sh -c "git branch -D main"', deny('main', 'move')],
    ["zsh -c 'git switch -c main'", deny('main', 'create')],
    ["dash -c 'git checkout -b main'", deny('main', 'create')],
    ["bash -e -c 'git checkout -b main'", deny('main', 'create')],
    ["bash -o pipefail -c 'git push origin main'", deny('main', 'push')],
    ["/bin/bash -c 'git checkout -b main'", deny('main', 'create')],
    ['bash -c "bash -c \'git checkout -b main\'"', deny('main', 'create')],
    ['env X=1 git checkout -b main', deny('main', 'create')],
    ['X=1 Y="a b" git checkout -b main', deny('main', 'create')],
    ['env -i PATH=/usr/bin git push origin main', deny('main', 'push')],
    ['command git checkout -b main', deny('main', 'create')],
    ['exec git checkout -b main', deny('main', 'create')],
    ['sudo git checkout -b main', deny('main', 'create')],
    ['nohup git push origin main', deny('main', 'push')],
    ['time git push origin main', deny('main', 'push')],
    ['timeout 30 git push origin main', deny('main', 'push')],
    ['/usr/bin/git checkout -b main', deny('main', 'create')],
    ['/usr/local/bin/git switch -c main', deny('main', 'create')],
    ['git -C sub checkout -b main', deny('main', 'create')],
    ['git -c user.name=x checkout -b main', deny('main', 'create')],
    ['git --git-dir=.git --work-tree=. checkout -b main', deny('main', 'create')],
    ['git --no-pager branch main', deny('main', 'create')],
    ['git -C sub -c core.pager=cat push origin main', deny('main', 'push')],
    ['powershell -NoProfile -Command "git checkout -b main"', deny('main', 'create')],
    ["pwsh -Command 'git switch -c main'", deny('main', 'create')],
    ['pwsh -c "git push origin HEAD:main"', deny('main', 'push')],
    ['powershell.exe -NoLogo -NonInteractive -Command "cd sub; git checkout -b main"', deny('main', 'create')],
    [`pwsh -NoProfile -EncodedCommand ${ENCODED_CHECKOUT_MAIN}`, deny('main', 'create')],
    ['cmd /c "git checkout -b main"', deny('main', 'create')],
    ['cmd.exe /C git push origin main', deny('main', 'push')],
    ['if true; then git checkout -b main; fi', deny('main', 'create')],
    ['for f in a b; do git push origin main; done', deny('main', 'push')],
    ['while false; do git checkout -b main; done', A],
    ['while read -r b; do git checkout -b main; done < list.txt', deny('main', 'create')],
    ['case x in x) git checkout -b main;; esac', deny('main', 'create')],
    ['! git checkout -b main', deny('main', 'create')],
    ['echo $(git checkout -b main)', deny('main', 'create')],
    ['x="$(git push origin main)"', deny('main', 'push')],
    ['f() { git push origin main; }; f', deny('main', 'push')],
    ['git checkout -b main 2>&1 | tee log.txt', deny('main', 'create')],
    ['git checkout -b main > /dev/null 2>&1', deny('main', 'create')],
    ['git add -A && git commit -m "wip" && git push origin main', deny('main', 'push')],
    ['git checkout \\\n  -b main', deny('main', 'create')],
    ['# make the branch\ngit checkout -b main', deny('main', 'create')],
    ["cat > notes.md <<'EOF'\nhello\nEOF\ngit checkout -b main", deny('main', 'create')],
    ['git push origin "HEAD:main"', deny('main', 'push')],
  ]),
  ...rows('no false positives', FEATURE, [
    ['echo "git checkout -b main"', A],
    ["echo 'git push origin main'", A],
    ['git commit -m "push to main"', A],
    ['git commit -m "git checkout -b main"', A],
    ['git log main', A],
    ['git log --oneline main..HEAD', A],
    ['git diff main...HEAD', A],
    ['git checkout -b feature/main-fix', A],
    ['git checkout -b main-backup', A],
    ['git checkout -b feature/master', A],
    ['grep main README.md', A],
    ['git checkout main', A],
    ['git switch main', A],
    ['git switch -', A],
    ['git checkout -- main', A],
    ['git checkout main -- README.md', A],
    ['git checkout --detach main', A],
    ['git switch --detach main', A],
    ['git branch', A],
    ['git branch --list main', A],
    ['git branch -a', A],
    ['git branch -r', A],
    ['git branch -vv', A],
    ['git branch --show-current', A],
    ['git branch --contains main', A],
    ['git branch --merged main', A],
    ['git branch -u origin/main', A],
    ['git branch --set-upstream-to=origin/main', A],
    ['git branch -dr origin/main', A],
    ['git branch -d feature/done', A],
    ['git branch feature/x main', A],
    ['git branch feature/develop', A],
    ['git branch -m feature/old feature/new', A],
    ['git checkout -b feature/x main', A],
    ['git switch -c feature/x origin/main', A],
    ['git worktree add ../wt main', A],
    ['git worktree add -b feature/x ../wt main', A],
    ['git push origin feature/x', A],
    ['git push origin feature/main', A],
    ['git push -u origin HEAD', A],
    ['git push', A],
    ['git push origin HEAD:feature/x', A],
    ['git push origin main:feature/x', A],
    ['git push --tags', A],
    ['git push origin v1.0.0', A],
    ['git push origin refs/tags/main', A],
    ['git push --dry-run origin main', A],
    ['git push origin ^main', A],
    ['git update-ref refs/heads/feature/x HEAD', A],
    ['git update-ref refs/tags/main HEAD', A],
    ['git fetch origin main', A],
    ['git pull origin main', A],
    ['git merge main', A],
    ['git rebase main', A],
    ['git reset --hard origin/main', A],
    ['git rev-parse main', A],
    ['git show main:README.md', A],
    ['git stash push -m main', A],
    ['git tag main-v1', A],
    ['git config branch.main.remote origin', A],
    ['git commit -m wip', A],
    ['git log --grep="main"', A],
    ['git reflog show main', A],
    ['git merge-base main HEAD', A],
    ['git help checkout', A],
    ['git --version', A],
    ['git checkout -h', A],
    ['gh pr create --base main', A],
    ['npm test', A],
    ['ls main', A],
    ['mkdir -p main && cd main', A],
    ["printf '%s\\n' 'git checkout -b main' > notes.txt", A],
    ['echo "run: git switch -c main" # later: git push origin main', A],
    ['# git checkout -b main', A],
    ["cat <<'EOF'\ngit checkout -b main\nEOF", A],
    ["git commit -F - <<'EOF'\ngit push origin main\nEOF", A],
    ['git commit -m "$(cat <<\'EOF\'\nDo not push to main.\nEOF\n)"', A],
    ['command -v git && git --version', A],
    ['git checkout -b feature/x && git push -u origin feature/x', A],
    ['pwsh -Command "git checkout -b feature/x"', A],
    ['cmd /c "git push origin feature/x"', A],
    ['bash -c \'echo "git checkout -b main"\'', A],
    ['git status && git diff --stat main', A],
  ]),
  ...rows('too dynamic to know: allowed, said when tracing', FEATURE, [
    ['git checkout -b "$BRANCH"', A],
    ['git checkout -b $(date +%s)', A],
    ['git switch -c "release-${VERSION}"', A],
    ['git push origin "$BRANCH"', A],
    ['git push origin HEAD:$TARGET', A],
    ['bash ./scripts/release.sh main', A],
    ['sh -c "$CMD"', A],
    ['source ./make-branch.sh main', A],
    ['. ./make-branch.sh main', A],
    ['$GIT checkout -b main', A],
    ['cd "$REPO" && git push', A],
    ['git checkout -b ${', A],
    ['git checkout -b main\u0000', A],
  ]),
  ...SHELL_SYNTAX_CASES,
  ...rows('text the command itself spells out is read', FEATURE, [
    ['eval "git checkout -b main"', deny('main', 'create')],
    ['echo main | xargs git checkout -b', deny('main', 'create')],
  ]),
  ...rows('commit rule is off by default, rewriting is not', ON_MAIN, [
    ['git commit -m wip', A],
    ['git commit --amend --no-edit', deny('main', 'rewrite')],
  ]),
  ...rows('a detached HEAD has no branch to protect', DETACHED, [
    ['git push', A],
    ['git push origin HEAD', A],
  ]),
  ...rows('committing on a protected branch, when turned on', COMMIT_ON, [
    ['git commit -m wip', deny('main', 'commit')],
    ['git add -A && git commit -am wip', deny('main', 'commit')],
    ['git commit --dry-run', A],
  ]),
  ...rows('committing on a working branch, commit rule on', COMMIT_ON_FEATURE, [['git commit -m wip', A]]),
  ...rows('a rule turned off', PUSH_OFF, [
    ['git push origin main', A],
    ['git push', A],
    ['git checkout -b main', deny('main', 'create')],
  ]),
  ...rows('creation rule turned off', CREATE_OFF, [
    ['git checkout -b main', A],
    ['git branch -D main', deny('main', 'move')],
  ]),
  ...rows('gitflow preset', GITFLOW, [
    ['git checkout -b feature/login', A],
    ['git switch -c hotfix/1.2.1', A],
    ['git branch release/2.0', A],
    ['git checkout -b bugfix/crash', A],
    ['git checkout -b login', deny('login', 'name')],
    ['git switch -c fix/login', deny('fix/login', 'name')],
    ['git checkout -b main', deny('main', 'create')],
    ['git checkout -b develop', deny('develop', 'create')],
    ['git push origin feature/login', A],
  ]),
  ...rows('trunk-based preset', TRUNK, [
    ['git checkout -b trunk', deny('trunk', 'create')],
    ['git checkout -b develop', A],
    ['git push origin HEAD:main', deny('main', 'push')],
  ]),
  ...rows('custom preset with a pattern', CUSTOM, [
    ['git checkout -b main', A],
    ['git checkout -b Trunk', deny('Trunk', 'create')],
    ['git push origin release/1.0', deny('release/1.0', 'push')],
  ]),
  ...rows('a workspace override by glob', PAYMENTS_GITFLOW, [
    ['git checkout -b login', A],
    ['cd packages/payments && git checkout -b login', deny('login', 'name')],
    ['git -C packages/payments/api checkout -b login', deny('login', 'name')],
    ['cd packages/payments && git checkout -b feature/login', A],
  ]),
  // Branch switches earlier in the command, abbreviated long options, push tags and every local branch.
  ...rows('a branch switched to earlier in the command, on main', ON_MAIN, [
    ['git checkout -b feature/y && git push -u origin HEAD', A],
    ['git switch -c feature/y && git commit -am wip && git push', A],
    ['git switch feature/x && git push', A],
    ['git checkout -b feature/y; git push', deny('main', 'push')],
    ['git checkout -b feature/y\ngit push origin HEAD', deny('main', 'push')],
    ["bash -lc 'git switch -c feature/y && git push -u origin HEAD'", A],
    ['git -C sub switch -c feature/y && git push', A],
    ['git checkout --detach && git push', A],
    ['git switch -c feature/y && git switch main && git push', deny('main', 'push')],
    ['git branch feature/y && git push', deny('main', 'push')],
    ['git worktree add -b feature/y ../wt && git push', deny('main', 'push')],
    ['git checkout -- feature/y && git push', deny('main', 'push')],
    ['git checkout feature/y README.md && git push', deny('main', 'push')],
    // git refuses the ambiguous `--c`, so `&&` never pushes; after `;` the push pushes main.
    ['git switch --c feature/y && git push', A],
    ['git switch --c feature/y; git push', deny('main', 'push')],
    ['git push --all origin', deny('main', 'push')],
  ]),
  ...rows('a branch switched to earlier in the command, on a working branch', FEATURE, [
    ['git switch main && git push', deny('main', 'push')],
    ['git checkout main && git push origin HEAD', deny('main', 'push')],
    ['git checkout main; git push -u origin HEAD', deny('main', 'push')],
    ["sh -c 'git switch main\ngit push'", deny('main', 'push')],
    ['cd sub && git checkout main && cd .. && git push', deny('main', 'push')],
    ['git switch -c feature/y; git switch main && git push --force', deny('main', 'push')],
    ['git switch main && git switch feature/x && git push', A],
    ['git switch main && git push origin feature/work', A],
    ['git checkout main -- README.md && git push', A],
  ]),
  // After `;` or a line break the next command runs even when the switch failed: both branches may be checked out.
  ...rows('a switch that may or may not have run: the branch before it and the one switched to both count', FEATURE, [
    ['git switch main || true; git push', deny('main', 'push')],
    ['(git switch main) && git push', deny('main', 'push')],
    ['git switch main | cat; git push', deny('main', 'push')],
    ['git switch main 2>&1 | tail -1; git push', deny('main', 'push')],
    ['git switch main & git push', deny('main', 'push')],
    ['if true; then git switch main; fi; git push', deny('main', 'push')],
    ['git -C "$D" switch main && git push', deny('main', 'push')],
    ["bash -c 'git switch main; true' && git push", deny('main', 'push')],
    ['git switch -c feature/z || git switch feature/x; git push', A],
  ]),
  ...rows('a switch to a branch the text does not tell: allowed, and said when tracing', FEATURE, [
    ['git checkout - && git push', A],
    ['git checkout "$B" && git push', A],
  ]),
  ...rows('a switch on main that may have failed leaves main checked out', ON_MAIN, [
    ['git checkout feature/y; git push', deny('main', 'push')],
    ['x || git switch feature/y; git push', deny('main', 'push')],
    ['git submodule foreach git checkout dev; git push', deny('main', 'push')],
    ['git switch -c feature/y && git push && git switch main', A],
  ]),
  ...rows('a switch in another repository leaves this one on main', { on: 'main', other: 'feature/other' }, [
    ['git -C other switch -c feature/y && git push', deny('main', 'push')],
    ['cd other && git switch -c feature/y; cd .. && git push', deny('main', 'push')],
    ['git -C other push', A],
    ['env -C other git push', A],
    ['env -Cother git push', A],
    ['sudo -Dother git push', A],
    ['git switch -c feature/y && git -C other switch main && git -C other push', deny('main', 'push')],
  ]),
  ...rows('committing after a switch, commit rule on', COMMIT_ON, [['git switch -c feature/y && git commit -am wip', A]]),
  ...rows('committing after a switch to main, commit rule on', COMMIT_ON_FEATURE, [['git checkout main && git commit -m wip', deny('main', 'commit')]]),
  ...rows('long options abbreviated as git reads them', FEATURE, [
    ['git switch --cre main', deny('main', 'create')],
    ['git switch --cre=main', deny('main', 'create')],
    ['git switch --force-c main', deny('main', 'create')],
    ['git switch --orph main', deny('main', 'create')],
    ['git checkout --orph main', deny('main', 'create')],
    ['git branch --mov feature/x main', deny('main', 'create')],
    ['git branch --cop feature/x main', deny('main', 'create')],
    ['git branch --d main', deny('main', 'move')],
    ['git branch --forc main HEAD~1', deny('main', 'move')],
    ['git push --mirr', deny('main', 'push')],
    ['git push --dry origin main', A],
    ['git push --dr origin main', A],
    ['git switch --force main', A],
  ]),
  ...rows('long options abbreviated so that git refuses them (ambiguous): nothing happens', FEATURE, [
    ['git switch --c main', A],
    ['git checkout --o main', A],
    ['git branch --m feature/x main', A],
    ['git push --d origin main', A],
    ['git push --f origin main', A],
  ]),
  ...rows('pushing every local branch, a protected one among them', { on: 'feature/work', branches: ['main'] }, [
    ['git push --all origin', deny('main', 'push')],
    ['git push --branches', deny('main', 'push')],
    ['git push --al origin', deny('main', 'push')],
    ['git push --bran origin', deny('main', 'push')],
    // `:` is git's matching refspec: every branch that exists on both sides, main among them.
    ['git push origin :', deny('main', 'push')],
    ['git push origin +:', deny('main', 'push')],
  ]),
  ...rows('pushing tags, and every local branch with none protected', FEATURE, [
    ['git push origin tag main', A],
    ['git push origin tag v1.0 main', deny('main', 'push')],
    ['git push --all origin', A],
    ['git push --branches origin', A],
    ['git push origin :', A],
    ['git push --all --prune origin', deny('main', 'push')],
  ]),
  ...rows('pushing every local branch after creating one, creation rule off', CREATE_OFF, [['git branch main && git push --all origin', deny('main', 'push')]]),
  ...rows('a broken policy file', BROKEN, [
    ['git checkout -b feature/x', 'unavailable'],
    ['git push origin main', 'unavailable'],
    ['git log --oneline', A],
    ['git commit -m wip', A],
    ['npm test', A],
  ]),
  ...rows('a policy file with an unknown key', BAD_KEY, [['git branch -D feature/x', 'unavailable']]),
  ...rows('a protected branch moves only forward by default; force pushes elsewhere are off', ON_MAIN, [
    ['git reset --hard HEAD~1', deny('main', 'rewrite')],
    ['git reset --hard', A],
    ['git push --force origin feature/x', A],
  ]),
  ...rows('history rules on, on a protected branch', HISTORY_ON_MAIN, [
    ['git reset --hard HEAD~1', deny('main', 'rewrite')],
    ['git commit --amend --no-edit', deny('main', 'rewrite')],
    ['git rebase -i HEAD~3', deny('main', 'rewrite')],
    ['git filter-branch --msg-filter cat', deny('main', 'rewrite')],
    ['git rebase --continue', A],
    ['git reset --soft HEAD~1', deny('main', 'rewrite')],
    ['git reset HEAD -- README.md', A],
  ]),
  ...rows('history rules on, on a working branch', HISTORY, [
    ['git reset --hard HEAD~1', A],
    ['git rebase origin/main', A],
    ['git rebase origin/main main', deny('main', 'rewrite')],
    ['git push --force origin feature/work', deny('feature/work', 'forcePush')],
    ['git push -f', deny('the branch checked out', 'forcePush')],
    ['git push origin +feature/work', deny('feature/work', 'forcePush')],
    ['git push --force-with-lease origin feature/work', deny('feature/work', 'forcePush')],
    ['git push origin feature/work', A],
  ]),
  // A commit on a branch that does not exist yet creates it; a new repository's first commit is no create.
  ...rows('a commit that makes a branch', FEATURE, [
    ['git symbolic-ref HEAD refs/heads/master && git commit -qm root', deny('master', 'create')],
    ['git symbolic-ref HEAD refs/heads/feature/new && git commit -qm x', A],
    ['git checkout -b feature/new && git commit -qm x', A],
    ['git checkout -b develop origin/develop && git commit -qm x', A],
    ['git init -q /tmp/bearing-scratch-repo && git -C /tmp/bearing-scratch-repo commit -q --allow-empty -m init', A],
  ]),
  // git honours its files as they are: a branch file, packed-refs, or the whole repository removed (measured in the reality tier).
  ...rows("writing a repository's own files", FEATURE, [
    ['git rev-parse HEAD~1 > .git/refs/heads/main', deny('main', 'move')],
    ['echo 0000000000000000000000000000000000000000 > .git/refs/heads/develop', deny('develop', 'move')],
    ['rm .git/refs/heads/main', deny('main', 'move')],
    ["sed -i '/refs\\/heads\\/main/d' .git/packed-refs", deny('main', 'move')],
    ['rm -rf .git/refs', deny('main', 'move')],
    ['find . -name main -delete', deny('main', 'move')],
    ['find .git -name "ma*" -delete', deny('main', 'move')],
    ['find .git/refs -delete', deny('main', 'move')],
    ['echo x > .git/refs/heads/feature/work', A],
    ["find . -name '*.tmp' -delete", A],
    ['find . -maxdepth 1 -name main -delete', A],
    ['rm -rf /tmp/scratch-clone/.git', A],
  ]),
  ...rows("bearing's own configuration and state", FEATURE, [
    ["echo '{}' > bearing.config.json", deny('bearing.config.json', 'config')],
    ["sed -i 's/deny/false/' bearing.config.json", deny('bearing.config.json', 'config')],
    ['echo {} | tee sub/bearing.config.json', deny('sub/bearing.config.json', 'config')],
    ['mv bearing.config.json off.json', deny('bearing.config.json', 'config')],
    // bearing's state lives in the git directory; what an older bearing left in .bearing/ is not bearing's any more.
    ['rm -rf .git/bearing', deny('.git/bearing', 'state')],
    ['echo {} > .git/bearing/sessions/claude-code/s1.json', deny('.git/bearing/sessions/claude-code/s1.json', 'state')],
    ['rm -rf .bearing', A],
    ['git clean -fdx', A],
    ['git stash -a', A],
    // A restore from the index rewrites only a config that differs from it (none here, or an unchanged one):
    // nothing changes. Refused when the user's edit would go (config-guard.policy.test.ts, reality-cases.ts).
    ['git checkout -- bearing.config.json', A],
    ['git restore -- bearing.config.json', A],
    ['cd "$PWD" && echo {} > bearing.config.json', deny('bearing.config.json', 'config')],
    ['cd "$(git rev-parse --show-toplevel)" && rm -rf .git/bearing', deny('.git/bearing', 'state')],
    ['cd "$(git rev-parse --show-toplevel)" && rm -rf .bearing', A],
    // PowerShell takes a start of a parameter's name for it: `-Val x` is `-Value x`, and the path is the word after.
    ["pwsh -Command 'Set-Content -Val x bearing.config.json'", deny('bearing.config.json', 'config')],
    ["pwsh -Command 'Set-Content -Enc utf8 -Val x bearing.config.json'", deny('bearing.config.json', 'config')],
    ["pwsh -Command 'Set-Location -Path:sub; Remove-Item bearing.config.json'", deny('sub/bearing.config.json', 'config')],
    ['cd -- sub && echo {} > bearing.config.json', deny('sub/bearing.config.json', 'config')],
    ['cat bearing.config.json', A],
    ['cp bearing.config.json /tmp/bearing-copy.json', A],
    ['rm -rf node_modules', A],
    // A bearing.config.json outside the workspace's tree is another project's, which bearing never reads here
    // (/tmp above this repository too: its .git makes it the workspace's root).
    ['echo "{}" | tee /tmp/bearing.config.json', A],
    ['echo {} > ../bearing.config.json', A],
    ['cp ../seed/bearing.config.json /tmp/', A],
    ['cp -r ../seed ../seed-copy', A],
    ['mkdir -p ../unpack && tar -xf ../seed/seed.tar -C ../unpack', A],
    // What a copy's rules leave out, and an extraction to stdout, write nothing here.
    ['rsync -a --exclude bearing.config.json ../seed/ ./', A],
    ['tar -xOf ../seed/seed.tar | jq .', A],
    // sort -o writes its output; git config -f the file it names when it sets a key.
    ['sort -o bearing.config.json bearing.config.json', deny('bearing.config.json', 'config')],
    ['sort --output=sub/bearing.config.json README.md', deny('sub/bearing.config.json', 'config')],
    ['git config -f sub/bearing.config.json policies.configGuard false', deny('sub/bearing.config.json', 'config')],
    ['git config -f .git/bearing/extra a.b c', deny('.git/bearing/extra', 'state')],
    ['git config -f bearing.config.json --list', A],
    // git expands a quoted pathspec itself; what it removes is the work tree's, never a branch file in .git.
    ["git rm -q --ignore-unmatch '*.txt'", A],
    ["git rm -q --cached '*.json'", A],
  ]),
  ...rows("bearing's own configuration and state", CONFIGURED, [
    ["git rm -q '*.json'", deny('bearing.config.json', 'config')],
    ["git rm -q ':/*.json'", deny('bearing.config.json', 'config')],
    // -n, -k: a file that is there is not written; one not there yet is a create.
    ['cp -n README.md bearing.config.json', A],
    ['cp -n ../seed/bearing.config.json .', A],
    ['tar -xkf ../seed/seed.tar', A],
    ['cp -n README.md sub/bearing.config.json', deny('sub/bearing.config.json', 'config')],
    ['rsync -a --exclude .git --exclude bearing.config.json ./ sub/', A],
    ['rsync -a --exclude .git ./ sub/', deny('sub/bearing.config.json', 'config')],
    ['git checkout bearing.config.json', A],
  ]),
];
