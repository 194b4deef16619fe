import type { GitArg } from './git-arg';
import { addNamed, NOTHING_READ, oneEffect, onlyUnknown, type GitRefReading, type RefEffect } from './git-ref-effect';
import { hasOption, names, optionValues, scanOptions } from './option-scan';

const WORKTREE_ADD = { shortWithValue: 'bB', long: names('force detach checkout lock reason orphan quiet track guess-remote'), longWithValue: ['reason'] };
const UPDATE_REF = { shortWithValue: 'm', long: names('no-deref stdin create-reflog') };
/** Every long option `git commit -h` lists: with fewer, a prefix git refuses as ambiguous (`--a`) would read as the one listed. */
const COMMIT_WITH_VALUE = 'author cleanup date file fixup message pathspec-from-file reedit-message reuse-message squash template trailer';
const COMMIT = {
  shortWithValue: 'mFCct',
  long: names(
    `${COMMIT_WITH_VALUE} ahead-behind all allow-empty allow-empty-message amend branch dry-run edit gpg-sign include interactive long no-post-rewrite ` +
      'no-verify null only patch pathspec-file-nul porcelain quiet reset-author short signoff status untracked-files verbose',
  ),
  longWithValue: names(COMMIT_WITH_VALUE),
};

/** `git worktree add -b|-B <name> <path>` creates a branch; other worktree commands move none. */
export function readWorktree(args: readonly GitArg[]): GitRefReading {
  if (args[0]?.text !== 'add') return NOTHING_READ;
  const scan = scanOptions(args.slice(1), WORKTREE_ADD);
  if (scan.ambiguous) return NOTHING_READ;
  const reading = { effects: [] as RefEffect[], unknown: [] as string[] };
  for (const name of optionValues(scan, '-b', '-B')) addNamed(reading, 'create', name, 'git worktree add -b');
  return reading;
}

/** `git update-ref [-d] refs/heads/<name> …` moves or deletes a branch directly; `HEAD` means the branch checked out. */
export function readUpdateRef(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, UPDATE_REF);
  if (scan.ambiguous) return NOTHING_READ;
  if (hasOption(scan, '--stdin')) return onlyUnknown('update-ref --stdin reads its refs from standard input');
  const ref = scan.positionals[0];
  if (!ref) return NOTHING_READ;
  if (ref.dynamic) return onlyUnknown('the ref is computed at run time');
  const form = hasOption(scan, '-d') ? 'git update-ref -d' : 'git update-ref';
  if (ref.text === 'HEAD') return hasOption(scan, '--no-deref') ? NOTHING_READ : oneEffect('move', { current: true }, form);
  if (!ref.text.startsWith('refs/heads/')) return NOTHING_READ;
  return oneEffect('move', { branch: ref.text.slice('refs/heads/'.length) }, form);
}

/** `git commit` lands on the branch checked out (`--dry-run` commits nothing). */
export function readCommit(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, COMMIT);
  return scan.ambiguous || hasOption(scan, '--dry-run') ? NOTHING_READ : oneEffect('commit', { current: true }, 'git commit');
}
