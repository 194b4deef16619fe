import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { NOTHING_READ, type GitRefReading, type RefEffect } from './git-ref-effect';
import { hasOption, names, scanOptions, type OptionSpec } from './option-scan';
import { branchOfRef } from './plumbing.reader';

const WITH_VALUE = names('upload-pack depth deepen shallow-since shallow-exclude refmap server-option negotiation-tip recurse-submodules-default submodule-prefix jobs filter');
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
 * as `develop` is one: `git fetch origin develop:develop`, `git fetch . HEAD:develop`); with no refspec, the
 * remote's configured `remote.<name>.fetch` ones that map into `refs/heads/` (a mirror's), whose `--prune` also
 * deletes. A refspec that takes a configured remote's branch into the local branch of the same name is marked
 * fromRemote (forced with `+` or `--force`); `.` and URLs are no remote.
 */
export function readFetch(args: readonly GitArg[], context: GitContext = NO_CONTEXT, form = 'git fetch', spec: OptionSpec = FETCH): GitRefReading {
  const scan = scanOptions(args, spec);
  if (scan.ambiguous || hasOption(scan, '--dry-run')) return NOTHING_READ;
  const multiple = hasOption(scan, '--multiple', '--all');
  const repository = multiple ? undefined : scan.positionals[0];
  const given = multiple ? [] : scan.positionals.slice(1);
  const remote = repository?.text ?? (hasOption(scan, '--all') ? undefined : (context.config(`branch.${currentName(context)}.remote`) ?? 'origin'));
  if (repository?.dynamic) return { effects: [], unknown: ['the repository is computed at run time'] };
  const configured = given.length === 0 ? (remote === undefined ? context.remotes.flatMap((r) => context.configAll(`remote.${r}.fetch`)) : context.configAll(`remote.${remote}.fetch`)) : [];
  const forceAll = hasOption(scan, '-f', '--force');
  const effects: RefEffect[] = [];
  const unknown: string[] = [];
  for (const refspec of given.length > 0 ? given : configured.map((text) => ({ text, dynamic: false }))) {
    if (refspec.dynamic) {
      unknown.push('a refspec is computed at run time');
      continue;
    }
    const effect = fetchEffect(refspec.text, remote, context, forceAll, form, given.length === 0 && hasOption(scan, '-p', '--prune'));
    if (effect) effects.push(effect);
  }
  return { effects, unknown };
}

function fetchEffect(refspec: string, remote: string | undefined, context: GitContext, forceAll: boolean, form: string, prunes: boolean): RefEffect | undefined {
  if (refspec.startsWith('^') || refspec === 'tag') return undefined;
  const forced = forceAll || refspec.startsWith('+');
  const spec = refspec.replace(/^\+/, '');
  const colon = spec.indexOf(':');
  if (colon < 0) return undefined; // no destination: only FETCH_HEAD and the remote-tracking ref
  const source = spec.slice(0, colon);
  const destination = spec.slice(colon + 1);
  // A fetch destination that names no ref kind is a branch.
  const branch = destination.startsWith('refs/') || destination.startsWith('heads/') ? branchOfRef(destination) : /^(tags|remotes|notes)\//.test(destination) || destination === '' ? undefined : destination;
  if (branch === undefined) return undefined;
  const sourceBranch = source.startsWith('refs/') || source.startsWith('heads/') ? branchOfRef(source) : source;
  const sameNamed = remote !== undefined && context.remotes.includes(remote) && sourceBranch === branch;
  if (branch.includes('*')) return sameNamed && !forced && !prunes ? undefined : { rule: 'move', target: { pattern: branch }, form };
  const rule = context.localBranch(branch) === true ? 'move' : 'create';
  return { rule, target: { branch }, form, ...(sameNamed && { fromRemote: { remote: remote!, branch, forced } }) };
}

function currentName(context: GitContext): string {
  const branch = context.checkedOut.find((b) => b.kind === 'branch');
  return branch?.kind === 'branch' ? branch.name : 'HEAD';
}
