/**
 * Rows for the reality tier of their own (test/reality): commands in the spellings agents write, each run for real in
 * the recipe's sandbox (test/support/reality/workspace.ts: a clone, local main at A tracking origin/main, the row's
 * branch one commit ahead) and judged by what changed (truth.ts). Written for that sandbox: each one has its effect there.
 */
export interface RealityCase {
  readonly family: string;
  readonly command: string;
  /** The branch checked out, one commit ahead of A (default `work`; `main` is then local main ahead of origin/main). */
  readonly on?: string;
  /** The user has an uncommitted edit of bearing.config.json. */
  readonly dirty?: boolean;
  /** bearing.config.json as committed (default `{}`). */
  readonly config?: string;
  readonly expect: 'deny' | 'allow' | 'ask';
  /**
   * Where the guard's answer is a product rule rather than this sandbox's observation:
   * - `may-fail`: a step before may fail, and in that outcome the command changes a protected branch (the run here may change nothing);
   * - `rule`: a default rule refuses it although this run only moved a local protected branch forward or changed nothing;
   * - `stub`: the effect is a stubbed tool's: `truth` says what the real tool does with these arguments, `stub` the call it must get.
   */
  readonly policy?: 'may-fail' | 'rule' | 'stub';
  readonly because?: string;
  /** For `stub` rows: what the real tool's call does to the protected branches. */
  readonly truth?: 'deny' | 'allow';
  /** For `stub` rows: the argv the stub must have been called with (its name first; a prefix). */
  readonly stub?: readonly string[];
  /** bearing answers this row wrong today, and why: the tier expects the wrong answer, and fails once it is right (rows.ts, TierRow.known). */
  readonly known?: string;
}

const PUSH_ASK = '{"branches":{"rules":{"push":"ask"}}}';
const CUSTOM_RELEASE = '{"branches":{"preset":"custom","protected":["release/*"]}}';
const TRUNK = '{"branches":{"preset":"trunk-based"}}';

