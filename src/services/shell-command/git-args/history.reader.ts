import type { GitArg } from './git-arg';
import { NOTHING_READ, oneEffect, onlyUnknown, type GitRefReading } from './git-ref-effect';
import { hasOption, names, scanOptions } from './option-scan';

const RESET = { long: names('hard soft mixed keep merge quiet no-quiet recurse-submodules no-recurse-submodules intent-to-add pathspec-from-file pathspec-file-nul patch') };
/** The rebase options that carry on (or give up) a rebase already under way: they start no new rewrite. */
const REBASE_IN_PROGRESS = ['--continue', '--abort', '--skip', '--quit', '--edit-todo', '--show-current-patch'];
const REBASE = {
  shortWithValue: 'sSXx',
  long: names(
    `${REBASE_IN_PROGRESS.map((o) => o.slice(2)).join(' ')} onto keep-base interactive exec root strategy strategy-option autosquash no-autosquash ` +
      'autostash no-autostash update-refs rebase-merges force-rebase fork-point no-fork-point merge apply quiet verbose signoff',
  ),
  longWithValue: names('onto exec strategy strategy-option'),
};

/** `git reset --hard` moves the branch checked out and throws away what was on it. */
export function readReset(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, RESET);
  return !scan.ambiguous && hasOption(scan, '--hard') ? oneEffect('rewrite', { current: true }, 'git reset --hard') : NOTHING_READ;
}

/** `git rebase [<upstream> [<branch>]]` rewrites `<branch>` (checked out first), or the branch checked out. */
export function readRebase(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, REBASE);
  if (scan.ambiguous || hasOption(scan, ...REBASE_IN_PROGRESS)) return NOTHING_READ;
  const branch = scan.positionals[1];
  if (!branch) return oneEffect('rewrite', { current: true }, 'git rebase');
  if (branch.dynamic) return onlyUnknown('the branch to rebase is computed at run time');
  return oneEffect('rewrite', { branch: branch.text }, 'git rebase');
}

/** `git filter-branch` rewrites the branch checked out, or, with `--all`, every local branch (so does `git filter-repo`). */
export function readFilterBranch(args: readonly GitArg[]): GitRefReading {
  const every = args.some((a) => a.text === '--all' || a.text === '--branches');
  return oneEffect('rewrite', every ? { local: true } : { current: true }, 'git filter-branch');
}

export function readFilterRepo(): GitRefReading {
  return oneEffect('rewrite', { local: true }, 'git filter-repo');
}
