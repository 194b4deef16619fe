import type { GitArg } from './git-arg';
import { splitInline } from '../inline-value';

/** Options before the subcommand that take the next argument as their value (`git -C dir`, `git -c k=v`). */
const WITH_VALUE = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '--config-env',
  '--super-prefix',
  '--attr-source',
  '--exec-path',
  '--list-cmds',
]);
/** Options that make git print something instead of running the subcommand. */
const INSTEAD = new Set(['-h', '--help', '--version', '-v', '--html-path', '--man-path', '--info-path']);

export interface GitGlobalOptions {
  /** Index of the subcommand in the arguments (their length when there is none). */
  readonly subcommand: number;
  /** The `-C` directories, in order. */
  readonly chdirs: readonly GitArg[];
  readonly gitDir?: GitArg;
  /** `-c name=value` settings, in order (`-c name` alone sets it true); `--config-env=name=VAR` names the variable holding the value. */
  readonly settings: readonly { readonly key: GitArg; readonly value?: string; readonly fromVariable?: string }[];
  /** True for `git --help …`, `git --version`: nothing runs. */
  readonly printsOnly: boolean;
}

/** Reads git's own options, the ones between `git` and the subcommand. */
export function gitGlobalOptions(args: readonly GitArg[]): GitGlobalOptions {
  const chdirs: GitArg[] = [];
  const settings: { key: GitArg; value?: string; fromVariable?: string }[] = [];
  let gitDir: GitArg | undefined;
  let printsOnly = false;
  let at = 0;
  for (; at < args.length; at++) {
    const arg = args[at]!;
    if (!arg.text.startsWith('-')) break;
    const [name, inline] = arg.text.startsWith('--') ? splitInline(arg.text) : [arg.text, undefined];
    if (INSTEAD.has(name)) printsOnly = true;
    // `-cname=value` and `-Cdir` are not git's spellings: git takes the next word.
    const value = inline !== undefined ? { text: inline, dynamic: arg.dynamic } : WITH_VALUE.has(name) ? args[++at] : undefined;
    if (name === '-C' && value) chdirs.push(value);
    if (name === '--git-dir' && value) gitDir = value;
    if (name === '-c' && value) {
      const equals = value.text.indexOf('=');
      settings.push(
        equals < 0
          ? { key: value, value: 'true' }
          : { key: { text: value.text.slice(0, equals), dynamic: value.dynamic }, value: value.text.slice(equals + 1) },
      );
    }
    if (name === '--config-env' && value) {
      const equals = value.text.indexOf('=');
      if (equals > 0) settings.push({ key: { text: value.text.slice(0, equals), dynamic: value.dynamic }, fromVariable: value.text.slice(equals + 1) });
    }
  }
  return { subcommand: at, chdirs, ...(gitDir && { gitDir }), settings, printsOnly };
}
