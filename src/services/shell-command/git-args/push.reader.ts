import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import type { GitRefReading, RefEffect, RefTarget } from './git-ref-effect';
import { NOTHING_READ, REFUSED } from './git-ref-effect';
import { hasOption, names, scanOptions, type OptionScan } from './option-scan';

const WITH_VALUE = names('repo push-option receive-pack exec recurse-submodules');
const PUSH = {
  shortWithValue: 'o',
  long: names(
    `${WITH_VALUE.join(' ')} verbose quiet all branches mirror delete tags dry-run porcelain force force-with-lease force-if-includes thin no-thin ` +
      'set-upstream progress prune no-verify verify follow-tags signed no-signed atomic no-atomic ipv4 ipv6',
  ),
  longWithValue: WITH_VALUE,
};

/**
 * `git push [<remote> [<refspec>…]]`: every branch a refspec lands on (`main`, `HEAD:main`, `+main`, `:main`,
 * `refs/heads/main`, `HEAD:heads/main`; `tag <name>` is a tag; `:` is every branch both sides have), `--delete <name>`,
 * `--all`/`--branches` (every local branch), `--mirror` and `--all --prune` (which also delete remote branches
 * missing locally, so any branch). With no refspec, what git's settings push: `remote.<remote>.push`, else
 * `push.default` (`current`, `simple`: the branch checked out, to its own name; `upstream`: to the branch it tracks,
 * `branch.<name>.merge`; `matching`: every branch both sides have; `nothing`). `--dry-run` pushes nothing.
 */
export function readPush(args: readonly GitArg[], context: GitContext = NO_CONTEXT, form = 'git push'): GitRefReading {
  const scan = scanOptions(args, PUSH);
  if (scan.ambiguous) return REFUSED;
  if (hasOption(scan, '-n', '--dry-run')) return NOTHING_READ;
  const given = scan.positionals.slice(1);
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  const deleting = hasOption(scan, '-d', '--delete');
  const every = scan.options.find((o) => ['--all', '--branches', '--mirror'].includes(o.name));
  const remote = scan.positionals[0] ?? defaultRemote(context);
  // With no refspec on the command line, git pushes what the remote's settings say (a mirror remote: everything).
  const bare = given.length === 0 && !every && !deleting && !hasOption(scan, '--tags') && !remote.dynamic;
  if (bare && context.config(`remote.${remote.text}.mirror`) === 'true')
    return { effects: [{ rule: 'push', target: { pattern: '*' }, form: `${form} (remote.${remote.text}.mirror)` }], unknown: [] };
  const configured = bare ? context.configAll(`remote.${remote.text}.push`) : [];
  const refspecs: GitArg[] = given.length > 0 ? given : configured.map((text) => ({ text, dynamic: false }));
  for (let i = 0; i < refspecs.length; i++) {
    const refspec = refspecs[i]!;
    if (refspec.text === 'tag' && !refspec.dynamic && i + 1 < refspecs.length) {
      i++;
      continue;
    }
    if (refspec.dynamic) {
      // `"$(git rev-parse HEAD)":refs/heads/main`: where it lands is spelt out even when what it pushes is not.
      const colon = refspec.suffix?.lastIndexOf(':') ?? -1;
      const target = !deleting && colon >= 0 ? refspecTarget(`x:${refspec.suffix!.slice(colon + 1)}`) : undefined;
      if (target && !('current' in target)) effects.push({ rule: 'push', target, form });
      else unknown.push('a refspec is computed at run time');
      continue;
    }
    const target = deleting ? branchOf(refspec.text) : refspecTarget(refspec.text);
    if (target) effects.push({ rule: 'push', target, form: deleting ? `${form} --delete` : 'local' in target ? `${form} :` : form });
  }
  if (every) {
    const anyBranch = every.name === '--mirror' || hasOption(scan, '--prune');
    effects.push({ rule: 'push', target: anyBranch ? { pattern: '*' } : { local: true }, form: `${form} ${every.name}` });
  } else if (refspecs.length === 0 && !deleting && !hasOption(scan, '--tags')) {
    effects.push(...defaultPush(context, form));
  }
  if (scan.dynamicOptions.length > 0) unknown.push('options computed at run time may change what is pushed');
  return { effects: [...effects, ...forced(scan, refspecs, effects, form)], unknown };
}

/** The remote `git push` with none named pushes to: `branch.<name>.pushRemote`, `remote.pushDefault`, `branch.<name>.remote`, origin. */
function defaultRemote(context: GitContext): GitArg {
  const branch = context.checkedOut.find((b) => b.kind === 'branch');
  const name = branch?.kind === 'branch' ? branch.name : undefined;
  const remote =
    (name && context.config(`branch.${name}.pushremote`)) ??
    context.config('remote.pushdefault') ??
    (name && context.config(`branch.${name}.remote`)) ??
    'origin';
  return { text: remote, dynamic: false };
}

/** What a push with no refspec pushes under `push.default` (git's default is `simple`). */
function defaultPush(context: GitContext, form: string): RefEffect[] {
  const mode = context.config('push.default') ?? 'simple';
  if (mode === 'nothing') return [];
  if (mode === 'matching') return [{ rule: 'push', target: { local: true }, form: `${form} (push.default=matching)` }];
  const effects: RefEffect[] = [{ rule: 'push', target: { current: true }, form }];
  if (mode === 'upstream' || mode === 'tracking') {
    // Each branch that may be checked out goes to the branch it tracks.
    for (const branch of context.checkedOut) {
      if (branch.kind !== 'branch') continue;
      const merge = context.config(`branch.${branch.name}.merge`);
      const upstream = merge === undefined ? undefined : branchOf(merge);
      if (upstream && 'branch' in upstream && upstream.branch !== branch.name)
        effects.push({ rule: 'push', target: upstream, form: `${form} (push.default=upstream)` });
    }
  }
  return effects;
}

/**
 * The force pushes among a push's effects: all of them under `--force`/`-f`/`--force-with-lease` (the lease only
 * makes the overwrite conditional), else those of `+` refspecs. Each overwrites what the remote branch had.
 */
function forced(scan: OptionScan, refspecs: readonly GitArg[], effects: readonly RefEffect[], form: string): RefEffect[] {
  const option = scan.options.find((o) => ['-f', '--force', '--force-with-lease'].includes(o.name));
  if (option) return effects.filter((e) => !e.form.endsWith('--delete')).map((e) => ({ rule: 'forcePush', target: e.target, form: `${form} ${option.name}` }));
  return refspecs
    .filter((r) => !r.dynamic && r.text.startsWith('+'))
    .flatMap((r) => {
      const target = refspecTarget(r.text);
      return target ? [{ rule: 'forcePush' as const, target, form: `${form} +<refspec>` }] : [];
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

/** `main`, `heads/main` or `refs/heads/main` → branch `main`; other refs (`refs/tags/…`, `tags/x`) are not branches. */
function branchOf(ref: string): RefTarget | undefined {
  if (ref === '') return undefined;
  const qualified = ref.startsWith('refs/') ? ref : ref.startsWith('heads/') ? `refs/${ref}` : undefined;
  if (qualified === undefined && /^(tags|remotes|notes)\//.test(ref)) return undefined;
  const name = qualified === undefined ? ref : qualified.startsWith('refs/heads/') ? qualified.slice('refs/heads/'.length) : undefined;
  if (name === undefined || name === '') return undefined;
  return name.includes('*') ? { pattern: name } : { branch: name };
}
