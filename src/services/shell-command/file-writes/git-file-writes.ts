import { existsSync, isAbsolute, join } from '../../../platform/node-builtins';
import { findUp } from '../../files/find-up';
import type { GitArg } from '../git-args/git-arg';
import { gitGlobalOptions } from '../git-args/git-global-options';
import type { GitInvocation } from '../git-invocation';
import type { FileState, FileWrite } from './file-write';

/**
 * The files a git invocation writes or deletes in the work tree: by naming them (`git rm` without `--cached`,
 * `git mv`), every file under a path (`git checkout <tree-ish> -- <path>`, `git restore --source=<tree> <path>`:
 * whether the tree's copy differs is not read), or those in a state under a path (`git stash [push -- <path>]` and
 * `git checkout .` the modified files, `git stash -u` the untracked too, `-a` the ignored too, `git clean -f` the
 * untracked, `-x` the ignored too, `-X` only those; `git reset --hard` and `checkout -f` the modified). A restore
 * from the index or HEAD (`git restore <path>`, `git checkout [--] <path>`, `git checkout HEAD -- .`) rewrites only
 * a modified file: an unchanged one is left as it is. A pathspec is read as git reads it: a glob (`'*.json'`, where
 * `*` crosses `/`) selects the files it matches under its leading folders, `:/` starts at the top of the work tree,
 * `:!…` excludes. Paths are relative to where git runs. Every one of these is marked `workTree` (git writes no git
 * directory this way) unless `--work-tree` names another folder. And `git config -f <file>` writes that file when it
 * sets, unsets or edits (not when it reads): any file, so that write is not marked.
 */
export function gitFileWrites(invocation: GitInvocation): FileWrite[] {
  const args: GitArg[] = invocation.args.map((text, i) => ({ text, dynamic: invocation.dynamic.includes(i) }));
  const globals = gitGlobalOptions(args);
  const subcommand = args[globals.subcommand]?.text;
  const rest = args.slice(globals.subcommand + 1);
  if (subcommand === 'config') return configWrites(rest, invocation.directory);
  // `--work-tree=.git` would make a git directory the work tree: then no write is taken for the work tree's alone.
  const ownWorkTree = !args.slice(0, globals.subcommand).some((a) => a.text === '--work-tree' || a.text.startsWith('--work-tree='));
  const form = `git ${subcommand}`;
  const write = (path: GitArg, removes: boolean, only?: readonly FileState[], extra: Partial<FileWrite> = {}): FileWrite => ({
    path: path.text,
    dynamic: path.dynamic,
    directory: invocation.directory,
    form,
    removes,
    ...(only && { only }),
    ...extra,
    ...(ownWorkTree && { workTree: true }),
  });
  // A pathspec that writes (not removes) every file under it (`git checkout main -- .`) selects them all there.
  const specs = (paths: readonly GitArg[], removes: boolean, only?: readonly FileState[], extra: Partial<FileWrite> = {}) =>
    pathspecWrites(paths, invocation.directory, !removes && !only, (path, more) => write(path, removes, only, { ...extra, ...more }));
  const here: GitArg = { text: '.', dynamic: false };
  const texts = rest.map((a) => a.text);
  const has = (...options: string[]) =>
    texts.some((t) => options.includes(t) || options.some((o) => /^-[a-z]$/.test(o) && /^-[a-zA-Z]+$/.test(t) && t.includes(o[1]!)));
  const dashDash = texts.indexOf('--');
  const operands = (from: readonly GitArg[], valued: readonly string[] = []) =>
    from.filter((a, i) => (!a.text.startsWith('-') || a.text === '-') && !valued.includes(from[i - 1]?.text ?? ''));
  // `--pathspec-from-file=<file>`: the paths are in a file (or on stdin) the reading does not open.
  const fromFile = rest.find((a) => a.text === '--pathspec-from-file' || a.text.startsWith('--pathspec-from-file='));
  const listed = (removes: boolean): FileWrite[] => (fromFile ? [write({ text: 'the paths --pathspec-from-file names', dynamic: true }, removes)] : []);
  // A checkout or restore in the middle of a merge (`--ours`, `--theirs`, `--merge`, `--conflict`) takes the file from another stage.
  const fromStage = has('--ours', '--theirs', '-m', '--merge') || texts.some((t) => t.startsWith('--conflict'));
  switch (subcommand) {
    case 'rm':
      // `--cached` removes from the index only: the files stay.
      return has('--cached') || has('--dry-run', '-n') ? [] : [...specs(operands(rest, ['--pathspec-from-file']), true), ...listed(true)];
    case 'mv':
      return has('--dry-run', '-n') ? [] : operands(rest).map((a) => write(a, true));
    case 'restore': {
      // The work tree is restored unless only `--staged` is given; from the index unless `--source` says otherwise
      // (with `--staged` too, from HEAD).
      const staged = has('--staged', '-S');
      if (staged && !has('--worktree', '-W')) return [];
      const source = restoreSource(rest) ?? (staged ? 'HEAD' : undefined);
      return [...specs(operands(rest, ['-s', '--source', '--pathspec-from-file']), false, fromStage ? undefined : restoredOnly(source)), ...listed(false)];
    }
    case 'checkout': {
      const { paths, treeish } =
        dashDash >= 0
          ? { paths: rest.slice(dashDash + 1), treeish: operands(rest.slice(0, dashDash), ['-b', '-B', '--orphan'])[0] }
          : checkoutPaths(rest, invocation.directory);
      if (paths.length === 0 && !fromFile) return has('-f', '--force') ? [write(here, false, ['modified'])] : [];
      return [...specs(paths, false, fromStage ? undefined : restoredOnly(treeish)), ...listed(false)];
    }
    case 'switch':
      return has('--discard-changes', '-f', '--force') ? [write(here, false, ['modified'])] : [];
    case 'reset':
      return has('--hard') || has('--merge') || has('--keep') ? [write(here, false, ['modified'])] : [];
    case 'stash':
      return stashWrites(rest, specs, here);
    case 'read-tree':
      // `-u` updates the work tree to the tree read: with `--reset`, the modified files go back.
      return has('-u') ? [write(here, false, ['modified'])] : [];
    case 'clean':
      return cleanWrites(rest, specs, here);
    default:
      return [];
  }
}

