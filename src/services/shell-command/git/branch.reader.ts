import type { GitArg } from './git-arg';
import type { GitRefReading, RefEffect, RefTarget } from './git-ref-effect';
import { NOTHING_READ } from './git-ref-effect';
import { hasOption, scanOptions } from './option-scan';

const BRANCH = {
  shortWithValue: 'u',
  longWithValue: new Set(['--set-upstream-to', '--format', '--sort', '--points-at', '--contains', '--no-contains', '--merged', '--no-merged']),
};
/** Options that put `git branch` in a mode that lists branches or edits their settings: no branch moves. */
const LIST_OR_SETTINGS = [
  '-l', '--list', '-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '--show-current', '--contains', '--no-contains',
  '--merged', '--no-merged', '--points-at', '--sort', '--format', '--column', '--no-column', '-u', '--set-upstream-to',
  '--unset-upstream', '--edit-description', '-i', '--ignore-case', '--omit-empty',
];

/**
 * `git branch <name>` creates; `-f <name>` force-moves; `-d|-D <names>` deletes; `-m|-M [<old>] <new>`
 * renames (creates <new>, removes <old>, the current branch when <old> is left out); `-c|-C` copies.
 */
export function readBranch(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, BRANCH);
  const names = scan.positionals;
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  const add = (rule: RefEffect['rule'], arg: GitArg | undefined, form: string) => {
    if (!arg) effects.push({ rule, target: { current: true }, form });
    else if (arg.dynamic) unknown.push('the branch name is computed at run time');
    else effects.push({ rule, target: { branch: arg.text } satisfies RefTarget, form });
  };

  if (hasOption(scan, '-d', '-D', '--delete')) {
    if (hasOption(scan, '-r', '--remotes')) return NOTHING_READ; // remote-tracking copies, not the branches themselves
    for (const name of names) add('move', name, 'git branch -d');
    return { effects, unknown };
  }
  const renaming = hasOption(scan, '-m', '-M', '--move');
  if (renaming || hasOption(scan, '-c', '-C', '--copy')) {
    if (names.length === 0) return NOTHING_READ;
    const [from, to] = names.length === 1 ? [undefined, names[0]] : [names[0], names[1]];
    add('create', to, renaming ? 'git branch -m' : 'git branch -c');
    if (renaming) add('move', from, 'git branch -m');
    return { effects, unknown };
  }
  if (hasOption(scan, ...LIST_OR_SETTINGS) || names.length === 0) {
    return scan.dynamicOptions.length > 0 && names.length > 0 ? { effects, unknown: ['options computed at run time may change a branch'] } : NOTHING_READ;
  }
  add(hasOption(scan, '-f', '--force') ? 'move' : 'create', names[0], hasOption(scan, '-f', '--force') ? 'git branch -f' : 'git branch');
  return { effects, unknown };
}
