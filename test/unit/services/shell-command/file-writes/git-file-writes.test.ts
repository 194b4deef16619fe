import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitFileWrites } from '../../../../../src/services/shell-command/file-writes/git-file-writes';
import type { GitInvocation } from '../../../../../src/services/shell-command/git-invocation';

/** A git invocation as the analyzer gives it for `git <args>` run in `sub`. */
const git = (args: readonly string[], dynamic: readonly number[] = []): GitInvocation => ({
  args,
  dynamic,
  directory: 'sub',
  via: [],
  checkedOut: [],
  reading: { effects: [], unknown: [] },
});
/** One of git's own writes of its work tree (marked `workTree`: never into a git directory). */
const write = (form: string, path: string, removes: boolean, dynamic = false, only?: readonly string[], extra: object = {}) => ({
  path,
  dynamic,
  directory: 'sub',
  form,
  removes,
  ...(only && { only }),
  ...extra,
  workTree: true,
});
/** Every file at or under the path (a checkout from another tree rewrites whatever differs there). */
const ALL = { matching: { names: [], paths: [], ignoreCase: false } };
/** A glob pathspec: what it matches under `base`, and everything under a folder it matches. */
const glob = (form: string, base: string, pattern: string, removes: boolean, only?: readonly string[], ignoreCase = false) => [
  write(form, base, removes, false, only, { matching: { names: [], paths: [pattern], ignoreCase } }),
  write(form, base, removes, false, only, { matching: { names: [], paths: [`${pattern}/*`], ignoreCase } }),
];
const MODIFIED = ['modified'];