export const REALITY_CASES: readonly RealityCase[] = [
  // Pushing to a protected branch, plain and tricky.
  { family: 'push to a protected branch', command: 'git push origin HEAD:main', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin work:main', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin @:refs/heads/main', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin HEAD:Main', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin HEAD:ma""in', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push --force-with-lease origin HEAD:develop', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin --delete prod', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin :production', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin "$(git rev-parse HEAD)":refs/heads/master', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push upstream HEAD:main', expect: 'deny' },
  { family: 'push to a protected branch', command: 'GIT_DIR=.git git push origin HEAD:main', expect: 'deny' },
  { family: 'push to a protected branch', command: 'git push origin HEAD:main --dry-run', expect: 'allow' },
  { family: 'push to a protected branch', command: 'git push origin main', expect: 'deny', policy: 'rule', because: 'pushing main is refused whatever it holds; here local main equals origin/main, so nothing moved' },
  { family: 'push to a protected branch', command: 'git push --all origin', expect: 'deny', policy: 'rule', because: '--all pushes main, which moves origin/main whenever main has commits of its own; here it has none' },
  { family: 'push from the protected branch checked out', on: 'main', command: 'git push', expect: 'deny' },
  { family: 'push from the protected branch checked out', on: 'main', command: 'git push -u origin "$(git branch --show-current)"', expect: 'deny' },
  { family: 'push from the protected branch checked out', on: 'main', command: 'git push origin HEAD', expect: 'deny' },
  // The branch pushed to, spelt at run time or through another program.
  { family: 'push, the target computed or run by another program', command: 'git -c alias.p=push p origin HEAD:main', expect: 'deny' },
  { family: 'push, the target computed or run by another program', command: 'BASE=main; git push origin HEAD:$BASE', expect: 'deny' },
  { family: 'push, the target computed or run by another program', command: 'for b in main develop; do git push origin "HEAD:$b"; done', expect: 'deny' },
  { family: 'push, the target computed or run by another program', command: "echo 'git push origin HEAD:main' | sh", expect: 'deny' },
  { family: 'push, the target computed or run by another program', command: "printf '%s\\n' main | xargs -I{} git push origin HEAD:{}", expect: 'deny' },
  { family: 'push, the target computed or run by another program', command: 'python3 -c \'import subprocess; subprocess.run(["git", "push", "origin", "HEAD:main"])\'', expect: 'deny' },
  { family: 'push, the target computed or run by another program', command: 'git push origin \\\n  HEAD:main', expect: 'deny' },
  // Switching away first.
  { family: 'a branch switched to before pushing', on: 'main', command: 'git switch -c feature/y && git push -u origin HEAD', expect: 'allow' },
  { family: 'a branch switched to before pushing', on: 'main', command: 'git switch -c feature/y; git push -u origin HEAD', expect: 'deny', policy: 'may-fail', because: 'after `;` the push runs even if the switch failed (feature/y already there), and then it pushes main' },
  { family: 'a branch switched to before pushing', command: 'git switch -c feature/y && git push -u origin HEAD', expect: 'allow' },
  { family: 'push a working branch', command: 'git push -u origin HEAD', expect: 'allow' },
  { family: 'push a working branch', command: 'git push origin HEAD:feature/y', expect: 'allow' },
  // Local protected branches: created, fetched into, moved, deleted.
  { family: 'create a protected branch', command: 'git branch -v develop', expect: 'deny' },
  { family: 'create a protected branch', command: 'git branch develop', expect: 'deny' },
  { family: 'create a protected branch', command: 'git checkout -b Main', expect: 'deny' },
  { family: 'create a protected branch', command: 'git fetch . HEAD:develop', expect: 'deny' },
  { family: 'create a protected branch at the remote one', command: 'git fetch origin develop:develop', expect: 'allow' },
  { family: 'create a protected branch at the remote one', command: 'git fetch origin master:master prod:prod', expect: 'allow' },
  { family: 'create a protected branch at the remote one', command: 'git checkout -b develop origin/develop', expect: 'allow' },
  { family: 'create a protected branch at the remote one', command: 'git switch develop', expect: 'allow' },
  { family: 'move a protected branch forward', command: 'git switch main && git merge --ff-only work', expect: 'allow' },
  { family: 'move a protected branch forward', on: 'main', command: 'git commit --allow-empty -m wip', expect: 'allow' },
  // Forward, but not by a commit made on it: a force-move (the move rule), as the guard's rules have it.
  { family: 'delete or rewrite a protected branch', command: 'git branch -f main HEAD', expect: 'deny' },
  { family: 'delete or rewrite a protected branch', command: 'git branch -D main', expect: 'deny' },
  { family: 'delete or rewrite a protected branch', command: 'git branch -m main old-main', expect: 'deny' },
  { family: 'delete or rewrite a protected branch', command: 'git symbolic-ref refs/heads/develop refs/heads/work', expect: 'deny' },
  { family: 'delete or rewrite a protected branch', on: 'main', command: 'git reset --hard origin/main', expect: 'deny' },
  { family: 'delete or rewrite a protected branch', on: 'main', command: 'git commit --amend --no-edit', expect: 'deny' },
  { family: 'delete or rewrite a protected branch', command: 'git rebase work main', expect: 'deny', policy: 'rule', because: 'rebasing main rewrites it whenever it has commits of its own; here it only fast-forwarded to work' },
  // bearing's own configuration and state.
  { family: "bearing's config and state", command: 'cp ../seed/bearing.config.json .', expect: 'deny' },
  { family: "bearing's config and state", command: 'cp -r ../seed/tmpl/. .', expect: 'deny' },
  { family: "bearing's config and state", command: 'tar -xf ../seed/seed.tar', expect: 'deny' },
  { family: "bearing's config and state", command: 'rm -f *.json', expect: 'deny' },
  { family: "bearing's config and state", command: 'mv bearing.config.json{,.bak}', expect: 'deny' },
  { family: "bearing's config and state", command: 'ln -sf ../seed/bearing.config.json bearing.config.json', expect: 'deny' },
  { family: "bearing's config and state", command: "echo '{}' > ~/.config/bearing/config.json", expect: 'deny' },
  // bearing's state lives in the git directory (.git/bearing/sessions/<host>/<id>.json) and its user cache folder.
  { family: "bearing's config and state", command: 'rm -rf .git/bearing/sessions', expect: 'deny' },
  { family: "bearing's config and state", command: 'rm .git/bearing/sessions/claude-code/s1.json', expect: 'deny' },
  { family: "bearing's config and state", command: "echo '{}' > .git/bearing/sessions/claude-code/s1.json", expect: 'deny' },
  { family: "bearing's config and state", command: 'rm -rf ~/.cache/bearing', expect: 'deny' },
  // A `.bearing/` folder of the work tree is not bearing's (the Test Engineering hand-off goes there): git's own
  // selecting writes never reach into .git.
  { family: "a .bearing folder of the work tree is not bearing's", command: 'rm -rf .bearing/sessions', expect: 'allow' },
  { family: "a .bearing folder of the work tree is not bearing's", command: 'rm -rf .bearing', expect: 'allow' },
  { family: "a .bearing folder of the work tree is not bearing's", command: 'git clean -fdx', expect: 'allow' },
  { family: "a .bearing folder of the work tree is not bearing's", command: 'git stash -a', expect: 'allow' },
  { family: "bearing's config, the user's edit restored", dirty: true, command: 'git stash push -- bearing.config.json', expect: 'deny' },
  { family: "bearing's config, the user's edit restored", dirty: true, command: 'git stash', expect: 'deny' },
  { family: "bearing's config, the user's edit restored", dirty: true, command: 'git checkout -- .', expect: 'deny' },
  { family: "bearing's config, the user's edit restored", dirty: true, command: 'git restore bearing.config.json', expect: 'deny' },
  { family: "bearing's config, the user's edit restored", dirty: true, command: 'git reset --hard', expect: 'deny' },
  { family: "bearing's config, only the index or a read", command: 'git rm --cached bearing.config.json', expect: 'allow' },
  { family: "bearing's config, only the index or a read", dirty: true, command: 'git restore --staged bearing.config.json', expect: 'allow' },
  { family: "bearing's config, only the index or a read", dirty: true, command: 'git add bearing.config.json', expect: 'allow' },
  { family: "bearing's config, only the index or a read", dirty: true, command: 'git diff -- bearing.config.json', expect: 'allow' },
  { family: "bearing's config, only the index or a read", dirty: true, command: 'git checkout -- README.md', expect: 'allow' },
  { family: "bearing's config, only the index or a read", command: 'git rm -r --cached . && git add -A', expect: 'allow' },
  { family: "bearing's config, only the index or a read", command: 'git clean -ndx', expect: 'allow' },
  { family: "bearing's config, only the index or a read", command: 'git clean -fdx sub/', expect: 'allow' },
  { family: "bearing's config, only the index or a read", command: 'cat bearing.config.json', expect: 'allow' },
  { family: "bearing's config, only the index or a read", command: 'python3 -m json.tool bearing.config.json', expect: 'allow' },
  { family: "bearing's config, only the index or a read", command: 'cp ../seed/x.json .', expect: 'allow' },
  // Hosting tools (stubs: no network here).
  { family: 'hosting tools', command: 'gh pr merge 12 --squash', expect: 'deny', policy: 'stub', truth: 'deny', stub: ['gh', 'pr', 'merge', '12'], because: 'gh pr merge merges the pull request into its base branch' },
  { family: 'hosting tools', command: 'gh api -X PATCH repos/o/r/git/refs/heads/main -f sha=0123abc', expect: 'deny', policy: 'stub', truth: 'deny', stub: ['gh', 'api', '-X', 'PATCH'], because: 'PATCH …/git/refs/heads/main moves main on the remote' },
  { family: 'hosting tools', command: 'glab mr merge 3', expect: 'deny', policy: 'stub', truth: 'deny', stub: ['glab', 'mr', 'merge', '3'], because: 'glab mr merge merges the merge request into its target branch' },
  { family: 'hosting tools', command: 'git town ship', expect: 'deny', policy: 'stub', truth: 'deny', stub: ['git-town', 'ship'], because: 'git town ship merges the branch into main and pushes main' },
  { family: 'hosting tools', command: 'gh pr create --fill', expect: 'allow', policy: 'stub', truth: 'allow', stub: ['gh', 'pr', 'create'], because: 'gh pr create opens a pull request and pushes nothing to the base' },
  { family: 'hosting tools', command: 'gh pr view 12', expect: 'allow', policy: 'stub', truth: 'allow', stub: ['gh', 'pr', 'view', '12'], because: 'gh pr view reads' },
  { family: 'hosting tools', command: 'gh api repos/o/r/branches/main', expect: 'allow', policy: 'stub', truth: 'allow', stub: ['gh', 'api', 'repos/o/r/branches/main'], because: 'a gh api GET reads' },
  { family: 'hosting tools', command: 'hub pull-request -b main -m wip', expect: 'allow', policy: 'stub', truth: 'allow', stub: ['hub', 'pull-request'], because: 'hub pull-request opens a pull request' },
  // Reading.
  { family: 'harmless', command: 'git status', expect: 'allow' },
  { family: 'harmless', command: 'git log --oneline -5', expect: 'allow' },
  { family: 'harmless', command: 'git diff main...HEAD', expect: 'allow' },
  { family: 'harmless', command: 'git fetch origin', expect: 'allow' },
  { family: 'harmless', on: 'main', command: 'git status && git log --oneline origin/main..main', expect: 'allow' },
  // The row's own policy.
  { family: 'a rule set to ask', config: PUSH_ASK, command: 'git push origin HEAD:main', expect: 'ask' },
  { family: 'a custom list with a pattern', config: CUSTOM_RELEASE, command: 'git push origin HEAD:release/1.0', expect: 'deny' },
  { family: 'a custom list with a pattern', config: CUSTOM_RELEASE, command: 'git push origin HEAD:main', expect: 'allow' },
  { family: 'trunk-based', config: TRUNK, command: 'git push origin HEAD:trunk', expect: 'deny' },
];
