import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { NOTHING_READ, type GitRefReading } from './git-ref-effect';
import { headsDestination, readFetch } from './fetch.reader';

/**
 * `git remote` writes branches only through a fetch map into `refs/heads/`: `prune` and `update --prune` delete the
 * local branches the remote lacks, `update` fetches through the map, `add --mirror=fetch -f` fetches every ref into
 * the same name. Every other verb (`add`, `rename`, `set-url`, `show`) writes settings or remote-tracking refs.
 */
export function readRemote(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const words = args.map((a) => a.text);
  const verb = words.find((w) => !w.startsWith('-'));
  const named = args.filter((a) => !a.text.startsWith('-')).slice(1);
  const maps = (remote: string) => context.configAll(`remote.${remote}.fetch`);
  const remotes = named.length > 0 ? named.map((a) => a.text) : context.remotes;
  if (verb === 'prune') {
    const pruned = remotes.filter((r) => maps(r).some(headsDestination));
    return pruned.length > 0 ? { effects: [{ rule: 'move', target: { pattern: '*' }, form: 'git remote prune' }], unknown: [] } : NOTHING_READ;
  }
  if (verb === 'update') {
    const reading = readFetch(
      [{ text: '--all', dynamic: false }, ...args.filter((a) => a.text === '-p' || a.text === '--prune')],
      context,
      'git remote update',
    );
    return reading;
  }
  if (verb === 'add' && words.includes('-f') && words.some((w) => w === '--mirror' || w === '--mirror=fetch')) {
    return { effects: [{ rule: 'move', target: { pattern: '*' }, form: 'git remote add --mirror=fetch -f' }], unknown: [] };
  }
  return NOTHING_READ;
}

/** `git reflog delete|expire --updateref <ref>@{n}`: the branch is set to its remaining top entry, moving it. */
export function readReflog(args: readonly GitArg[]): GitRefReading {
  const verb = args[0]?.text;
  if ((verb !== 'delete' && verb !== 'expire') || !args.some((a) => a.text === '--updateref')) return NOTHING_READ;
  const refs = args.slice(1).filter((a) => !a.text.startsWith('-'));
  const effects = refs.flatMap((ref) => {
    const name = ref.text.replace(/@\{[^}]*\}$/, '').replace(/^refs\/heads\//, '');
    return ref.dynamic || name === '' || name === 'HEAD' ? [] : [{ rule: 'move' as const, target: { branch: name }, form: `git reflog ${verb} --updateref` }];
  });
  return { effects, unknown: refs.some((r) => r.dynamic) ? ['the ref is computed at run time'] : [] };
}
