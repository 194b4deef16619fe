import type { GitArg } from './git-arg';
import { addNamed, NOTHING_READ, onlyUnknown, type GitRefReading, type RefEffect } from './git-ref-effect';
import { hasOption, names, scanOptions } from './option-scan';

/** Long options of `git branch` that take a value; each also puts it in a listing or settings mode. */
const WITH_VALUE = names('set-upstream-to format sort points-at contains no-contains merged no-merged');
const BRANCH = {
  shortWithValue: 'u',
  long: names(`${WITH_VALUE.join(' ')} verbose quiet track unset-upstream color remotes abbrev all delete move copy list show-current create-reflog edit-description force column no-column ignore-case recurse-submodules omit-empty`),
  longWithValue: WITH_VALUE,
};
/** Options that put `git branch` in a mode that lists branches or edits their settings: no branch moves. */
const LIST_OR_SETTINGS = [
  ...WITH_VALUE.map((name) => `--${name}`), '-l', '--list', '-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '--show-current', '--column',
  '--no-column', '-u', '--unset-upstream', '--edit-description', '-i', '--ignore-case', '--omit-empty',
];

/**
 * `git branch <name>` creates; `-f <name>` force-moves; `-d|-D <names>` deletes; `-m|-M [<old>] <new>`
 * renames (creates <new>, removes <old>, the current branch when <old> is left out); `-c|-C` copies.
 */
export function readBranch(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, BRANCH);
  if (scan.ambiguous) return NOTHING_READ;
  const names = scan.positionals;
  const found = { effects: [] as RefEffect[], unknown: [] as string[] };
  const add = (rule: RefEffect['rule'], arg: GitArg | undefined, form: string) => {
    if (arg) addNamed(found, rule, arg, form);
    else found.effects.push({ rule, target: { current: true }, form });
  };

  if (hasOption(scan, '-d', '-D', '--delete')) {
    if (hasOption(scan, '-r', '--remotes')) return NOTHING_READ; // remote-tracking copies, not the branches themselves
    for (const name of names) add('move', name, 'git branch -d');
    return found;
  }
  const renaming = hasOption(scan, '-m', '-M', '--move');
  if (renaming || hasOption(scan, '-c', '-C', '--copy')) {
    if (names.length === 0) return NOTHING_READ;
    const [from, to] = names.length === 1 ? [undefined, names[0]] : [names[0], names[1]];
    add('create', to, renaming ? 'git branch -m' : 'git branch -c');
    if (renaming) add('move', from, 'git branch -m');
    return found;
  }
  if (hasOption(scan, ...LIST_OR_SETTINGS) || names.length === 0) {
    return scan.dynamicOptions.length > 0 && names.length > 0 ? onlyUnknown('options computed at run time may change a branch') : NOTHING_READ;
  }
  const force = hasOption(scan, '-f', '--force');
  add(force ? 'move' : 'create', names[0], force ? 'git branch -f' : 'git branch');
  return found;
}
