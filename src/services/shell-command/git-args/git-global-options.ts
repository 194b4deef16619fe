import type { GitArg } from './git-arg';
import { splitInline } from '../inline-value';

/** Options before the subcommand that take the next argument as their value (`git -C dir`, `git -c k=v`). */
const WITH_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix', '--attr-source']);
/** Options that make git print something instead of running the subcommand. */
const INSTEAD = new Set(['-h', '--help', '--version', '-v']);

export interface GitGlobalOptions {
  /** Index of the subcommand in the arguments (their length when there is none). */
  readonly subcommand: number;
  /** The `-C` directories, in order. */
  readonly chdirs: readonly GitArg[];
  readonly gitDir?: GitArg;
  /** True for `git --help …`, `git --version`: nothing runs. */
  readonly printsOnly: boolean;
}

/** Reads git's own options, the ones between `git` and the subcommand. */
export function gitGlobalOptions(args: readonly GitArg[]): GitGlobalOptions {
  const chdirs: GitArg[] = [];
  let gitDir: GitArg | undefined;
  let printsOnly = false;
  let at = 0;
  for (; at < args.length; at++) {
    const arg = args[at]!;
    if (!arg.text.startsWith('-')) break;
    const [name, inline] = splitInline(arg.text);
    if (INSTEAD.has(name)) printsOnly = true;
    const value = inline !== undefined ? { text: inline, dynamic: arg.dynamic } : WITH_VALUE.has(name) ? args[++at] : undefined;
    if (name === '-C' && value) chdirs.push(value);
    if (name === '--git-dir' && value) gitDir = value;
  }
  return { subcommand: at, chdirs, ...(gitDir && { gitDir }), printsOnly };
}
