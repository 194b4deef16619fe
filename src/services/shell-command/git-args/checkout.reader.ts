import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { addNamed, REFUSED, type GitRefReading, type RefEffect, type SwitchTarget } from './git-ref-effect';
import { hasOption, names, optionValues, scanOptions, type OptionScan, type OptionSpec } from './option-scan';
import { fromRemoteStart, guessedRemote } from './remote-start';

/** How a command that switches branches spells creating one. */
interface Creating {
  readonly spec: OptionSpec;
  /** The options whose value names the new branch (`--orphan` aside); the first is the one reasons cite. */
  readonly create: readonly string[];
  /** Those that reset the branch when it exists (`-B`, `-C`): it may move backwards. */
  readonly force: readonly string[];
  readonly command: string;
}

/** Long options `git checkout -h` and `git switch -h` share. */
const SHARED = 'guess no-guess quiet recurse-submodules progress merge conflict detach track no-track force orphan overwrite-ignore ignore-other-worktrees';
const CHECKOUT: Creating = {
  spec: {
    shortWithValue: 'bB',
    long: names(`${SHARED} overlay no-overlay ours theirs patch ignore-skip-worktree-bits pathspec-from-file pathspec-file-nul`),
    longWithValue: names('orphan conflict pathspec-from-file'),
  },
  create: ['-b', '-B'],
  force: ['-B'],
  command: 'git checkout',
};
const SWITCH: Creating = {
  spec: { shortWithValue: 'cC', long: names(`${SHARED} create force-create discard-changes`), longWithValue: names('create force-create orphan conflict') },
  create: ['-c', '-C', '--create', '--force-create'],
  force: ['-C', '--force-create'],
  command: 'git switch',
};

/** `git checkout -b|-B|--orphan <name>`, `git checkout --track <remote>/<name>`, and the branch git creates when the name is a remote's only. */
export function readCheckout(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  return readCreations(args, CHECKOUT, context);
}

/** `git switch -c|-C|--create|--force-create|--orphan <name>`, `git switch --track <remote>/<name>`, `git switch <remote-only name>`. */
export function readSwitch(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  return readCreations(args, SWITCH, context);
}

function readCreations(args: readonly GitArg[], creating: Creating, context: GitContext): GitRefReading {
  const scan = scanOptions(args, creating.spec);
  if (scan.ambiguous) return REFUSED;
  const { command } = creating;
  const start = scan.positionals[0];
  const forced = hasOption(scan, ...creating.force);
  const found: { name: GitArg; form: string; fromRemote?: RefEffect['fromRemote'] }[] = [];
  for (const name of optionValues(scan, ...creating.create))
    found.push({ name, form: `${command} ${creating.create[0]}`, fromRemote: fromRemoteStart(start, name.text, context, forced) });
  for (const name of optionValues(scan, '--orphan')) found.push({ name, form: `${command} --orphan` });
  if (found.length === 0 && hasOption(scan, '-t', '--track') && start?.text.includes('/')) {
    // `--track origin/topic` with no name of its own creates the local branch `topic`.
    const name = { text: start.text.slice(start.text.indexOf('/') + 1), dynamic: start.dynamic };
    found.push({ name, form: `${command} --track`, fromRemote: fromRemoteStart(start, name.text, context, false) });
  }
  if (found.length === 0) {
    const guessed = guessedCreation(scan, command, context);
    if (guessed) found.push(guessed);
  }
  const reading = { effects: [] as RefEffect[], unknown: [] as string[] };
  for (const { name, form, fromRemote } of found) {
    addNamed(reading, 'create', name, form);
    const last = reading.effects[reading.effects.length - 1];
    if (fromRemote && last && !name.dynamic) reading.effects[reading.effects.length - 1] = { ...last, fromRemote };
  }
  if (found.length === 0 && computedArguments(scan)) reading.unknown.push('arguments computed at run time may create a branch');
  const switchesTo = switchTarget(scan, found[found.length - 1]?.name);
  return switchesTo ? { ...reading, switchesTo } : reading;
}

/**
 * `git switch develop` / `git checkout develop` where no local develop exists but exactly one remote has one: git
 * creates develop from it and tracks it (`--no-guess` and `checkout.guess=false` turn that off).
 */
function guessedCreation(
  scan: OptionScan,
  command: string,
  context: GitContext,
): { name: GitArg; form: string; fromRemote?: RefEffect['fromRemote'] } | undefined {
  const [name, ...paths] = scan.positionals;
  if (!name || name.dynamic || paths.length > 0 || scan.afterDashDash > 0 || hasOption(scan, '-d', '--detach', '--no-guess', '-p', '--patch')) return undefined;
  if (context.config('checkout.guess') === 'false' || context.localBranch(name.text) !== false) return undefined;
  const remote = guessedRemote(name.text, context);
  return remote === undefined ? undefined : { name, form: command, fromRemote: { remote, branch: name.text, forced: false } };
}

/** A computed word that is not a known option's value may expand to anything, `-b main` included. */
function computedArguments(scan: OptionScan): boolean {
  return scan.dynamicOptions.length > 0 || scan.positionals.some((p) => p.dynamic);
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
  return target.text === '-' || target.text.startsWith('@{')
    ? { unknown: `it switches to the branch checked out before (\`${target.text}\`)` }
    : { branch: target.text };
}
