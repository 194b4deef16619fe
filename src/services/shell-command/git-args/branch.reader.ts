import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { addNamed, NOTHING_READ, onlyUnknown, type GitRefReading, REFUSED, type RefEffect } from './git-ref-effect';
import { hasOption, names, scanOptions } from './option-scan';
import { fromRemoteStart } from './remote-start';

/** Every long option `git branch -h` lists (2.39–2.52); those taking a value as the next word are in WITH_VALUE. */
const WITH_VALUE = names('set-upstream-to format sort points-at contains no-contains merged no-merged');
const BRANCH = {
  shortWithValue: 'u',
  long: names(
    `${WITH_VALUE.join(' ')} verbose quiet track no-track set-upstream unset-upstream color no-color remotes abbrev no-abbrev all delete move copy list ` +
      'show-current create-reflog edit-description force column no-column ignore-case recurse-submodules omit-empty',
  ),
  longWithValue: WITH_VALUE,
};
/**
 * What makes `git branch` list instead of create (git's builtin/branch.c): `--list`, and the filters that imply it.
 * `-v`, `-vv`, `--column`, `--sort`, `--format`, `-i`, `--abbrev`, `--color` only shape a listing: with a name and
 * no `--list`, git creates the branch.
 */
const LISTS = ['-l', '--list', '--contains', '--no-contains', '--merged', '--no-merged', '--points-at'];
/** Modes that edit a branch's settings, never its ref. */
const SETTINGS = ['-u', '--set-upstream-to', '--unset-upstream', '--edit-description', '--show-current'];

/**
 * `git branch <name> [<start>]` creates; `-f <name> [<start>]` moves (or creates); `-d|-D <names>` deletes;
 * `-m|-M [<old>] <new>` renames (creates <new>, removes <old>, the branch checked out when <old> is left out);
 * `-c|-C` copies. A start at the same-named branch of a remote is marked (fromRemote).
 */
export function readBranch(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const scan = scanOptions(args, BRANCH);
  if (scan.ambiguous) return REFUSED;
  const names = scan.positionals;
  const found = { effects: [] as RefEffect[], unknown: [] as string[] };
  const add = (rule: RefEffect['rule'], arg: GitArg | undefined, form: string, fromRemote?: RefEffect['fromRemote']) => {
    if (!arg) found.effects.push({ rule, target: { current: true }, form });
    else if (arg.dynamic) addNamed(found, rule, arg, form);
    else found.effects.push({ rule, target: { branch: arg.text }, form, ...(fromRemote && { fromRemote }) });
  };

  if (hasOption(scan, '-d', '-D', '--delete')) {
    if (hasOption(scan, '-r', '--remotes')) return NOTHING_READ; // remote-tracking copies, not the branches themselves
    // The reason quotes the form: `-D` (delete even unmerged) is the one the user typed, not `-d`.
    const form = hasOption(scan, '-D') ? 'git branch -D' : 'git branch -d';
    for (const name of names) add('move', name, form);
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
  if (hasOption(scan, ...SETTINGS, ...LISTS) || names.length === 0) {
    return scan.dynamicOptions.length > 0 && names.length > 0 ? onlyUnknown('options computed at run time may change a branch') : NOTHING_READ;
  }
  // `-a` and `-r` take no branch name: git refuses `git branch -r develop`.
  if (hasOption(scan, '-a', '--all', '-r', '--remotes')) return NOTHING_READ;
  const force = hasOption(scan, '-f', '--force');
  const name = names[0]!;
  add(force ? 'move' : 'create', name, force ? 'git branch -f' : 'git branch', name.dynamic ? undefined : fromRemoteStart(names[1], name.text, context, force));
  if (scan.dynamicOptions.length > 0) found.unknown.push('options computed at run time may change what it does');
  return found;
}
