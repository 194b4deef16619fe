import { gitFileWrites } from '../../../../../src/services/shell-command/file-writes/git-file-writes';
import type { GitInvocation } from '../../../../../src/services/shell-command/git-invocation';

/** A git invocation as the analyzer gives it for `git <args>` run in `sub`. */
const git = (args: readonly string[], dynamic: readonly number[] = []): GitInvocation => ({ args, dynamic, directory: 'sub', via: [], sequenced: true });
const write = (form: string, path: string, removes: boolean, dynamic = false) => ({ path, dynamic, directory: 'sub', form, removes });

describe('gitFileWrites: the files a git invocation writes or deletes by naming them', () => {
  test.each([
    ['rm', ['rm', '-r', '--cached', 'a', 'b'], [write('git rm', 'a', true), write('git rm', 'b', true)]],
    // Global options before the subcommand are not paths.
    ['global options', ['-C', 'x', 'rm', 'a'], [write('git rm', 'a', true)]],
    ['mv', ['mv', '-f', 'a', 'b'], [write('git mv', 'a', true), write('git mv', 'b', true)]],
    // The tree-ish `-s`/`--source` names is no path.
    ['restore -s', ['restore', '-s', 'HEAD~1', '--staged', 'a'], [write('git restore', 'a', false)]],
    ['restore --source', ['restore', '--source', 'main', 'a', 'b'], [write('git restore', 'a', false), write('git restore', 'b', false)]],
    ['restore', ['restore', 'a'], [write('git restore', 'a', false)]],
    // Only what follows `--` is a path: before it come the tree-ish and options.
    ['checkout --', ['checkout', 'main', '--', 'a', 'b'], [write('git checkout', 'a', false), write('git checkout', 'b', false)]],
    ['checkout a branch', ['checkout', 'main'], []],
    // `-x`/`-X`, alone or in a cluster, also deletes what is ignored: `.bearing` among it.
    ['clean -fdx', ['clean', '-fdx'], [write('git clean', '.bearing', true)]],
    ['clean -f -X', ['clean', '-f', '-X'], [write('git clean', '.bearing', true)]],
    ['clean of a path holding -x', ['clean', '-f', 'cache-x'], []],
    ['clean', ['clean', '-fd'], []],
    ['no subcommand', [], []],
    ['status', ['status', 'a'], []],
  ] as const)('%s', (_, args, expected) => expect(gitFileWrites(git(args))).toStrictEqual(expected));

  test('a path computed at run time is marked', () => {
    expect(gitFileWrites(git(['rm', 'a', '$F'], [2]))).toStrictEqual([write('git rm', 'a', true), write('git rm', '$F', true, true)]);
  });
});
