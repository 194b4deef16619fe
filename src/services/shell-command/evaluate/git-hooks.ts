import { basename, dirname, isAbsolute, join, resolve } from '../../../platform/node-builtins';
import type { Arg } from '../arg';
import { gitGlobalOptions } from '../git-args/git-global-options';
import type { GitConfigView } from './git-config-view';

/** The hooks git runs for a command (githooks(5)); those `--no-verify` skips are marked. */
const HOOKS: Readonly<Record<string, readonly (readonly [string, boolean])[]>> = {
  commit: [
    ['pre-commit', true],
    ['prepare-commit-msg', false],
    ['commit-msg', true],
    ['post-commit', false],
  ],
  merge: [
    ['pre-merge-commit', true],
    ['prepare-commit-msg', false],
    ['commit-msg', true],
    ['post-merge', false],
  ],
  pull: [
    ['pre-merge-commit', true],
    ['post-merge', false],
  ],
  'cherry-pick': [
    ['prepare-commit-msg', false],
    ['post-commit', false],
  ],
  revert: [
    ['prepare-commit-msg', false],
    ['post-commit', false],
  ],
  am: [
    ['applypatch-msg', true],
    ['pre-applypatch', true],
    ['post-applypatch', false],
    ['post-commit', false],
  ],
  checkout: [['post-checkout', false]],
  switch: [['post-checkout', false]],
  worktree: [['post-checkout', false]],
  push: [['pre-push', true]],
  rebase: [
    ['pre-rebase', true],
    ['post-rewrite', false],
  ],
};

/**
 * The hook scripts a git command runs, as this command line left them (a hook it wrote itself, `printf … >
 * .git/hooks/post-commit`) or as the repository holds them: `core.hooksPath` (relative to the work tree's top), else
 * `<git dir>/hooks`. Each is a script a shell runs from the top of the work tree.
 */
export function gitHookScripts(
  args: readonly Arg[],
  repository: string | undefined,
  config: GitConfigView,
  read: (path: string) => string | undefined,
): { script: Arg; via: string; directory: string | null }[] {
  const globals = gitGlobalOptions(args);
  const sub = args[globals.subcommand]?.text;
  const rest = args.slice(globals.subcommand + 1);
  const hooks = sub === undefined ? undefined : HOOKS[sub];
  if (!hooks || repository === undefined) return [];
  const top = basename(repository) === '.git' ? dirname(repository) : null;
  const hooksPath = config.get('core.hooksPath');
  const folder = hooksPath === undefined ? join(repository, 'hooks') : isAbsolute(hooksPath) ? hooksPath : top === null ? undefined : resolve(top, hooksPath);
  if (folder === undefined) return [];
  const skipping = rest.some((a) => a.text === '--no-verify' || (a.text === '-n' && (sub === 'commit' || sub === 'merge')));
  const scripts: { script: Arg; via: string; directory: string | null }[] = [];
  for (const [hook, verified] of hooks) {
    if (verified && skipping) continue;
    const text = read(join(folder, hook));
    if (text !== undefined && shellScript(text)) scripts.push({ script: { text, dynamic: false }, via: `git hook ${hook}`, directory: top });
  }
  return scripts;
}

/** A hook git runs through a POSIX shell (a `#!` naming one, or none): the ones this reading can follow. */
function shellScript(text: string): boolean {
  const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(text);
  if (!shebang) return true;
  const program = basename(shebang[1]!) === 'env' ? shebang[2] : basename(shebang[1]!);
  return program !== undefined && ['sh', 'bash', 'dash', 'zsh', 'ksh'].includes(program);
}
