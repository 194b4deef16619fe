import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { addNamed, NOTHING_READ, type GitRefReading, REFUSED, type RefEffect } from './git-ref-effect';
import { hasOption, names, optionValues, scanOptions } from './option-scan';
import { fromRemoteStart, guessedRemote } from './remote-start';

const WORKTREE_ADD = {
  shortWithValue: 'bB',
  long: names('force detach checkout no-checkout lock reason orphan quiet track no-track guess-remote no-guess-remote relative-paths'),
  longWithValue: ['reason'],
};

/**
 * `git worktree add` creates a branch: the one `-b|-B|--orphan` names; with neither a branch nor a commit-ish, one
 * named after the path's last folder (`git worktree add ../prod` creates `prod` from HEAD, or from the remote's `prod`
 * with `--guess-remote`); with a commit-ish that names no local branch but one remote's, that branch from the remote.
 * The new worktree checks it out; the current one stays where it is. Other worktree commands move no branch.
 */
export function readWorktree(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  if (args[0]?.text !== 'add') return NOTHING_READ;
  const scan = scanOptions(args.slice(1), WORKTREE_ADD);
  if (scan.ambiguous) return REFUSED;
  const reading = { effects: [] as RefEffect[], unknown: [] as string[] };
  const [path, commitish] = scan.positionals;
  const named = [...optionValues(scan, '-b', '-B'), ...optionValues(scan, '--orphan')];
  for (const name of named) {
    addNamed(reading, 'create', name, 'git worktree add -b');
    const last = reading.effects[reading.effects.length - 1];
    const fromRemote = name.dynamic ? undefined : fromRemoteStart(commitish, name.text, context, hasOption(scan, '-B'));
    if (last && fromRemote) reading.effects[reading.effects.length - 1] = { ...last, fromRemote };
  }
  if (named.length > 0 || hasOption(scan, '-d', '--detach') || !path) return reading;
  if (commitish) {
    if (commitish.dynamic) return { effects: [], unknown: ['the commit-ish is computed at run time'] };
    if (context.localBranch(commitish.text) !== false || hasOption(scan, '--no-guess-remote')) return reading;
    const remote = guessedRemote(commitish.text, context);
    if (remote)
      reading.effects.push({
        rule: 'create',
        target: { branch: commitish.text },
        form: 'git worktree add',
        fromRemote: { remote, branch: commitish.text, forced: false },
      });
    return reading;
  }
  if (path.dynamic) return { effects: [], unknown: ['the path, which names the new branch, is computed at run time'] };
  const name = path.text.replace(/\/+$/, '').split('/').pop() ?? '';
  if (name === '' || name === '.' || name === '..' || context.localBranch(name) === true) return reading;
  const guess = hasOption(scan, '--guess-remote') || (context.config('worktree.guessremote') === 'true' && !hasOption(scan, '--no-guess-remote'));
  const remote = guess ? guessedRemote(name, context) : undefined;
  reading.effects.push({
    rule: 'create',
    target: { branch: name },
    form: 'git worktree add',
    ...(remote && { fromRemote: { remote, branch: name, forced: false } }),
  });
  return reading;
}