describe('gitFileWrites: the files a git invocation writes or deletes by naming them', () => {
  test.each([
    ['rm', ['rm', '-r', 'a', 'b'], [write('git rm', 'a', true), write('git rm', 'b', true)]],
    // `--cached` takes them out of the index only: the files stay (the re-apply-.gitignore idiom).
    ['rm --cached', ['rm', '-r', '--cached', '.'], []],
    // Global options before the subcommand are not paths.
    ['global options', ['-C', 'x', 'rm', 'a'], [write('git rm', 'a', true)]],
    ['mv', ['mv', '-f', 'a', 'b'], [write('git mv', 'a', true), write('git mv', 'b', true)]],
    // The tree-ish `-s`/`--source` names is no path; from a tree, every file under the path may be rewritten.
    ['restore -s', ['restore', '-s', 'HEAD~1', '--worktree', 'a'], [write('git restore', 'a', false, false, undefined, ALL)]],
    // `--staged` alone restores the index, not the work tree.
    ['restore --staged', ['restore', '--staged', 'bearing.config.json'], []],
    ['restore .', ['restore', '.'], [write('git restore', '.', false, false, MODIFIED)]],
    [
      'restore --source',
      ['restore', '--source', 'main', 'a', 'b'],
      [write('git restore', 'a', false, false, undefined, ALL), write('git restore', 'b', false, false, undefined, ALL)],
    ],
    ['restore --source=', ['restore', '--source=main', 'a'], [write('git restore', 'a', false, false, undefined, ALL)]],
    // From the index (no --source, no --staged), or from HEAD: only a file that differs from the index is rewritten.
    ['restore', ['restore', 'a'], [write('git restore', 'a', false, false, MODIFIED)]],
    ['restore -- <file>', ['restore', '--', 'bearing.config.json'], [write('git restore', 'bearing.config.json', false, false, MODIFIED)]],
    ['restore -s HEAD', ['restore', '-s', 'HEAD', 'a'], [write('git restore', 'a', false, false, MODIFIED)]],
    ['restore --staged --worktree (from HEAD)', ['restore', '--staged', '--worktree', 'a'], [write('git restore', 'a', false, false, MODIFIED)]],
    // In a merge, --ours/--theirs/--merge take the file from a stage: any file under the path.
    ['restore --theirs', ['restore', '--theirs', 'a'], [write('git restore', 'a', false, false, undefined, ALL)]],
    // Only what follows `--` is a path: before it come the tree-ish and options.
    [
      'checkout --',
      ['checkout', 'main', '--', 'a', 'b'],
      [write('git checkout', 'a', false, false, undefined, ALL), write('git checkout', 'b', false, false, undefined, ALL)],
    ],
    ['checkout -- <file> (from the index)', ['checkout', '--', 'bearing.config.json'], [write('git checkout', 'bearing.config.json', false, false, MODIFIED)]],
    ['checkout HEAD -- .', ['checkout', 'HEAD', '--', '.'], [write('git checkout', '.', false, false, MODIFIED)]],
    ['checkout a branch', ['checkout', 'main'], []],
    ['checkout <tree-ish> <path>', ['checkout', 'main', 'bearing.config.json'], [write('git checkout', 'bearing.config.json', false, false, undefined, ALL)]],
    ['checkout .', ['checkout', '.'], [write('git checkout', '.', false, false, MODIFIED)]],
    ['checkout main -- .', ['checkout', 'main', '--', '.'], [write('git checkout', '.', false, false, undefined, ALL)]],
    // A glob pathspec (git expands it, `*` crossing `/`): what it matches under its leading folders.
    ['rm <glob>', ['rm', '-q', '*.json'], glob('git rm', '.', '*.json', true)],
    ['rm <folder>/<glob>', ['rm', 'conf/*/x?.json'], glob('git rm', 'conf', '*/x?.json', true)],
    ['rm :(icase)<glob>', ['rm', ':(icase)*.JSON'], glob('git rm', '.', '*.JSON', true, undefined, true)],
    ['rm :(literal)<name>', ['rm', ':(literal)*.json'], [write('git rm', '*.json', true)]],
    ['restore <glob>', ['restore', '--', '*.json'], glob('git restore', '.', '*.json', false, MODIFIED)],
    ['checkout <glob>', ['checkout', '*.json'], glob('git checkout', '.', '*.json', false, MODIFIED)],
    ['clean -f <glob>', ['clean', '-f', '*.json'], glob('git clean', '.', '*.json', true, ['untracked'])],
    // An exclusion narrows the others (left out: more is selected, never less); alone, git starts from `.`.
    ['rm . :!<path>', ['rm', '-r', '.', ':!bearing.config.json'], [write('git rm', '.', true)]],
    ['stash push -- :(exclude)<path>', ['stash', 'push', '--', ':(exclude)bearing.config.json'], [write('git stash', '.', true, false, MODIFIED)]],
    ['rm --cached <glob>', ['rm', '--cached', '*.json'], []],
    ['rm --pathspec-from-file', ['rm', '--pathspec-from-file=list'], [write('git rm', 'the paths --pathspec-from-file names', true, true)]],
    // git clean deletes the untracked files under its paths, `-x` the ignored ones too, `-X` only those; `-n` none.
    ['clean -fdx', ['clean', '-fdx'], [write('git clean', '.', true, false, ['untracked', 'ignored'])]],
    ['clean -f -X', ['clean', '-f', '-X'], [write('git clean', '.', true, false, ['ignored'])]],
    ['clean of a path holding -x', ['clean', '-f', 'cache-x'], [write('git clean', 'cache-x', true, false, ['untracked'])]],
    ['clean -fd', ['clean', '-fd'], [write('git clean', '.', true, false, ['untracked'])]],
    ['clean -ndx', ['clean', '-ndx'], []],
    ['clean without -f', ['clean', '-d'], []],
    ['stash', ['stash'], [write('git stash', '.', true, false, ['modified'])]],
    ['stash -a', ['stash', '-a'], [write('git stash', '.', true, false, ['modified', 'untracked', 'ignored'])]],
    // A path stashes only what is modified there: an unchanged file stays.
    ['stash push -- <path>', ['stash', 'push', '--', 'bearing.config.json'], [write('git stash', 'bearing.config.json', true, false, MODIFIED)]],
    ['stash list', ['stash', 'list'], []],
    ['no subcommand', [], []],
    ['status', ['status', 'a'], []],
  ] as const)('%s', (_, args, expected) => expect(gitFileWrites(git(args))).toStrictEqual(expected));

  test('`:/` starts at the top of the work tree (the folder up from where git runs that holds .git)', () => {
    const top = mkdtempSync(join(tmpdir(), 'bearing-top-'));
    try {
      mkdirSync(join(top, '.git'));
      mkdirSync(join(top, 'pkg', 'a'), { recursive: true });
      const here = { ...git(['restore', ':/']), directory: join(top, 'pkg', 'a') };
      expect(gitFileWrites(here)).toStrictEqual([{ ...write('git restore', top, false, false, MODIFIED), directory: join(top, 'pkg', 'a') }]);
      const glob = { ...git(['rm', ':/*.json']), directory: join(top, 'pkg') };
      expect(gitFileWrites(glob).map((w) => [w.path, w.matching?.paths])).toEqual([
        [top, ['*.json']],
        [top, ['*.json/*']],
      ]);
    } finally {
      rmSync(top, { recursive: true, force: true });
    }
  });

  test('`--work-tree` elsewhere (it may be a git directory): the writes are not marked as the work tree’s alone', () => {
    expect(gitFileWrites(git(['--work-tree=.git', 'clean', '-fdx']))).toStrictEqual([
      { path: '.', dynamic: false, directory: 'sub', form: 'git clean', removes: true, only: ['untracked', 'ignored'] },
    ]);
    expect(gitFileWrites(git(['--work-tree', '.git', 'rm', 'a']))).toStrictEqual([
      { path: 'a', dynamic: false, directory: 'sub', form: 'git rm', removes: true },
    ]);
  });

  test.each([
    ['<name> <value>', ['config', '-f', 'sub/bearing.config.json', 'policies.configGuard', 'false'], 'sub/bearing.config.json'],
    ['--file <file>', ['config', '--file', '/home/u/.config/bearing/extra.json', 'a.b', 'c'], '/home/u/.config/bearing/extra.json'],
    ['--file=<file>', ['config', '--file=x.json', 'a.b', 'c'], 'x.json'],
    ['-f<file>', ['config', '-fx.json', 'a.b', 'c'], 'x.json'],
    ['--unset', ['config', '-f', 'x.json', '--unset', 'a.b'], 'x.json'],
    ['--add', ['config', '-f', 'x.json', '--add', 'a.b', 'c'], 'x.json'],
    ['--remove-section', ['config', '-f', 'x.json', '--remove-section', 'a'], 'x.json'],
    ['--edit', ['config', '-f', 'x.json', '--edit'], 'x.json'],
    ['set (git 2.46)', ['config', 'set', '-f', 'x.json', 'a.b', 'c'], 'x.json'],
    ['unset (git 2.46)', ['config', 'unset', '--file', 'x.json', 'a.b'], 'x.json'],
    ['--type bool <name> <value>', ['config', '--type', 'bool', '-f', 'x.json', 'a.b', 'true'], 'x.json'],
  ] as const)('git config %s writes the file -f names (any file: not marked as the work tree’s)', (_, args, path) => {
    expect(gitFileWrites(git(args))).toStrictEqual([{ path, dynamic: false, directory: 'sub', form: 'git config', removes: false }]);
  });

  test.each([
    ['a name alone', ['config', '-f', 'x.json', 'a.b']],
    ['--get', ['config', '-f', 'x.json', '--get', 'a.b']],
    ['--get-regexp', ['config', '--file', 'x.json', '--get-regexp', 'a', 'b']],
    ['--list', ['config', '-f', 'x.json', '--list']],
    ['-l', ['config', '-l', '-f', 'x.json']],
    ['get (git 2.46)', ['config', 'get', '-f', 'x.json', 'a.b']],
    ['list (git 2.46)', ['config', 'list', '--file=x.json']],
    ['--blob', ['config', '--blob', 'HEAD:x', 'a.b', 'c']],
    ['without -f (git’s own config files)', ['config', 'a.b', 'c']],
  ] as const)('git config %s writes nothing of the file', (_, args) => expect(gitFileWrites(git(args))).toStrictEqual([]));

  test('a path computed at run time is marked', () => {
    expect(gitFileWrites(git(['rm', 'a', '$F'], [2]))).toStrictEqual([write('git rm', 'a', true), write('git rm', '$F', true, true)]);
  });
});
