import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { NOTHING_READ, type GitRefReading, REFUSED, type RefEffect } from './git-ref-effect';
import { hasOption, names, optionValues, scanOptions, type OptionSpec } from './option-scan';
import { branchOfRef } from './plumbing.reader';

const WITH_VALUE = names(
  'upload-pack depth deepen shallow-since shallow-exclude refmap server-option negotiation-tip recurse-submodules-default submodule-prefix jobs filter',
);
const FETCH = {
  shortWithValue: 'jo',
  long: names(
    `${WITH_VALUE.join(' ')} all multiple atomic append force keep prune no-prune prune-tags tags no-tags dry-run update-head-ok update-shallow ` +
      'unshallow quiet verbose progress recurse-submodules no-recurse-submodules write-fetch-head no-write-fetch-head set-upstream ipv4 ipv6 stdin ' +
      'refetch porcelain negotiate-only auto-maintenance auto-gc show-forced-updates no-show-forced-updates',
  ),
  longWithValue: WITH_VALUE,
};

/**
 * The local branches a fetch writes: each refspec whose destination is under `refs/heads/` (a bare destination such
 * as `develop` is one: `git fetch origin develop:develop`, `git fetch . HEAD:develop`); a refspec with no destination
 * through the remote's `remote.<name>.fetch` map (or `--refmap`) when that maps into `refs/heads/`; with no refspec,
 * the map itself. With such a map, `--prune` (or `fetch.prune`, `remote.<name>.prune`) also deletes local branches the
 * remote lacks. A refspec that takes a configured remote's branch into the local branch of the same name is marked
 * fromRemote (forced with `+` or `--force`); `.` and URLs are no remote.
 */
export function readFetch(args: readonly GitArg[], context: GitContext = NO_CONTEXT, form = 'git fetch', spec: OptionSpec = FETCH): GitRefReading {
  const scan = scanOptions(args, spec);
  if (scan.ambiguous) return REFUSED;
  if (hasOption(scan, '--dry-run')) return NOTHING_READ;
  const multiple = hasOption(scan, '--multiple', '--all');
  const repository = multiple ? undefined : scan.positionals[0];
  const given = multiple ? [] : scan.positionals.slice(1);
  const remote = repository?.text ?? (multiple ? undefined : (context.config(`branch.${currentName(context)}.remote`) ?? 'origin'));
  if (repository?.dynamic) return { effects: [], unknown: ['the repository is computed at run time'] };
  const refmap = optionValues(scan, '--refmap').map((v) => v.text);
  const map =
    refmap.length > 0
      ? refmap.filter(Boolean)
      : remote === undefined
        ? context.remotes.flatMap((r) => context.configAll(`remote.${r}.fetch`))
        : context.configAll(`remote.${remote}.fetch`);
  const prunes =
    hasOption(scan, '-p', '--prune') ||
    (!hasOption(scan, '--no-prune') && (context.config(`remote.${remote}.prune`) ?? context.config('fetch.prune')) === 'true');
  const forceAll = hasOption(scan, '-f', '--force');
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  const refspecs = given.length > 0 ? given : map.map((text) => ({ text, dynamic: false }));
  for (const refspec of refspecs) {
    if (refspec.dynamic) {
      unknown.push('a refspec is computed at run time');
      continue;
    }
    const mapped = refspec.text.includes(':') || given.length === 0 ? [refspec.text] : throughMap(refspec.text, map);
    for (const text of mapped) {
      const effect = fetchEffect(text, remote, context, forceAll, form);
      if (effect) effects.push(effect);
    }
  }
  // Pruning through a map into refs/heads deletes the local branches the remote no longer has: any of them.
  if (prunes && map.some(headsDestination)) effects.push({ rule: 'move', target: { pattern: '*' }, form: `${form} --prune` });
  return { effects, unknown };
}

/** `git fetch origin develop` under a map such as `+refs/heads/*:refs/heads/*`: the refspec the map makes of it. */
function throughMap(source: string, map: readonly string[]): string[] {
  const full = source.startsWith('refs/') ? source : `refs/heads/${source}`;
  const found: string[] = [];
  for (const entry of map) {
    const forced = entry.startsWith('+');
    const [from, to] = entry.replace(/^\+/, '').split(':');
    if (!from || !to) continue;
    const star = from.indexOf('*');
    if (star < 0 ? from === full : full.startsWith(from.slice(0, star)) && full.endsWith(from.slice(star + 1))) {
      const middle = star < 0 ? '' : full.slice(star, full.length - (from.length - star - 1));
      found.push(`${forced ? '+' : ''}${full}:${to.replace('*', middle)}`);
    }
  }
  return found;
}

/** Whether a refspec's destination lies under refs/heads/ (`+refs/*:refs/*` takes in refs/heads too). */
export function headsDestination(refspec: string): boolean {
  const to = refspec.replace(/^\+/, '').split(':')[1] ?? '';
  return to.startsWith('refs/heads/') || to === 'refs/*' || to.startsWith('heads/');
}

function fetchEffect(refspec: string, remote: string | undefined, context: GitContext, forceAll: boolean, form: string): RefEffect | undefined {
  if (refspec.startsWith('^') || refspec === 'tag') return undefined;
  const forced = forceAll || refspec.startsWith('+');
  const spec = refspec.replace(/^\+/, '');
  const colon = spec.indexOf(':');
  if (colon < 0) return undefined; // no destination: only FETCH_HEAD and the remote-tracking ref
  const source = spec.slice(0, colon);
  const destination = spec.slice(colon + 1);
  // A fetch destination that names no ref kind is a branch; `refs/*` takes in every branch.
  if (destination === 'refs/*') return { rule: 'move', target: { pattern: '*' }, form };
  const branch =
    destination.startsWith('refs/') || destination.startsWith('heads/')
      ? branchOfRef(destination)
      : /^(tags|remotes|notes)\//.test(destination) || destination === ''
        ? undefined
        : destination;
  if (branch === undefined) return undefined;
  const sourceBranch = source.startsWith('refs/') || source.startsWith('heads/') ? branchOfRef(source) : source;
  const sameNamed = remote !== undefined && context.remotes.includes(remote) && sourceBranch === branch;
  if (branch.includes('*')) return sameNamed && !forced ? undefined : { rule: 'move', target: { pattern: branch }, form };
  const rule = context.localBranch(branch) === true ? 'move' : 'create';
  return { rule, target: { branch }, form, ...(sameNamed && { fromRemote: { remote: remote!, branch, forced } }) };
}

function currentName(context: GitContext): string {
  const branch = context.checkedOut.find((b) => b.kind === 'branch');
  return branch?.kind === 'branch' ? branch.name : 'HEAD';
}
