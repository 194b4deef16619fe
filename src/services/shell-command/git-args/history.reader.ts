import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { NOTHING_READ, oneEffect, onlyUnknown, type GitRefReading, REFUSED, type RefEffect } from './git-ref-effect';
import { hasOption, names, scanOptions } from './option-scan';
import { readFetch } from './fetch.reader';

const RESET = {
  long: names(
    'hard soft mixed keep merge quiet no-quiet recurse-submodules no-recurse-submodules intent-to-add pathspec-from-file pathspec-file-nul patch no-refresh refresh',
  ),
};
/** The rebase options that carry on (or give up) a rebase already under way: they start no new rewrite. */
const REBASE_IN_PROGRESS = ['--continue', '--abort', '--skip', '--quit', '--edit-todo', '--show-current-patch'];
const REBASE = {
  shortWithValue: 'sSXx',
  long: names(
    `${REBASE_IN_PROGRESS.map((o) => o.slice(2)).join(' ')} onto keep-base interactive exec root strategy strategy-option autosquash no-autosquash ` +
      'autostash no-autostash update-refs no-update-refs rebase-merges no-rebase-merges force-rebase no-ff fork-point no-fork-point merge apply quiet ' +
      'verbose signoff reschedule-failed-exec no-reschedule-failed-exec empty keep-empty no-keep-empty reapply-cherry-picks committer-date-is-author-date ' +
      'ignore-date ignore-whitespace whitespace gpg-sign no-gpg-sign no-verify verify stat no-stat context',
  ),
  longWithValue: names('onto exec strategy strategy-option empty whitespace'),
};
const PULL = {
  shortWithValue: 'sXjo',
  long: names(
    'rebase no-rebase ff no-ff ff-only squash no-squash commit no-commit edit no-edit cleanup stat no-stat log no-log signoff no-signoff strategy ' +
      'strategy-option verify no-verify verify-signatures no-verify-signatures autostash no-autostash all append atomic depth deepen shallow-since ' +
      'shallow-exclude unshallow update-shallow refmap force keep prune no-prune dry-run tags no-tags quiet verbose progress recurse-submodules ' +
      'no-recurse-submodules set-upstream upload-pack ipv4 ipv6 jobs allow-unrelated-histories gpg-sign',
  ),
  longWithValue: names('strategy strategy-option depth deepen shallow-since shallow-exclude refmap upload-pack jobs cleanup recurse-submodules'),
};

/** What looks like a commit rather than a path: git's revision syntax, a hash, a known branch. */
function looksLikeCommit(word: string, context: GitContext): boolean {
  return /[~^@]|^[0-9a-f]{7,64}$/i.test(word) || word === 'HEAD' || word.includes('/') || context.localBranch(word) === true || !context.pathExists(word);
}

/**
 * `git reset [--soft|--mixed|--hard|--keep|--merge] <commit>` moves the branch checked out to that commit; with no
 * commit (or HEAD) it moves nothing (`git reset --hard` only discards changes); `git reset [<commit>] -- <paths>`
 * and `git reset <paths>` change the index only.
 */
export function readReset(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const scan = scanOptions(args, RESET);
  if (scan.ambiguous) return REFUSED;
  if (hasOption(scan, '-p', '--patch', '--pathspec-from-file')) return NOTHING_READ;
  const beforePaths = scan.positionals.slice(0, scan.positionals.length - scan.afterDashDash);
  const [commit, ...paths] = beforePaths;
  if (!commit || paths.length > 0) return NOTHING_READ;
  const mode = scan.options.find((o) => ['--soft', '--mixed', '--hard', '--keep', '--merge'].includes(o.name))?.name ?? '';
  // `--soft`, `--hard`, `--keep` and `--merge` take no paths: a computed operand is a commit, and the branch moves to it.
  if (commit.dynamic && scan.afterDashDash === 0 && ['--soft', '--hard', '--keep', '--merge'].includes(mode))
    return oneEffect('rewrite', { current: true }, `git reset ${mode}`);
  if (commit.dynamic) return onlyUnknown('the commit is computed at run time');
  if (commit.text === 'HEAD' || commit.text === '@' || (scan.afterDashDash === 0 && !looksLikeCommit(commit.text, context))) return NOTHING_READ;
  if (scan.afterDashDash > 0) return NOTHING_READ;
  return oneEffect('rewrite', { current: true }, `git reset ${mode}`.trimEnd());
}

