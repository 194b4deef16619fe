import type { GitArg } from './git-arg';
import type { GitRefReading, RefEffect, RefTarget } from './git-ref-effect';
import { NOTHING_READ } from './git-ref-effect';
import { hasOption, names, scanOptions, type OptionScan } from './option-scan';
import { BRANCH_REFS } from '../../git-files/git-dir';

const WITH_VALUE = names('repo push-option receive-pack exec recurse-submodules');
const PUSH = {
  shortWithValue: 'o',
  long: names(
    `${WITH_VALUE.join(' ')} verbose quiet all branches mirror delete tags dry-run porcelain force force-with-lease force-if-includes thin ` +
      'set-upstream progress prune no-verify follow-tags signed atomic ipv4 ipv6',
  ),
  longWithValue: WITH_VALUE,
};

/**
 * `git push [<remote> [<refspec>…]]`: every branch a refspec lands on (`main`, `HEAD:main`, `+main`,
 * `:main`, `refs/heads/main`; `tag <name>` is a tag; `:` is every branch both sides have), `--delete <name>`,
 * `--all`/`--branches` (every local branch), `--mirror` and `--all --prune` (which also delete remote branches
 * missing locally, so any branch), and, with no refspec, the branch checked out (what push.default pushes).
 * `--dry-run` pushes nothing.
 */
export function readPush(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, PUSH);
  if (scan.ambiguous || hasOption(scan, '-n', '--dry-run')) return NOTHING_READ;
  const refspecs = scan.positionals.slice(1);
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  const deleting = hasOption(scan, '-d', '--delete');
  for (let i = 0; i < refspecs.length; i++) {
    const refspec = refspecs[i]!;
    if (refspec.text === 'tag' && !refspec.dynamic && i + 1 < refspecs.length) {
      i++;
      continue;
    }
    if (refspec.dynamic) {
      unknown.push('a refspec is computed at run time');
      continue;
    }
    const target = deleting ? branchOf(refspec.text) : refspecTarget(refspec.text);
    if (target) effects.push({ rule: 'push', target, form: deleting ? 'git push --delete' : 'local' in target ? 'git push :' : 'git push' });
  }
  const every = scan.options.find((o) => ['--all', '--branches', '--mirror'].includes(o.name));
  if (every) {
    const anyBranch = every.name === '--mirror' || hasOption(scan, '--prune');
    effects.push({ rule: 'push', target: anyBranch ? { pattern: '*' } : { local: true }, form: `git push ${every.name}` });
  } else if (refspecs.length === 0 && !deleting && !hasOption(scan, '--tags')) {
    effects.push({ rule: 'push', target: { current: true }, form: 'git push' });
  }
  if (scan.dynamicOptions.length > 0) unknown.push('options computed at run time may change what is pushed');
  return { effects: [...effects, ...forced(scan, refspecs, effects)], unknown };
}

/**
 * The force pushes among a push's effects: all of them under `--force`/`-f`/`--force-with-lease` (the lease only
 * makes the overwrite conditional), else those of `+` refspecs. Each overwrites what the remote branch had.
 */
function forced(scan: OptionScan, refspecs: readonly GitArg[], effects: readonly RefEffect[]): RefEffect[] {
  const option = scan.options.find((o) => ['-f', '--force', '--force-with-lease'].includes(o.name));
  if (option) return effects.filter((e) => e.form !== 'git push --delete').map((e) => ({ rule: 'forcePush', target: e.target, form: `git push ${option.name}` }));
  return refspecs
    .filter((r) => !r.dynamic && r.text.startsWith('+'))
    .flatMap((r) => {
      const target = refspecTarget(r.text);
      return target ? [{ rule: 'forcePush' as const, target, form: 'git push +<refspec>' }] : [];
    });
}

/**
 * The branch a push refspec updates on the remote; undefined for tags, other refs and negative refspecs. `:` alone
 * is git's matching refspec: every branch that exists on both sides, so any local branch.
 */
export function refspecTarget(refspec: string): RefTarget | undefined {
  const spec = refspec.startsWith('+') ? refspec.slice(1) : refspec;
  if (spec === ':') return { local: true };
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
  const name = ref.startsWith(BRANCH_REFS) ? ref.slice(BRANCH_REFS.length) : ref.startsWith('refs/') ? undefined : ref;
  if (name === undefined || name === '') return undefined;
  return name.includes('*') ? { pattern: name } : { branch: name };
}
