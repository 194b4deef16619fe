import type { GitInvocation } from '../git-invocation';
import { gitGlobalOptions } from '../git-args/git-global-options';
import type { FileWrite } from './file-write';

/**
 * The files a git invocation writes or deletes in the working tree by naming them: `git rm`, `git mv`, `git restore`,
 * `git checkout [<tree-ish>] -- <path>`; `git clean -x`/`-X` also deletes what is ignored (bearing's `.bearing/`
 * among it), written as the path `.bearing`. Paths are relative to where git runs.
 */
export function gitFileWrites(invocation: GitInvocation): FileWrite[] {
  const args = invocation.args.map((text, i) => ({ text, dynamic: invocation.dynamic.includes(i) }));
  const globals = gitGlobalOptions(args);
  const subcommand = args[globals.subcommand]?.text;
  const rest = args.slice(globals.subcommand + 1);
  const write = (path: { text: string; dynamic: boolean }, removes: boolean): FileWrite => ({
    path: path.text,
    dynamic: path.dynamic,
    directory: invocation.directory,
    form: `git ${subcommand}`,
    removes,
  });
  const operands = (from: readonly { text: string; dynamic: boolean }[]) => from.filter((a) => !a.text.startsWith('-'));
  const dashDash = rest.findIndex((a) => a.text === '--');
  switch (subcommand) {
    case 'rm':
    case 'mv':
      return operands(rest).map((a) => write(a, true));
    case 'restore':
      return operands(rest.filter((a, i) => !(i > 0 && ['-s', '--source'].includes(rest[i - 1]!.text)))).map((a) => write(a, false));
    case 'checkout':
      return dashDash < 0 ? [] : rest.slice(dashDash + 1).map((a) => write(a, false));
    case 'clean': {
      const ignored = rest.some((a) => /^-[a-zA-Z]*[xX]/.test(a.text));
      return ignored ? [write({ text: '.bearing', dynamic: false }, true)] : [];
    }
    default:
      return [];
  }
}
