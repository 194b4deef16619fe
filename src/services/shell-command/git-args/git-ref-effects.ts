import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { gitGlobalOptions } from './git-global-options';
import { NOTHING_READ, REFUSED, type GitRefReading } from './git-ref-effect';
import { readBranch } from './branch.reader';
import { readCheckout, readSwitch } from './checkout.reader';
import { readCommit, readCommitting, readStash, readSubtree } from './commit.reader';
import { readFetch } from './fetch.reader';
import { readFilterBranch, readFilterRepo, readPull, readRebase, readReset } from './history.reader';
import { readFastImport, readSymbolicRef, readUpdateRef } from './plumbing.reader';
import { readPush } from './push.reader';
import { readReflog, readRemote } from './remote.reader';
import { readWorktree } from './worktree.reader';

type Reader = (args: readonly GitArg[], context: GitContext) => GitRefReading;

/**
 * The subcommands that can create, move, delete, push to, commit on or rewrite a branch, from git's own
 * documentation of each (git 2.39–2.52). Any other leaves branches alone.
 */
const READERS: Readonly<Record<string, Reader>> = {
  checkout: readCheckout,
  switch: readSwitch,
  branch: readBranch,
  worktree: readWorktree,
  'update-ref': readUpdateRef,
  'symbolic-ref': readSymbolicRef,
  'fast-import': readFastImport,
  push: readPush,
  'send-pack': (args, context) => readPush(args, context, 'git send-pack'),
  'http-push': (args, context) => readPush(args, context, 'git http-push'),
  fetch: readFetch,
  remote: readRemote,
  reflog: readReflog,
  pull: readPull,
  commit: readCommit,
  merge: readCommitting('merge'),
  'cherry-pick': readCommitting('cherry-pick'),
  revert: readCommitting('revert'),
  am: readCommitting('am'),
  reset: readReset,
  rebase: readRebase,
  stash: readStash,
  subtree: readSubtree,
  'filter-branch': readFilterBranch,
  'filter-repo': readFilterRepo,
};

/** Subcommands that read `@{-n}` (and, where it names a branch, `-`) as the branch checked out before. */
const PREVIOUS = new Set(['branch', 'checkout', 'switch', 'worktree', 'rebase', 'merge']);

/**
 * `@{-1}` is a branch name to git (`git branch -D @{-1}` deletes the one checked out before; `git switch -` goes
 * back to it): each replaced by the branch it stands for, where that is known. Left as it is otherwise, computed.
 */
function withPreviousBranches(subcommand: string, args: readonly GitArg[], context: GitContext): GitArg[] | undefined {
  if (!PREVIOUS.has(subcommand)) return [...args];
  let gone = false;
  const replaced = args.map((arg, i) => {
    const match = arg.dynamic ? null : /^@\{-(\d+)\}$/.exec(arg.text);
    const dash = arg.text === '-' && (subcommand === 'checkout' || subcommand === 'switch') && !args.slice(0, i).some((a) => a.text === '--');
    const n = match ? Number(match[1]) : dash ? 1 : undefined;
    if (n === undefined) return arg;
    const previous = context.previousBranch(n);
    // A switch back to a branch deleted since fails: `@{-1}` names a local branch, with no guess from a remote.
    if (previous?.gone && (subcommand === 'checkout' || subcommand === 'switch')) gone = true;
    if (previous !== undefined) return { text: previous.name, dynamic: false };
    // Not known: a switch says so in its own words; a branch command must not take `@{-1}` for a name of its own.
    return subcommand === 'checkout' || subcommand === 'switch' ? arg : { text: arg.text, dynamic: true };
  });
  return gone ? undefined : replaced;
}

/** What one git invocation (its words after `git`, aliases resolved) would do to branches. */
export function readGitRefEffects(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const globals = gitGlobalOptions(args);
  const subcommand = args[globals.subcommand];
  if (globals.printsOnly || !subcommand) return NOTHING_READ;
  const written = `\`git ${args.map((a) => a.text).join(' ')}\``;
  if (subcommand.dynamic) return { effects: [], unknown: [`${written}: the subcommand is computed at run time`] };
  const rest = args.slice(globals.subcommand + 1);
  if (rest.some((a) => a.text === '-h' || a.text === '--help')) return NOTHING_READ;
  const reader = READERS[subcommand.text];
  if (!reader) return NOTHING_READ;
  const resolved = withPreviousBranches(subcommand.text, rest, context);
  if (resolved === undefined) return REFUSED;
  const reading = reader(resolved, context);
  return reading.unknown.length === 0 ? reading : { ...reading, unknown: reading.unknown.map((why) => `${written}: ${why}`) };
}
