import type { GitArg } from './git-arg';
import type { GitContext } from './git-context';
import type { RefEffect } from './git-ref-effect';

/**
 * The same-named remote branch a new or moved branch starts at, when `start` names one: `origin/develop`,
 * `remotes/origin/develop` or `refs/remotes/origin/develop` for branch `develop`, the remote being one configured
 * before the command ran. Undefined otherwise (a local branch, a commit, another name, a computed word).
 */
export function fromRemoteStart(start: GitArg | undefined, name: string, context: GitContext, forced: boolean): RefEffect['fromRemote'] {
  if (!start || start.dynamic) return undefined;
  const ref = start.text.replace(/^refs\//, '').replace(/^remotes\//, '');
  for (const remote of context.remotes) {
    if (ref === `${remote}/${name}`) return { remote, branch: name, forced };
  }
  return undefined;
}

/** The one configured remote that has a branch of this name (or `checkout.defaultRemote` among several): where git's guess takes it from. */
export function guessedRemote(name: string, context: GitContext): string | undefined {
  const holders = context.remotesWith(name).filter((r) => context.remotes.includes(r));
  if (holders.length === 1) return holders[0];
  const preferred = context.config('checkout.defaultremote');
  return preferred !== undefined && holders.includes(preferred) ? preferred : undefined;
}
