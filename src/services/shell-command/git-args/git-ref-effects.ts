import type { GitInvocation } from '../git-invocation';
import type { GitArg } from './git-arg';
import { gitGlobalOptions } from './git-global-options';
import { NOTHING_READ, type GitRefReading } from './git-ref-effect';
import { readBranch } from './branch.reader';
import { readCheckout, readSwitch } from './checkout.reader';
import { readFilterBranch, readFilterRepo, readRebase, readReset } from './history.reader';
import { readCommit, readUpdateRef, readWorktree } from './other-ref-commands.reader';
import { readPush } from './push.reader';

/** The subcommands that can create, move, delete, push to, commit on or rewrite a branch. Any other leaves branches alone. */
const READERS: Readonly<Record<string, (args: readonly GitArg[]) => GitRefReading>> = {
  checkout: readCheckout,
  switch: readSwitch,
  branch: readBranch,
  worktree: readWorktree,
  'update-ref': readUpdateRef,
  push: readPush,
  commit: readCommit,
  reset: readReset,
  rebase: readRebase,
  'filter-branch': readFilterBranch,
  'filter-repo': readFilterRepo,
};

/** What one git invocation would do to branches, read from its arguments alone (no repository is consulted). */
export function readGitRefEffects(invocation: GitInvocation): GitRefReading {
  const args: GitArg[] = invocation.args.map((text, i) => ({ text, dynamic: invocation.dynamic.includes(i) }));
  const globals = gitGlobalOptions(args);
  const subcommand = args[globals.subcommand];
  if (globals.printsOnly || !subcommand) return NOTHING_READ;
  const written = `\`git ${invocation.args.join(' ')}\``;
  if (subcommand.dynamic) return { effects: [], unknown: [`${written}: the subcommand is computed at run time`] };
  const rest = args.slice(globals.subcommand + 1);
  if (rest.some((a) => a.text === '-h' || a.text === '--help')) return NOTHING_READ;
  const reader = READERS[subcommand.text];
  if (!reader) return NOTHING_READ;
  const reading = reader(rest);
  return reading.unknown.length === 0 ? reading : { ...reading, unknown: reading.unknown.map((why) => `${written}: ${why}`) };
}
