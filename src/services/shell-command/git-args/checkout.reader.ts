import type { GitArg } from './git-arg';
import { addNamed, NOTHING_READ, type GitRefReading, type RefEffect, type SwitchTarget } from './git-ref-effect';
import { hasOption, names, optionValues, scanOptions, type OptionScan, type OptionSpec } from './option-scan';

/** How a command that switches branches spells creating one. */
interface Creating {
  readonly spec: OptionSpec;
  /** The options whose value names the new branch (`--orphan` aside); the first is the one reasons cite. */
  readonly create: readonly string[];
  readonly command: string;
}

/** Long options `git checkout -h` and `git switch -h` share. */
const SHARED = 'guess quiet recurse-submodules progress merge conflict detach track force orphan overwrite-ignore ignore-other-worktrees';
const CHECKOUT: Creating = {
  spec: {
    shortWithValue: 'bB',
    long: names(`${SHARED} overlay ours theirs patch ignore-skip-worktree-bits pathspec-from-file pathspec-file-nul`),
    longWithValue: names('orphan conflict pathspec-from-file'),
  },
  create: ['-b', '-B'],
  command: 'git checkout',
};
const SWITCH: Creating = {
  spec: { shortWithValue: 'cC', long: names(`${SHARED} create force-create discard-changes`), longWithValue: names('create force-create orphan conflict') },
  create: ['-c', '-C', '--create', '--force-create'],
  command: 'git switch',
};

/** `git checkout -b|-B|--orphan <name>`, `git checkout --track <remote>/<name>`; switching to a branch creates nothing. */
export function readCheckout(args: readonly GitArg[]): GitRefReading {
  return readCreations(args, CHECKOUT);
}

/** `git switch -c|-C|--create|--force-create|--orphan <name>`, `git switch --track <remote>/<name>`. */
export function readSwitch(args: readonly GitArg[]): GitRefReading {
  return readCreations(args, SWITCH);
}

function readCreations(args: readonly GitArg[], creating: Creating): GitRefReading {
  const scan = scanOptions(args, creating.spec);
  if (scan.ambiguous) return NOTHING_READ;
  const { command } = creating;
  const found = [
    ...optionValues(scan, ...creating.create).map((name) => [name, `${command} ${creating.create[0]}`] as const),
    ...optionValues(scan, '--orphan').map((name) => [name, `${command} --orphan`] as const),
    ...tracked(hasOption(scan, '-t', '--track'), scan.positionals, `${command} --track`),
  ];
  const explicit = found.filter(([, form]) => !form.endsWith('--track'));
  const chosen = explicit.length > 0 ? explicit : found;
  const reading = { effects: [] as RefEffect[], unknown: [] as string[] };
  for (const [name, form] of chosen) addNamed(reading, 'create', name, form);
  if (chosen.length === 0 && computedArguments(scan)) reading.unknown.push('arguments computed at run time may create a branch');
  const switchesTo = switchTarget(scan, chosen[chosen.length - 1]?.[0]);
  return switchesTo ? { ...reading, switchesTo } : reading;
}

/** A computed word that is not a known option's value may expand to anything, `-b main` included. */
function computedArguments(scan: OptionScan): boolean {
  return scan.dynamicOptions.length > 0 || scan.positionals.some((p) => p.dynamic);
}

/**
 * `--track origin/topic` with no name of its own creates the local branch `topic`: the remote's name
 * with the remote part removed. Only when no explicit name is given (that one wins).
 */
function tracked(track: boolean, positionals: readonly GitArg[], form: string): (readonly [GitArg, string])[] {
  const upstream = positionals[0];
  if (!track || !upstream || !upstream.text.includes('/')) return [];
  return [[{ text: upstream.text.slice(upstream.text.indexOf('/') + 1), dynamic: upstream.dynamic }, form]];
}

/**
 * Where HEAD goes: the branch just created; a commit with `--detach`; else the one name given, with no
 * paths. That name is read as a branch: were it a tag or a commit, HEAD would detach and a later bare
 * `git push` fail, so reading it as a branch changes no verdict unless it is spelled like a protected one.
 * Undefined when nothing is switched (`git checkout -- main`, `git checkout main file`, `git checkout HEAD`).
 */
function switchTarget(scan: OptionScan, created: GitArg | undefined): SwitchTarget | undefined {
  if (created) return created.dynamic ? { unknown: 'it switches to a branch whose name is computed at run time' } : { branch: created.text };
  if (hasOption(scan, '-d', '--detach')) return { detached: true };
  const [target, ...paths] = scan.positionals;
  if (paths.length > 0 || scan.afterDashDash > 0 || hasOption(scan, '-p', '--patch', '--pathspec-from-file')) return undefined;
  if (computedArguments(scan)) return { unknown: 'arguments computed at run time may switch branches' };
  if (!target || target.text === 'HEAD' || target.text === '@') return undefined;
  return target.text === '-' || target.text.startsWith('@{') ? { unknown: `it switches to the branch checked out before (\`${target.text}\`)` } : { branch: target.text };
}
