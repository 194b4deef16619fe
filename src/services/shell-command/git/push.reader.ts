import type { GitArg } from './git-arg';
import type { GitRefReading, RefEffect, RefTarget } from './git-ref-effect';
import { NOTHING_READ } from './git-ref-effect';
import { hasOption, scanOptions } from './option-scan';

const PUSH = { shortWithValue: 'o', longWithValue: new Set(['--repo', '--push-option', '--receive-pack', '--exec']) };

/**
 * `git push [<remote> [<refspec>…]]`: every branch a refspec lands on (`main`, `HEAD:main`, `+main`,
 * `:main`, `refs/heads/main`), `--delete <name>`, `--all`/`--mirror`, and, with no refspec, the branch
 * checked out (what push.default pushes). `--dry-run` pushes nothing.
 */
export function readPush(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, PUSH);
  if (hasOption(scan, '-n', '--dry-run')) return NOTHING_READ;
  const refspecs = scan.positionals.slice(1);
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  const deleting = hasOption(scan, '-d', '--delete');
  for (const refspec of refspecs) {
    if (refspec.dynamic) {
      unknown.push('a refspec is computed at run time');
      continue;
    }
    const target = deleting ? branchOf(refspec.text) : refspecTarget(refspec.text);
    if (target) effects.push({ rule: 'push', target, form: deleting ? 'git push --delete' : 'git push' });
  }
  const every = scan.options.find((o) => ['--all', '--branches', '--mirror'].includes(o.name));
  if (every) effects.push({ rule: 'push', target: { pattern: '*' }, form: `git push ${every.name}` });
  else if (refspecs.length === 0 && !deleting && !hasOption(scan, '--tags')) effects.push({ rule: 'push', target: { current: true }, form: 'git push' });
  if (scan.dynamicOptions.length > 0) unknown.push('options computed at run time may change what is pushed');
  return { effects, unknown };
}

/** The branch a push refspec updates on the remote; undefined for tags, other refs and negative refspecs. */
export function refspecTarget(refspec: string): RefTarget | undefined {
  const spec = refspec.startsWith('+') ? refspec.slice(1) : refspec;
  if (spec.startsWith('^')) return undefined;
  const colon = spec.indexOf(':');
  const source = colon >= 0 ? spec.slice(0, colon) : spec;
  const destination = colon >= 0 && colon < spec.length - 1 ? spec.slice(colon + 1) : source;
  if (destination === 'HEAD' || destination === '@') return colon >= 0 && destination !== source ? undefined : { current: true };
  return branchOf(destination);
}

/** `main` or `refs/heads/main` → branch `main`; other refs (`refs/tags/…`) are not branches. */
function branchOf(ref: string): RefTarget | undefined {
  if (ref === '') return undefined;
  const name = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref.startsWith('refs/') ? undefined : ref;
  if (name === undefined || name === '') return undefined;
  return name.includes('*') ? { pattern: name } : { branch: name };
}
