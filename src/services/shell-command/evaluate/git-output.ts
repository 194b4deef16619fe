import { basename, dirname, join } from '../../../platform/node-builtins';
import type { CurrentBranch } from '../../git-files/current-branch.reader';
import { commonGitDir } from '../../git-files/git-dir';
import { indexPaths } from '../../git-files/git-index.reader';
import { readBoundedFile } from '../../files/bounded-file';
import type { Arg } from '../arg';
import { gitGlobalOptions } from '../git-args/git-global-options';
import type { GitConfigView } from './git-config-view';
import { gitRefListing } from './git-ref-listing';
import { patternRegExp } from './shell-pattern';
import { archiveText } from './archive-text';

/**
 * What a git query prints, read from the repository's files: the branch checked out (`git branch --show-current`,
 * `git rev-parse --abbrev-ref HEAD`, `git symbolic-ref --short HEAD`, `git name-rev --name-only HEAD`), its
 * upstream (`@{u}`), a remote's default branch (`git symbolic-ref refs/remotes/origin/HEAD`, `git rev-parse
 * --abbrev-ref origin/HEAD`, `git remote show origin`), a setting (`git config key`), the branches listed
 * (git-ref-listing.ts). One text per branch that may be checked out; undefined for any other command, or what the
 * files do not tell.
 */
export function gitOutput(
  args: readonly Arg[],
  checkedOut: () => readonly CurrentBranch[],
  config: GitConfigView,
  repository: string | undefined,
  directory: string | null = null,
): string[] | undefined {
  if (args.some((a) => a.dynamic)) return undefined;
  const globals = gitGlobalOptions(args);
  const words = args.slice(globals.subcommand).map((a) => a.text);
  const [sub, ...rest] = words;
  const options = new Set(rest.filter((w) => w.startsWith('-')));
  const operands = rest.filter((w) => !w.startsWith('-'));
  const perBranch = (show: (branch: CurrentBranch) => string | undefined): string[] | undefined => {
    const texts = checkedOut().map(show);
    return texts.some((t) => t === undefined) ? undefined : [...new Set(texts as string[])];
  };
  const name = (b: CurrentBranch) => (b.kind === 'branch' ? b.name : undefined);
  switch (sub) {
    case 'branch':
      if (options.has('--show-current') && operands.length === 0)
        return perBranch((b) => (b.kind === 'detached' ? '\n' : b.kind === 'branch' ? `${b.name}\n` : undefined));
      return gitRefListing(sub, rest, checkedOut, repository);
    case 'for-each-ref':
      return gitRefListing(sub, rest, checkedOut, repository);
    case 'ls-files':
      return lsFiles(rest, repository, directory);
    case 'archive':
      return archive(rest, repository);
    case 'symbolic-ref': {
      const ref = operands[0];
      const short = options.has('--short');
      if (ref === 'HEAD' && operands.length === 1)
        return perBranch((b) => (b.kind === 'branch' ? `${short ? b.name : `refs/heads/${b.name}`}\n` : b.kind === 'detached' ? '' : undefined));
      const remote = ref === undefined ? undefined : /^refs\/remotes\/([^/]+)\/HEAD$/.exec(ref)?.[1];
      const target = remote && repository ? remoteHead(repository, remote) : undefined;
      return target === undefined ? undefined : [`${short ? target.slice('refs/remotes/'.length) : target}\n`];
    }
    case 'rev-parse': {
      // The work tree's top and the git directory, for a repository whose git directory is its `.git` folder.
      const top = repository !== undefined && basename(repository) === '.git' ? dirname(repository) : undefined;
      if (rest.length === 1 && rest[0] === '--show-toplevel') return top === undefined ? undefined : [`${top}\n`];
      if (rest.length === 1 && rest[0] === '--absolute-git-dir') return repository === undefined ? undefined : [`${repository}\n`];
      if (!options.has('--abbrev-ref') && !options.has('--symbolic-full-name')) return undefined;
      const ref = operands[0];
      const full = !options.has('--abbrev-ref');
      if (ref === 'HEAD' || ref === '@')
        return perBranch((b) => (b.kind === 'branch' ? `${full ? `refs/heads/${b.name}` : b.name}\n` : b.kind === 'detached' ? 'HEAD\n' : undefined));
      if (ref === '@{u}' || ref === '@{upstream}' || ref === 'HEAD@{u}' || ref === 'HEAD@{upstream}') {
        return perBranch((b) => {
          const branch = name(b);
          const merge = branch && config.get(`branch.${branch}.merge`);
          const remote = branch && config.get(`branch.${branch}.remote`);
          return merge && remote ? `${full ? `refs/remotes/${remote}/` : `${remote}/`}${merge.replace(/^refs\/heads\//, '')}\n` : undefined;
        });
      }
      const remote = ref === undefined ? undefined : /^([^/]+)\/HEAD$/.exec(ref)?.[1];
      const target = remote && repository ? remoteHead(repository, remote) : undefined;
      return target === undefined ? undefined : [`${full ? target : target.slice('refs/remotes/'.length)}\n`];
    }
    case 'name-rev':
      return options.has('--name-only') && operands[0] === 'HEAD' ? perBranch((b) => (b.kind === 'branch' ? `${b.name}\n` : undefined)) : undefined;
    case 'remote': {
      if (operands[0] !== 'show' || !operands[1] || !repository) return undefined;
      const target = remoteHead(repository, operands[1]);
      return target === undefined ? undefined : [`* remote ${operands[1]}\n  HEAD branch: ${target.slice(`refs/remotes/${operands[1]}/`.length)}\n`];
    }
    case 'config': {
      const key = operands[0] === 'get' ? operands[1] : operands.length === 1 ? operands[0] : undefined;
      if (key === undefined || ![...options].every((o) => o === '--get' || o === '--local' || o === '--global')) return undefined;
      const value = config.get(key);
      return value === undefined ? undefined : [`${value}\n`];
    }
    default:
      return undefined;
  }
}

