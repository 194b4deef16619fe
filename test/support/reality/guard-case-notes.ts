import type { PolicyNote } from './rows';

/**
 * Policy notes for rows of the command table (test/support/guard-cases.ts, which this tier does not edit): where the
 * guard's answer is a product rule rather than what the sandbox can observe. Keyed by group and command. A row of
 * the table the sandbox contradicts and that no product rule explains has no note here: it fails, and is reported.
 */
export interface GuardCaseNote {
  readonly policy: Exclude<PolicyNote, 'stub'>;
  readonly because: string;
}

const mayFail = (because: string): GuardCaseNote => ({ policy: 'may-fail', because });
const rule = (because: string): GuardCaseNote => ({ policy: 'rule', because });

const CREATE = 'creating a protected branch';
const MOVE = 'force-moving or deleting a protected branch';
const PUSH = 'pushing to a protected branch';
const COMPOUND = 'compound commands, wrappers and other shells';
const LAUNCHERS = 'programs that run a command they are given';
const SWITCHED_ON_MAIN = 'a branch switched to earlier in the command, on main';
const ABBREVIATED = 'long options abbreviated as git reads them';
const HISTORY_MAIN = 'history rules on, on a protected branch';
const HISTORY = 'history rules on, on a working branch';
const ORPHAN = rule('--orphan leaves HEAD on an unborn main: no ref moves until the next commit, which creates main');
const NO_SOURCE = (branch: string) => mayFail(`${branch} does not exist here; where it does, this makes the protected branch from it`);
const SAME_NAMED = 'a local copy of the same-named remote branch';
const OWN_FILES = "writing a repository's own files";
/** A protected branch made from another branch that, in the recipe, is at the same commit (A) as the remote's branch of that name. */
const ANOTHER_BRANCH = (source: string) =>
  rule(`${source} is at the commit of the remote's branch of that name here (the recipe puts every remote branch at A), so the truth cannot tell the copy from another branch's work; where they differ, this makes the protected branch from ${source}`);
const FORCE = rule('forcePush refuses a forced push by its flag or `+`, whatever it does; here it only created feature/work on origin');

