import type { GitArg } from './git-arg';
import { addNamed, NOTHING_READ, oneEffect, onlyUnknown, type GitRefReading, type RefEffect } from './git-ref-effect';
import { hasOption, names, optionValues, scanOptions } from './option-scan';
import { BRANCH_REFS } from '../../git-files/git-dir';

const WORKTREE_ADD = { shortWithValue: 'bB', long: names('force detach checkout lock reason orphan quiet track guess-remote'), longWithValue: ['reason'] };
const UPDATE_REF = { shortWithValue: 'm', long: names('no-deref stdin create-reflog') };
/** `--dry-run` and `--amend` matter here; the other names are listed for the prefixes they share (`--d`, `--a` are ambiguous). */
const COMMIT = { shortWithValue: 'mFCct', long: names('date dry-run amend all author allow-empty allow-empty-message'), longWithValue: ['date', 'author'] };

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
  if (!ref.text.startsWith(BRANCH_REFS)) return NOTHING_READ;
  return oneEffect('move', { branch: ref.text.slice(BRANCH_REFS.length) }, form);
}

/** `git commit` lands on the branch checked out (`--dry-run` commits nothing); `--amend` also rewrites its last commit. */
export function readCommit(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, COMMIT);
  if (scan.ambiguous || hasOption(scan, '--dry-run')) return NOTHING_READ;
  const effects: RefEffect[] = [{ rule: 'commit', target: { current: true }, form: 'git commit' }];
  if (hasOption(scan, '--amend')) effects.push({ rule: 'rewrite', target: { current: true }, form: 'git commit --amend' });
  return { effects, unknown: [] };
}