/** `refs/remotes/<remote>/HEAD`, the symref a clone leaves: the ref it points at (`refs/remotes/origin/main`). */
function remoteHead(repository: string, remote: string): string | undefined {
  const read = readBoundedFile(join(commonGitDir(repository), 'refs', 'remotes', remote, 'HEAD'), 4096);
  if (read.kind !== 'text') return undefined;
  const match = /^ref: (refs\/remotes\/\S+)/.exec(read.text.trim());
  return match?.[1];
}

/**
 * `git ls-files [-z] [--] [<pathspec>…]` run at the work tree's top: the tracked paths the index lists, those a
 * pathspec matches (a path, a folder, or a glob whose `*` crosses `/`, as git's pathspecs do).
 */
function lsFiles(rest: readonly string[], repository: string | undefined, directory: string | null): string[] | undefined {
  if (repository === undefined || basename(repository) !== '.git' || directory !== dirname(repository)) return undefined;
  let nul = false;
  const specs: string[] = [];
  for (const word of rest) {
    if (word === '-z') nul = true;
    else if (word === '--cached' || word === '-c' || word === '--') continue;
    else if (word.startsWith('-') || word.startsWith(':')) return undefined;
    else specs.push(word.replace(/^\.\/|\/$/g, ''));
  }
  const paths = indexPaths(repository);
  if (paths === undefined) return undefined;
  const tests = specs.map((spec) =>
    spec === '.' || spec === '' ? () => true : /[*?[]/.test(spec) ? globTest(spec) : (path: string) => path === spec || path.startsWith(`${spec}/`),
  );
  const listed = paths.filter((path) => tests.length === 0 || tests.some((test) => test(path)));
  return [listed.map((path) => `${path}${nul ? '\0' : '\n'}`).join('')];
}

/**
 * `git archive [--format=…] [--prefix=p/] <tree-ish> [paths…]` on standard output: the files of the tree, taken to be
 * those the index holds (git writes the tree-ish's; the index is what the repository's files tell, nearly always the
 * same for HEAD). Not for `-o` (a file), `--remote` or `--add-file`, whose entries are not read.
 */
function archive(rest: readonly string[], repository: string | undefined): string[] | undefined {
  if (repository === undefined) return undefined;
  let prefix = '';
  const operands: string[] = [];
  for (const word of rest) {
    if (word.startsWith('--prefix=')) prefix = word.slice('--prefix='.length);
    else if (word.startsWith('--format=') || word === '-v' || word === '--verbose' || /^-\d$/.test(word) || word === '--worktree-attributes') continue;
    else if (word.startsWith('-')) return undefined;
    else operands.push(word);
  }
  const [treeish, ...specs] = operands;
  if (treeish === undefined) return undefined;
  const paths = indexPaths(repository);
  if (paths === undefined) return undefined;
  const wanted = specs.map((spec) => spec.replace(/^\.\/|\/$/g, ''));
  const listed = paths.filter((path) => wanted.length === 0 || wanted.some((spec) => spec === '.' || path === spec || path.startsWith(`${spec}/`)));
  return [archiveText(listed.map((path) => `${prefix}${path}`))];
}

function globTest(pattern: string): (path: string) => boolean {
  const regex = patternRegExp([{ text: pattern, active: true }]);
  return (path) => regex.test(path);
}