const notes: readonly (readonly [group: string, command: string, note: GuardCaseNote])[] = [
  [CREATE, 'git checkout --orphan main', ORPHAN],
  [CREATE, 'git branch -m feature/old main', NO_SOURCE('feature/old')],
  [CREATE, 'git branch -c feature/x master', mayFail('here feature/x is not a local branch (or master already is); where feature/x is and master is not, this creates master')],
  [MOVE, 'git branch --delete master', mayFail('here master is absent, or (in the alt repository) not merged, so -d refuses; where it is merged, -d deletes it')],
  [PUSH, 'git push https://example.invalid/repo.git main', rule('no network in the sandbox: the push fails; against a reachable remote it pushes main')],
  [COMPOUND, 'npm test && git checkout -b main', mayFail('npm test fails here (no package.json); where it passes, the checkout creates main')],
  [COMPOUND, "zsh -c 'git switch -c main'", mayFail('zsh is not installed here; where it is, this creates main')],
  [COMPOUND, '/usr/local/bin/git switch -c main', mayFail('there is no /usr/local/bin/git here; where there is, this creates main')],
  [COMPOUND, 'while false; do git checkout -b main; done', rule('the guard does not evaluate conditions: a loop body that creates main is refused, run or not')],
  ['shell syntax: a `#` inside a word, backtick substitutions', 'curl http://x/#frag && git push origin main', mayFail('curl fails here (no network); where it succeeds, the push runs')],
  [LAUNCHERS, "git submodule foreach 'git checkout -b main'", mayFail('the repository has no submodules here; in each submodule, this creates main')],
  [LAUNCHERS, 'git submodule foreach --recursive git push origin main', mayFail('the repository has no submodules here; in each submodule, this pushes main')],
  [LAUNCHERS, "su - bob -c 'git checkout -b main'", mayFail('there is no user bob here; where there is, this creates main')],
  ['a rule turned off', 'git checkout -b main', mayFail('main is checked out here, so the checkout fails; in a repository without a local main it creates it')],
  ['custom preset with a pattern', 'git push origin release/1.0', NO_SOURCE('a local release/1.0')],
  ['a workspace override by glob', 'cd packages/payments && git checkout -b login', rule('packages/payments is gitflow there, where `login` is not an allowed name; the truth reads the root policy only')],
  ['a workspace override by glob', 'git -C packages/payments/api checkout -b login', rule('packages/payments is gitflow there, where `login` is not an allowed name; the truth reads the root policy only')],
  [SWITCHED_ON_MAIN, 'git checkout -b feature/y; git push', mayFail('after `;` the push runs even if the checkout failed (feature/y already there), and then it pushes main')],
  [SWITCHED_ON_MAIN, 'git checkout -b feature/y\ngit push origin HEAD', mayFail('after a line break the push runs even if the checkout failed (feature/y already there), and then it pushes main')],
  [SWITCHED_ON_MAIN, 'git checkout -- feature/y && git push', mayFail('a path checkout: where a file feature/y exists it succeeds, main stays checked out and the push pushes main')],
  [SWITCHED_ON_MAIN, 'git checkout feature/y README.md && git push', mayFail('restores a file from feature/y (absent here) and stays on main: where feature/y exists, the push pushes main')],
  ['a switch that may or may not have run: the branch before it and the one switched to both count', 'git switch main & git push', mayFail('the switch runs beside the push: whichever wins, the push may push main')],
  ['a switch in another repository leaves this one on main', 'git switch -c feature/y && git -C other switch main && git -C other push', rule("other's main is made from origin/main here, so its push moves nothing; pushing main is refused whatever it holds")],
  [ABBREVIATED, 'git checkout --orph main', ORPHAN],
  [ABBREVIATED, 'git branch --mov feature/x main', NO_SOURCE('a local feature/x (with no main beside it)')],
  [ABBREVIATED, 'git branch --cop feature/x main', NO_SOURCE('a local feature/x (with no main beside it)')],
  [ABBREVIATED, 'git branch --d main', mayFail('--d is --delete: here main is absent, or (in the alt repository) not merged, so it refuses; where main is merged, it deletes it')],
  ['pushing every local branch, a protected one among them', 'git push --branches', rule('--branches is what git 2.42 and later call --all; this git (2.39) refuses it')],
  ['pushing every local branch, a protected one among them', 'git push --bran origin', rule('--bran abbreviates --branches (git 2.42 and later); this git (2.39) refuses it')],
  ['pushing tags, and every local branch with none protected', 'git push origin tag v1.0 main', mayFail('there is no tag v1.0 here, so the push fails; where there is, it pushes main too')],
  ['a broken policy file', 'git checkout -b feature/x', rule('a broken config leaves branch commands unchecked: refused until the user fixes the file')],
  ['a policy file with an unknown key', 'git branch -D feature/x', rule('a config with an unknown key leaves branch commands unchecked: refused until the user fixes the file')],
  [HISTORY_MAIN, 'git rebase -i HEAD~3', rule('rewrite refuses an interactive rebase of main; here there is no HEAD~3 (and picking every commit unchanged rewrites nothing)')],
  [HISTORY_MAIN, 'git filter-branch --msg-filter cat', rule('rewrite refuses filter-branch on main; `cat` keeps every message, so nothing is rewritten here')],
  [HISTORY, 'git rebase origin/main main', rule('rewrite refuses rebasing main; here main is absent, or (in the alt repository) already on origin/main')],
  [HISTORY, 'git push --force origin feature/work', FORCE],
  [HISTORY, 'git push -f', rule('forcePush refuses a forced push by its flag; here feature/work has no upstream, so the push fails')],
  [HISTORY, 'git push origin +feature/work', FORCE],
  [HISTORY, 'git push --force-with-lease origin feature/work', FORCE],
  [SAME_NAMED, 'git checkout -b main origin/develop', ANOTHER_BRANCH('origin/develop')],
  [SAME_NAMED, 'git branch main origin/feature/x', ANOTHER_BRANCH('origin/feature/x')],
  [SAME_NAMED, 'git fetch origin feature/x:develop', ANOTHER_BRANCH("origin's feature/x")],
  [SAME_NAMED, 'git branch origin/main HEAD && git checkout -b main origin/main', mayFail("git (2.39) refuses the start point here, ambiguous between the new local branch origin/main and the remote's; where it takes the local one (B), this makes main from this work")],
  [SAME_NAMED, 'git remote add other ../x.git && git fetch other develop:develop', mayFail("there is no ../x.git here, so the fetch fails; where there is, this makes develop from another repository's develop")],
  [SAME_NAMED, 'git fetch https://example.invalid/r.git develop:develop', rule("no network in the sandbox: the fetch fails; from a reachable repository it makes develop from that repository's develop, not origin's")],
  [COMPOUND, 'while read -r b; do git checkout -b main; done < list.txt', mayFail('there is no list.txt here, so the loop body never runs; where it has a line, the body creates main')],
  [OWN_FILES, "sed -i '/refs\\/heads\\/main/d' .git/packed-refs", mayFail("here main is a loose ref (.git/refs/heads/main) and packed-refs holds only the remote's; where main is packed (after git gc or git pack-refs), this deletes it")],
];

export const GUARD_CASE_NOTES: ReadonlyMap<string, GuardCaseNote> = new Map(notes.map(([group, command, note]) => [`${group}\u0000${command}`, note]));

/**
 * Rows of the command table bearing answers wrong today, against the sandbox's truth (TierRow.known): the tier
 * expects the wrong answer meanwhile and fails once bearing answers right, so that this list only shrinks.
 */
const known: readonly (readonly [group: string, command: string, why: string])[] = [];

export const GUARD_CASE_KNOWN: ReadonlyMap<string, string> = new Map(known.map(([group, command, why]) => [`${group}\u0000${command}`, why]));

/** Notes (and known marks) whose row is not in the table (renamed or removed there): each must match a row. */
export function unmatchedNotes(keys: ReadonlySet<string>): string[] {
  return [...GUARD_CASE_NOTES.keys(), ...GUARD_CASE_KNOWN.keys()].filter((key) => !keys.has(key)).map((key) => key.replace('\u0000', ': '));
}