/**
 * `git rebase [<upstream> [<branch>]]` rewrites `<branch>` (checked out first), or the branch checked out;
 * `--update-refs` (or `rebase.updateRefs`) also moves every local branch that points into what it rewrites.
 */
export function readRebase(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const scan = scanOptions(args, REBASE);
  if (scan.ambiguous) return REFUSED;
  if (hasOption(scan, ...REBASE_IN_PROGRESS)) return NOTHING_READ;
  const branch = scan.positionals[1];
  const effects: RefEffect[] = [];
  if (hasOption(scan, '--update-refs') || (context.config('rebase.updaterefs') === 'true' && !hasOption(scan, '--no-update-refs'))) {
    effects.push({ rule: 'rewrite', target: { local: true }, form: 'git rebase --update-refs' });
  }
  if (!branch) return { effects: [{ rule: 'rewrite', target: { current: true }, form: 'git rebase' }, ...effects], unknown: [] };
  if (branch.dynamic)
    return { effects, unknown: ['the branch to rebase is computed at run time'], switchesTo: { unknown: 'it checks out a branch computed at run time' } };
  return { effects: [{ rule: 'rewrite', target: { branch: branch.text }, form: 'git rebase' }, ...effects], unknown: [], switchesTo: { branch: branch.text } };
}

/**
 * `git pull [<repository> [<refspec>…]]`: the local branches its refspecs write (as `git fetch` does), then what it
 * does to the branch checked out: a rebase (`--rebase`, `pull.rebase`, `branch.<name>.rebase`) rewrites it, a
 * merge or a fast-forward adds to it.
 */
export function readPull(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const scan = scanOptions(args, PULL);
  if (scan.ambiguous) return REFUSED;
  if (hasOption(scan, '--dry-run')) return NOTHING_READ;
  const fetched = readFetch(args, context, 'git pull', PULL);
  const option = scan.options.find((o) => o.name === '--rebase' || o.name === '-r' || o.name === '--no-rebase');
  const branch = context.checkedOut.find((b) => b.kind === 'branch');
  const configured = (branch?.kind === 'branch' ? context.config(`branch.${branch.name}.rebase`) : undefined) ?? context.config('pull.rebase');
  const rebases = option ? option.name !== '--no-rebase' && option.value?.text !== 'false' : configured !== undefined && configured !== 'false';
  const onCurrent: RefEffect = rebases
    ? { rule: 'rewrite', target: { current: true }, form: 'git pull --rebase' }
    : { rule: 'commit', target: { current: true }, form: 'git pull' };
  return { effects: [...fetched.effects, onCurrent], unknown: fetched.unknown };
}

/**
 * `git filter-branch` rewrites the branch checked out, or, with `--all`, every local branch (so does `git filter-repo`);
 * `--state-branch <ref>` also writes that ref.
 */
export function readFilterBranch(args: readonly GitArg[]): GitRefReading {
  const every = args.some((a) => a.text === '--all' || a.text === '--branches');
  const effects: RefEffect[] = [{ rule: 'rewrite', target: every ? { local: true } : { current: true }, form: 'git filter-branch' }];
  args.forEach((a, i) => {
    const state = a.text === '--state-branch' ? args[i + 1] : undefined;
    if (state && !state.dynamic)
      effects.push({ rule: 'move', target: { branch: state.text.replace(/^refs\/heads\//, '') }, form: 'git filter-branch --state-branch' });
  });
  return { effects, unknown: [] };
}

export function readFilterRepo(): GitRefReading {
  return oneEffect('rewrite', { local: true }, 'git filter-repo');
}
