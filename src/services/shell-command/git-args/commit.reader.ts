import type { GitArg } from './git-arg';
import { NOTHING_READ, type GitRefReading, REFUSED, type RefEffect } from './git-ref-effect';
import { hasOption, names, scanOptions } from './option-scan';

/** `--dry-run` and `--amend` matter here; the other names are listed for the prefixes they share (`--d`, `--a` are ambiguous). */
const COMMIT = { shortWithValue: 'mFCct', long: names('date dry-run amend all author allow-empty allow-empty-message'), longWithValue: ['date', 'author'] };
/** What carries on or gives up a merge, cherry-pick, revert or am under way, or stops it from committing. */
const NO_NEW_COMMIT = ['--abort', '--quit', '--skip', '--show-current-patch', '-n', '--no-commit', '--squash', '--dry-run'];

/** `git commit` lands on the branch checked out (`--dry-run` commits nothing); `--amend` also rewrites its last commit. */
export function readCommit(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, COMMIT);
  if (scan.ambiguous) return REFUSED;
  if (hasOption(scan, '--dry-run')) return NOTHING_READ;
  const effects: RefEffect[] = [{ rule: 'commit', target: { current: true }, form: 'git commit' }];
  if (hasOption(scan, '--amend')) effects.push({ rule: 'rewrite', target: { current: true }, form: 'git commit --amend' });
  return { effects, unknown: [] };
}

/** `git merge`, `git cherry-pick`, `git revert`, `git am`: new commits on the branch checked out (a fast-forward too). */
export function readCommitting(subcommand: string): (args: readonly GitArg[]) => GitRefReading {
  return (args) =>
    args.some((a) => NO_NEW_COMMIT.includes(a.text))
      ? NOTHING_READ
      : { effects: [{ rule: 'commit', target: { current: true }, form: `git ${subcommand}` }], unknown: [] };
}

/** `git stash branch <name>` creates the branch (at the stash's base) and checks it out. */
export function readStash(args: readonly GitArg[]): GitRefReading {
  if (args[0]?.text !== 'branch' || !args[1]) return NOTHING_READ;
  const name = args[1];
  if (name.dynamic) return { effects: [], unknown: ['the branch name is computed at run time'] };
  return { effects: [{ rule: 'create', target: { branch: name.text }, form: 'git stash branch' }], unknown: [], switchesTo: { branch: name.text } };
}

/**
 * `git subtree split -b <branch>` creates or moves that branch; `git subtree push <repository> <ref>` pushes to the
 * remote's branch; `merge`, `pull`, `add` and `split --rejoin` commit on the branch checked out.
 */
export function readSubtree(args: readonly GitArg[]): GitRefReading {
  const verb = args[0]?.text;
  const rest = args.slice(1);
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  if (verb === 'split') {
    for (let i = 0; i < rest.length; i++) {
      const text = rest[i]!.text;
      const value =
        text === '-b' || text === '--branch' ? rest[++i] : text.startsWith('--branch=') ? { text: text.slice(9), dynamic: rest[i]!.dynamic } : undefined;
      if (value?.dynamic) unknown.push('the branch name is computed at run time');
      else if (value) effects.push({ rule: 'move', target: { branch: value.text }, form: 'git subtree split -b' });
    }
    if (rest.some((a) => a.text === '--rejoin')) effects.push({ rule: 'commit', target: { current: true }, form: 'git subtree split --rejoin' });
  } else if (verb === 'push') {
    const operands = rest.filter((a, i) => !a.text.startsWith('-') && !['-P', '--prefix', '-m', '--message'].includes(rest[i - 1]?.text ?? ''));
    const ref = operands[1];
    if (ref?.dynamic) unknown.push('the branch it pushes to is computed at run time');
    else if (ref) {
      const destination = ref.text.includes(':') ? ref.text.slice(ref.text.indexOf(':') + 1) : ref.text;
      effects.push({ rule: 'push', target: { branch: destination.replace(/^refs\/heads\//, '') }, form: 'git subtree push' });
    }
  } else if (verb === 'merge' || verb === 'pull' || verb === 'add') {
    effects.push({ rule: 'commit', target: { current: true }, form: `git subtree ${verb}` });
  }
  return { effects, unknown };
}
