import type { GitInvocation } from './git-invocation';

/** A git invocation that would create (or reset) a branch with the given name. */
export interface BranchCreation {
  readonly name: string;
  /** The form as the user would write it, e.g. `git checkout -b`. */
  readonly form: string;
}

/** Global options of git that take a value as the next argument. */
const GLOBAL_WITH_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--config-env']);

/** `git branch` options that keep it in "create a branch" mode. */
const BRANCH_CREATE_FLAGS = new Set(['-t', '--track', '--no-track', '-q', '--quiet', '--create-reflog', '--recurse-submodules', '-f', '--force']);

/** The branch a literal `git checkout -b`, `git switch -c` or `git branch <name>` would create. */
export function branchCreations(invocation: GitInvocation): BranchCreation[] {
  const [subcommand, rest] = splitSubcommand(invocation.args);
  switch (subcommand) {
    case 'checkout':
      return optionValue(rest, ['-b', '-B'], []).map((name) => ({ name, form: 'git checkout -b' }));
    case 'switch':
      return optionValue(rest, ['-c', '-C'], ['--create', '--force-create']).map((name) => ({ name, form: 'git switch -c' }));
    case 'branch': {
      const positional = rest.filter((a) => !a.startsWith('-'));
      const modeChanging = rest.some((a) => a.startsWith('-') && !BRANCH_CREATE_FLAGS.has(a.split('=')[0]!));
      return !modeChanging && positional[0] ? [{ name: positional[0], form: 'git branch' }] : [];
    }
    default:
      return [];
  }
}

function splitSubcommand(args: readonly string[]): [string | undefined, string[]] {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-')) i += GLOBAL_WITH_VALUE.has(args[i]!) ? 2 : 1;
  return [args[i], args.slice(i + 1)];
}

/** Values of short options (`-b x`, `-bx`) and long options (`--create x`, `--create=x`). */
function optionValue(args: readonly string[], short: readonly string[], long: readonly string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') break;
    if (short.includes(arg) || long.includes(arg)) {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('-')) values.push(next);
      i++;
    } else if (short.some((s) => arg.startsWith(s) && arg.length > s.length && !arg.startsWith('--'))) {
      values.push(arg.slice(2));
    } else if (long.some((l) => arg.startsWith(`${l}=`))) {
      values.push(arg.slice(arg.indexOf('=') + 1));
    }
  }
  return values;
}
