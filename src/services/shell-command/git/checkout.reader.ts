import type { GitArg } from './git-arg';
import { addNamed, type GitRefReading, type RefEffect } from './git-ref-effect';
import { hasOption, optionValues, scanOptions, type OptionScan, type OptionSpec } from './option-scan';

/** How a command that switches branches spells creating one. */
interface Creating {
  readonly spec: OptionSpec;
  /** The options whose value names the new branch (`--orphan` aside); the first is the one reasons cite. */
  readonly create: readonly string[];
  readonly command: string;
}

const CHECKOUT: Creating = { spec: { shortWithValue: 'bB', longWithValue: new Set(['--orphan']) }, create: ['-b', '-B'], command: 'git checkout' };
const SWITCH: Creating = {
  spec: { shortWithValue: 'cC', longWithValue: new Set(['--create', '--force-create', '--orphan']) },
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
  const { command } = creating;
  return creations([
    ...optionValues(scan, ...creating.create).map((name) => [name, `${command} ${creating.create[0]}`] as const),
    ...optionValues(scan, '--orphan').map((name) => [name, `${command} --orphan`] as const),
    ...tracked(hasOption(scan, '-t', '--track'), scan.positionals, `${command} --track`),
  ], computedArguments(scan));
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

function creations(found: readonly (readonly [GitArg, string])[], computed: boolean): GitRefReading {
  const explicit = found.filter(([, form]) => !form.endsWith('--track'));
  const chosen = explicit.length > 0 ? explicit : found;
  const reading = { effects: [] as RefEffect[], unknown: [] as string[] };
  for (const [name, form] of chosen) addNamed(reading, 'create', name, form);
  if (chosen.length === 0 && computed) reading.unknown.push('arguments computed at run time may create a branch');
  return reading;
}