type Specs = (paths: readonly GitArg[], removes: boolean, only?: readonly FileState[], extra?: Partial<FileWrite>) => FileWrite[];

/** `.`, `:/`, `*`, a folder: a pathspec that may take in more than one file. */
function isBroad(path: string): boolean {
  return path === '.' || path === ':/' || path === ':' || /[*?[]/.test(path) || path.endsWith('/');
}

/**
 * `git checkout <tree-ish> <paths>` without `--`: the words after the first, when the first is not an option. A
 * single word is a branch, unless it is broad (`git checkout .`) or names a file there, or a config file
 * (`git checkout bearing.config.json`: git takes a word that is no revision for a path, restored from the index).
 */
function checkoutPaths(rest: readonly GitArg[], directory: string | null): { paths: GitArg[]; treeish?: GitArg } {
  const positionals = rest.filter((a) => !a.text.startsWith('-'));
  if (rest.some((a) => /^-[bBt]$|^--orphan$|^--track$/.test(a.text))) return { paths: [] };
  const only = positionals.length === 1 ? positionals[0]! : undefined;
  // A name a branch never has: bearing's config (restored from the index when the work tree lost it).
  const file =
    only !== undefined &&
    !only.dynamic &&
    ((directory !== null && isAbsolute(directory) && existsSync(join(directory, only.text))) || /(^|\/)bearing\.config\.json$/i.test(only.text));
  if (only !== undefined && (isBroad(only.text) || file)) return { paths: positionals };
  return { paths: positionals.slice(1), ...(positionals[0] && { treeish: positionals[0] }) };
}

/** `git restore -s <tree>`, `--source <tree>`, `--source=<tree>`, `-s<tree>`: the tree it restores from. */
function restoreSource(rest: readonly GitArg[]): GitArg | 'unknown' | undefined {
  for (let i = 0; i < rest.length; i++) {
    const text = rest[i]!.text;
    if (text === '-s' || text === '--source') return rest[i + 1] ?? 'unknown';
    if (text.startsWith('--source=')) return { ...rest[i]!, text: text.slice(9) };
    if (/^-s./.test(text)) return { ...rest[i]!, text: text.slice(2) };
  }
  return undefined;
}

/**
 * Which files a checkout or restore of paths rewrites: from the index (no tree-ish) or from HEAD, only those whose
 * work-tree copy differs from the index (a change staged but not in the work tree is not seen, as for
 * `git reset --hard`); from any other tree, any file under the paths (whether it differs is not read).
 */
function restoredOnly(treeish: GitArg | 'HEAD' | 'unknown' | undefined): readonly FileState[] | undefined {
  if (treeish === undefined || treeish === 'HEAD') return ['modified'];
  if (treeish === 'unknown' || treeish.dynamic) return undefined;
  return treeish.text === 'HEAD' || treeish.text === '@' ? ['modified'] : undefined;
}

/**
 * The writes of a list of pathspecs, each as git reads it (gitglossary "pathspec"): magic first (`:/` or `:(top)`
 * from the top of the work tree, `:!`/`:^`/`:(exclude)` leaves files out, `:(literal)` no glob, `:(icase)`), then a
 * path, or a glob. A glob selects what it matches (git's `*` crosses `/`) under its leading folders that hold no
 * pattern character, and everything under a folder it matches: two selecting writes. A path is the path itself,
 * or, with `selectsAll`, every file at or under it (a folder's files, rewritten from another tree). An exclusion
 * only narrows what the others select, so it is left out (more is selected, never less); when every pathspec is
 * one, git starts from `.`, and so does this.
 */
function pathspecWrites(
  paths: readonly GitArg[],
  directory: string | null,
  selectsAll: boolean,
  write: (path: GitArg, extra?: Partial<FileWrite>) => FileWrite,
): FileWrite[] {
  const all: Partial<FileWrite> = selectsAll ? { matching: { names: [], paths: [], ignoreCase: false } } : {};
  const writes: FileWrite[] = [];
  let excluded = 0;
  for (const arg of paths) {
    if (arg.dynamic) {
      writes.push(write(arg));
      continue;
    }
    const spec = readPathspec(arg.text);
    if (spec === undefined) continue; // git refuses a pathspec whose magic it cannot read
    if (spec.exclude) {
      excluded++;
      continue;
    }
    const top = spec.top ? workTreeTop(directory) : undefined;
    const at = (path: string) => (top === undefined ? path : join(top, path));
    if (spec.literal || !/[*?[]/.test(spec.path)) {
      writes.push(write({ text: at(spec.path), dynamic: false }, all));
      continue;
    }
    const segments = spec.path.split('/');
    const first = segments.findIndex((s) => /[*?[]/.test(s));
    const base = at(segments.slice(0, first).join('/') || '.');
    const pattern = segments.slice(first).join('/');
    for (const glob of [pattern, `${pattern}/*`])
      writes.push(write({ text: base, dynamic: false }, { matching: { names: [], paths: [glob], ignoreCase: spec.icase } }));
  }
  if (writes.length === 0 && excluded > 0) writes.push(write({ text: '.', dynamic: false }, all));
  return writes;
}

interface Pathspec {
  readonly path: string;
  readonly top: boolean;
  readonly exclude: boolean;
  readonly literal: boolean;
  readonly icase: boolean;
}

/** A pathspec's magic and its path (`.` for an empty one); undefined for magic git refuses (`:(top`, unclosed). */
function readPathspec(text: string): Pathspec | undefined {
  let top = false;
  let exclude = false;
  let literal = false;
  let icase = false;
  let path = text;
  if (text.startsWith(':(')) {
    const end = text.indexOf(')');
    if (end < 0) return undefined;
    for (const word of text
      .slice(2, end)
      .split(',')
      .map((w) => w.trim())) {
      if (word === 'top') top = true;
      else if (word === 'exclude') exclude = true;
      else if (word === 'literal') literal = true;
      else if (word === 'icase') icase = true;
      // `glob` (a `*` that stays in its folder) and `attr:…` select fewer files than read here: more is selected, never less.
    }
    path = text.slice(end + 1);
  } else if (text.startsWith(':')) {
    let at = 1;
    for (; at < text.length; at++) {
      const char = text[at]!;
      if (char === '/') top = true;
      else if (char === '!' || char === '^') exclude = true;
      else {
        if (char === ':') at++;
        break;
      }
    }
    path = text.slice(at);
  }
  return { path: path === '' ? '.' : path, top, exclude, literal, icase };
}

/** The top of the work tree git runs in (the nearest folder up holding `.git`), for `:/`; undefined when not known. */
function workTreeTop(directory: string | null): string | undefined {
  if (directory === null || !isAbsolute(directory)) return undefined;
  return findUp(directory, (dir) => (existsSync(join(dir, '.git')) ? dir : undefined));
}

function stashWrites(rest: readonly GitArg[], specs: Specs, here: GitArg): FileWrite[] {
  const verb = rest[0] && !rest[0].text.startsWith('-') ? rest[0].text : 'push';
  if (verb !== 'push' && verb !== 'save') return [];
  const words = rest[0]?.text === verb ? rest.slice(1) : rest;
  const texts = words.map((a) => a.text);
  const states: FileState[] = ['modified'];
  if (texts.some((t) => t === '-u' || t === '--include-untracked' || t === '-a' || t === '--all')) states.push('untracked');
  if (texts.some((t) => t === '-a' || t === '--all')) states.push('ignored');
  const dashDash = texts.indexOf('--');
  const paths =
    dashDash >= 0
      ? words.slice(dashDash + 1)
      : verb === 'push'
        ? words.filter((a, i) => !a.text.startsWith('-') && !['-m', '--message', '--pathspec-from-file'].includes(words[i - 1]?.text ?? ''))
        : [];
  // Only the files in those states under each path go into the stash (and out of the work tree).
  return specs(paths.length > 0 ? paths : [here], true, states);
}

/** `git clean -f[d] [-x|-X] [-e <pattern>] [<paths>]`: the untracked (and ignored) files under the paths; `-n` deletes nothing. */
function cleanWrites(rest: readonly GitArg[], specs: Specs, here: GitArg): FileWrite[] {
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
  return specs(paths.length > 0 ? paths : [here], true, states, excluded.length > 0 ? { except: excluded } : {});
}

/** `git config` actions that read only; and those that write (besides `<name> <value>`). */
const CONFIG_READS = new Set(['--get', '--get-all', '--get-regexp', '--get-urlmatch', '--get-color', '--get-colorbool', '-l', '--list']);
const CONFIG_WRITES = new Set(['--add', '--replace-all', '--unset', '--unset-all', '--rename-section', '--remove-section', '-e', '--edit']);
/** The subcommands of git 2.46's `git config <verb>`, by whether they write. */
const CONFIG_VERBS: ReadonlyMap<string, boolean> = new Map([
  ['get', false],
  ['list', false],
  ['set', true],
  ['unset', true],
  ['rename-section', true],
  ['remove-section', true],
  ['edit', true],
]);
/** Options of `git config` that take the next word as their value. */
const CONFIG_VALUED = new Set(['--type', '--default', '--comment', '--value']);

/**
 * `git config -f <file>` (`--file <file>`, `--file=<file>`, `-f<file>`) writes the file it names when it sets
 * (`<name> <value>`, `set`, `--add`, `--replace-all`), unsets, renames or removes a section, or edits; it reads
 * it for `--get…`, `--list`, `get`, `list` and a name alone. Any file: bearing's config, its state, a branch file,
 * so the write is not marked `workTree`. Without `-f` it writes git's own config files, none of them bearing's.
 */
function configWrites(rest: readonly GitArg[], directory: string | null): FileWrite[] {
  let file: GitArg | undefined;
  let reads = false;
  let writes = false;
  const positionals: GitArg[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const text = arg.text;
    if (text === '-f' || text === '--file') file = rest[++i];
    else if (text.startsWith('--file=')) file = { ...arg, text: text.slice(7) };
    else if (/^-f./.test(text)) file = { ...arg, text: text.slice(2) };
    else if (text === '--blob' || text.startsWith('--blob='))
      return []; // read from a blob: nothing written
    else if (CONFIG_VALUED.has(text)) i++;
    else if (CONFIG_READS.has(text)) reads = true;
    else if (CONFIG_WRITES.has(text)) writes = true;
    else if (text === '--') {
      positionals.push(...rest.slice(i + 1));
      break;
    } else if (!text.startsWith('-') || text === '-') positionals.push(arg);
  }
  if (!file) return [];
  const verb = positionals[0] && !positionals[0].dynamic ? CONFIG_VERBS.get(positionals[0].text) : undefined;
  const written = verb ?? (writes || (!reads && positionals.length >= 2));
  return written ? [{ path: file.text, dynamic: file.dynamic, directory, form: 'git config', removes: false }] : [];
}
