import type { GitArg } from './git-arg';
import type { GitRefReading, RefEffect } from './git-ref-effect';
import { hasOption, optionValues, scanOptions, type OptionScan } from './option-scan';

const CHECKOUT = { shortWithValue: 'bB', longWithValue: new Set(['--orphan']) };
const SWITCH = { shortWithValue: 'cC', longWithValue: new Set(['--create', '--force-create', '--orphan']) };

/** `git checkout -b|-B|--orphan <name>`, `git checkout --track <remote>/<name>`; switching to a branch creates nothing. */
export function readCheckout(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, CHECKOUT);
  return creations([
    ...optionValues(scan, '-b', '-B').map((name) => [name, 'git checkout -b'] as const),
    ...optionValues(scan, '--orphan').map((name) => [name, 'git checkout --orphan'] as const),
    ...tracked(hasOption(scan, '-t', '--track'), scan.positionals, 'git checkout --track'),
  ], computedArguments(scan));
}

/** `git switch -c|-C|--create|--force-create|--orphan <name>`, `git switch --track <remote>/<name>`. */
export function readSwitch(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, SWITCH);
  return creations([
    ...optionValues(scan, '-c', '-C', '--create', '--force-create').map((name) => [name, 'git switch -c'] as const),
    ...optionValues(scan, '--orphan').map((name) => [name, 'git switch --orphan'] as const),
    ...tracked(hasOption(scan, '-t', '--track'), scan.positionals, 'git switch --track'),
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
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  for (const [name, form] of chosen) {
    if (name.dynamic) unknown.push('the branch name is computed at run time');
    else effects.push({ rule: 'create', target: { branch: name.text }, form });
  }
  if (chosen.length === 0 && computed) unknown.push('arguments computed at run time may create a branch');
  return { effects, unknown };
}
