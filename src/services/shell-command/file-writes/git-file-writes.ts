import type { GitArg } from '../git-args/git-arg';
import { gitGlobalOptions } from '../git-args/git-global-options';
import type { GitInvocation } from '../git-invocation';
import type { FileState, FileWrite } from './file-write';

/**
 * The files a git invocation writes or deletes in the work tree: by naming them (`git rm` without `--cached`,
 * `git mv`, `git restore` of the work tree, `git checkout [<tree-ish>] [--] <path>`, `git stash push -- <path>`), or
 * all those in a state under a path (`git stash` and `git checkout .` the modified files, `git stash -u` the
 * untracked too, `-a` the ignored too, `git clean -f` the untracked, `-x` the ignored too, `-X` only those;
 * `git reset --hard` and `checkout -f` the modified). Paths are relative to where git runs.
 */
export function gitFileWrites(invocation: GitInvocation): FileWrite[] {
  const args: GitArg[] = invocation.args.map((text, i) => ({ text, dynamic: invocation.dynamic.includes(i) }));
  const globals = gitGlobalOptions(args);
  const subcommand = args[globals.subcommand]?.text;
  const rest = args.slice(globals.subcommand + 1);
  const write = (path: GitArg, removes: boolean, only?: readonly FileState[]): FileWrite => ({
    path: path.text,
    dynamic: path.dynamic,
    directory: invocation.directory,
    form: `git ${subcommand}`,
    removes,
    ...(only && { only }),
  });
  const here: GitArg = { text: '.', dynamic: false };
  const texts = rest.map((a) => a.text);
  const has = (...options: string[]) => texts.some((t) => options.includes(t) || options.some((o) => /^-[a-z]$/.test(o) && /^-[a-zA-Z]+$/.test(t) && t.includes(o[1]!)));
  const dashDash = texts.indexOf('--');
  const operands = (from: readonly GitArg[], valued: readonly string[] = []) =>
    from.filter((a, i) => (!a.text.startsWith('-') || a.text === '-') && !valued.includes(from[i - 1]?.text ?? ''));
  switch (subcommand) {
    case 'rm':
      // `--cached` removes from the index only: the files stay.
      return has('--cached') || has('--dry-run', '-n') ? [] : operands(rest).map((a) => write(a, true));
    case 'mv':
      return has('--dry-run', '-n') ? [] : operands(rest).map((a) => write(a, true));
    case 'restore': {
      // The work tree is restored unless only `--staged` is given.
      const worktree = !has('--staged', '-S') || has('--worktree', '-W');
      return worktree ? operands(rest, ['-s', '--source']).map((a) => write(a, false, isBroad(a.text) ? ['modified'] : undefined)) : [];
    }
    case 'checkout': {
      const paths = dashDash >= 0 ? rest.slice(dashDash + 1) : checkoutPaths(rest);
      const forced = has('-f', '--force');
      const writes = paths.map((a) => write(a, false, isBroad(a.text) ? ['modified'] : undefined));
      return forced && paths.length === 0 ? [write(here, false, ['modified'])] : writes;
    }
    case 'switch':
      return has('--discard-changes', '-f', '--force') ? [write(here, false, ['modified'])] : [];
    case 'reset':
      return has('--hard') || has('--merge') || has('--keep') ? [write(here, false, ['modified'])] : [];
    case 'stash':
      return stashWrites(rest, write, here);
    case 'read-tree':
      // `-u` updates the work tree to the tree read: with `--reset`, the modified files go back.
      return has('-u') ? [write(here, false, ['modified'])] : [];
    case 'clean':
      return cleanWrites(rest, write, here);
    default:
      return [];
  }
}

/** `.`, `:/`, `*`, a folder: a pathspec that may take in more than one file. */
function isBroad(path: string): boolean {
  return path === '.' || path === ':/' || path === ':' || /[*?[]/.test(path) || path.endsWith('/');
}

/** `git checkout <tree-ish> <paths>` without `--`: the words after the first, when the first is not an option. */
function checkoutPaths(rest: readonly GitArg[]): GitArg[] {
  const positionals = rest.filter((a) => !a.text.startsWith('-'));
  if (rest.some((a) => /^-[bBt]$|^--orphan$|^--track$/.test(a.text))) return [];
  // `git checkout .` restores the work tree from the index; `git checkout main file` the file from main.
  if (positionals.length === 1 && isBroad(positionals[0]!.text)) return positionals;
  return positionals.slice(1);
}

function stashWrites(rest: readonly GitArg[], write: (path: GitArg, removes: boolean, only?: readonly FileState[]) => FileWrite, here: GitArg): FileWrite[] {
  const verb = rest[0] && !rest[0].text.startsWith('-') ? rest[0].text : 'push';
  if (verb !== 'push' && verb !== 'save') return [];
  const words = rest[0]?.text === verb ? rest.slice(1) : rest;
  const texts = words.map((a) => a.text);
  const states: FileState[] = ['modified'];
  if (texts.some((t) => t === '-u' || t === '--include-untracked' || t === '-a' || t === '--all')) states.push('untracked');
  if (texts.some((t) => t === '-a' || t === '--all')) states.push('ignored');
  const dashDash = texts.indexOf('--');
  const paths = dashDash >= 0 ? words.slice(dashDash + 1) : verb === 'push' ? words.filter((a, i) => !a.text.startsWith('-') && !['-m', '--message', '--pathspec-from-file'].includes(words[i - 1]?.text ?? '')) : [];
  return paths.length > 0 ? paths.map((a) => write(a, true, isBroad(a.text) ? states : undefined)) : [write(here, true, states)];
}

/** `git clean -f[d] [-x|-X] [-e <pattern>] [<paths>]`: the untracked (and ignored) files under the paths; `-n` deletes nothing. */
function cleanWrites(rest: readonly GitArg[], write: (path: GitArg, removes: boolean, only?: readonly FileState[]) => FileWrite, here: GitArg): FileWrite[] {
  const texts = rest.map((a) => a.text);
  const flags = texts.filter((t) => /^-[a-zA-Z]+$/.test(t)).join('');
  if (flags.includes('n') || texts.includes('--dry-run')) return [];
  if (!flags.includes('f') && !texts.includes('--force')) return []; // git refuses to clean without -f (clean.requireForce)
  const states: FileState[] = flags.includes('X') ? ['ignored'] : flags.includes('x') ? ['untracked', 'ignored'] : ['untracked'];
  const excluded: string[] = [];
  const paths: GitArg[] = [];
  for (let i = 0; i < rest.length; i++) {
    const text = rest[i]!.text;
    if (text === '-e' || text === '--exclude') excluded.push(rest[++i]?.text ?? '');
    else if (text.startsWith('--exclude=')) excluded.push(text.slice(10));
    else if (text === '--') paths.push(...rest.slice(i + 1));
    else if (!text.startsWith('-')) paths.push(rest[i]!);
  }
  const targets = paths.length > 0 ? paths : [here];
  return targets.map((path) => ({ ...write(path, true, states), ...(excluded.length > 0 && { except: excluded }) }));
}
