import { gitFileWrites } from '../../../../../src/services/shell-command/file-writes/git-file-writes';
import type { GitInvocation } from '../../../../../src/services/shell-command/git-invocation';

/** A git invocation as the analyzer gives it for `git <args>` run in `sub`. */
const git = (args: readonly string[], dynamic: readonly number[] = []): GitInvocation => ({ args, dynamic, directory: 'sub', via: [], checkedOut: [], reading: { effects: [], unknown: [] } });
const write = (form: string, path: string, removes: boolean, dynamic = false, only?: readonly string[]) => ({ path, dynamic, directory: 'sub', form, removes, ...(only && { only }) });

describe('gitFileWrites: the files a git invocation writes or deletes by naming them', () => {
  test.each([
    ['rm', ['rm', '-r', 'a', 'b'], [write('git rm', 'a', true), write('git rm', 'b', true)]],
    // `--cached` takes them out of the index only: the files stay (the re-apply-.gitignore idiom).
    ['rm --cached', ['rm', '-r', '--cached', '.'], []],
    // Global options before the subcommand are not paths.
    ['global options', ['-C', 'x', 'rm', 'a'], [write('git rm', 'a', true)]],
    ['mv', ['mv', '-f', 'a', 'b'], [write('git mv', 'a', true), write('git mv', 'b', true)]],
    // The tree-ish `-s`/`--source` names is no path.
    ['restore -s', ['restore', '-s', 'HEAD~1', '--worktree', 'a'], [write('git restore', 'a', false)]],
    // `--staged` alone restores the index, not the work tree.
    ['restore --staged', ['restore', '--staged', 'bearing.config.json'], []],
    ['restore .', ['restore', '.'], [write('git restore', '.', false, false, ['modified'])]],
    ['restore --source', ['restore', '--source', 'main', 'a', 'b'], [write('git restore', 'a', false), write('git restore', 'b', false)]],
    ['restore', ['restore', 'a'], [write('git restore', 'a', false)]],
    // Only what follows `--` is a path: before it come the tree-ish and options.
    ['checkout --', ['checkout', 'main', '--', 'a', 'b'], [write('git checkout', 'a', false), write('git checkout', 'b', false)]],
    ['checkout a branch', ['checkout', 'main'], []],
    ['checkout <tree-ish> <path>', ['checkout', 'HEAD', 'bearing.config.json'], [write('git checkout', 'bearing.config.json', false)]],
    ['checkout .', ['checkout', '.'], [write('git checkout', '.', false, false, ['modified'])]],
    // git clean deletes the untracked files under its paths, `-x` the ignored ones too, `-X` only those; `-n` none.
    ['clean -fdx', ['clean', '-fdx'], [write('git clean', '.', true, false, ['untracked', 'ignored'])]],
    ['clean -f -X', ['clean', '-f', '-X'], [write('git clean', '.', true, false, ['ignored'])]],
    ['clean of a path holding -x', ['clean', '-f', 'cache-x'], [write('git clean', 'cache-x', true, false, ['untracked'])]],
    ['clean -fd', ['clean', '-fd'], [write('git clean', '.', true, false, ['untracked'])]],
    ['clean -ndx', ['clean', '-ndx'], []],
    ['clean without -f', ['clean', '-d'], []],
    ['stash', ['stash'], [write('git stash', '.', true, false, ['modified'])]],
    ['stash -a', ['stash', '-a'], [write('git stash', '.', true, false, ['modified', 'untracked', 'ignored'])]],
    ['stash push -- <path>', ['stash', 'push', '--', 'bearing.config.json'], [write('git stash', 'bearing.config.json', true)]],
    ['stash list', ['stash', 'list'], []],
    ['no subcommand', [], []],
    ['status', ['status', 'a'], []],
  ] as const)('%s', (_, args, expected) => expect(gitFileWrites(git(args))).toStrictEqual(expected));

  test('a path computed at run time is marked', () => {
    expect(gitFileWrites(git(['rm', 'a', '$F'], [2]))).toStrictEqual([write('git rm', 'a', true), write('git rm', '$F', true, true)]);
  });
});
