import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commonGitDir, findGitDir, MAX_HEAD_BYTES, unreadableWhy } from '../../../src/services/git-files/git-dir';
import { useScratch } from '../../support/scratch';

const { repo, dir: temporary } = useScratch();

/** What git itself says the git directory is, or its error when it finds none (git is the oracle). */
function gitDirSays(directory: string): string {
  const run = spawnSync('git', ['-C', directory, 'rev-parse', '--absolute-git-dir'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : `fails: ${run.stderr.trim()}`;
}

describe('findGitDir: the git directory git would use', () => {
  test('a `.git` file that is no `gitdir:` line ends the search, even inside another repository', () => {
    const outer = repo('main');
    const inner = join(outer.root, 'inner');
    mkdirSync(inner);
    writeFileSync(join(inner, '.git'), 'not a gitdir line\n');
    expect(findGitDir(inner)).toBeUndefined();
    expect(gitDirSays(inner)).toBe(`fails: fatal: invalid gitfile format: ${join(inner, '.git')}`);
  });

  test('a `.git` file too large to be one line ends the search instead of being read', () => {
    const outer = repo('main');
    const inner = join(outer.root, 'inner');
    mkdirSync(inner);
    writeFileSync(join(inner, '.git'), 'x'.repeat(MAX_HEAD_BYTES + 1));
    expect(findGitDir(inner)).toBeUndefined();
    expect(gitDirSays(inner)).toMatch(/^fails: fatal: invalid gitfile format: /);
  });

  test('a `.git` file names its git directory on its first line, relative to its folder', () => {
    const r = repo('main');
    const elsewhere = temporary('bearing-gitfile-');
    writeFileSync(join(elsewhere, '.git'), `gitdir: ${join(r.root, '.git')}\n`);
    expect(findGitDir(elsewhere)).toBe(join(r.root, '.git'));
    expect(gitDirSays(elsewhere)).toBe(join(r.root, '.git'));
    // bearing reads these files as one line: what follows the first never becomes part of the path.
    mkdirSync(join(r.root, 'nested'));
    writeFileSync(join(r.root, 'nested', '.git'), 'gitdir: ../.git\nsecond line\n');
    expect(findGitDir(join(r.root, 'nested'))).toBe(join(r.root, '.git'));
  });

  test('a linked worktree shares its repository through `commondir`', () => {
    const r = repo('main');
    const worktree = join(temporary('bearing-wt-'), 'wt');
    r.git('worktree', 'add', '-q', '-b', 'feature/wt', worktree);
    const gitDir = findGitDir(worktree)!;
    expect(gitDir).toBe(join(r.root, '.git', 'worktrees', 'wt'));
    expect(commonGitDir(gitDir)).toBe(join(r.root, '.git'));
    expect(commonGitDir(join(r.root, '.git'))).toBe(join(r.root, '.git'));
    expect(execFileSync('git', ['-C', worktree, 'rev-parse', '--path-format=absolute', '--git-common-dir'], { encoding: 'utf8' }).trim()).toBe(
      join(r.root, '.git'),
    );
  });
});

describe('unreadableWhy: a repository file that cannot be read, in a few words', () => {
  test.each([
    [{ kind: 'missing' } as const, 'ENOENT'],
    [{ kind: 'not_a_file' } as const, 'not a regular file'],
    [{ kind: 'too_large', size: 70000 } as const, '70000 bytes, past its bound'],
    [{ kind: 'unreadable', code: 'EIO' } as const, 'EIO'],
  ])('%j', (read, why) => {
    expect(unreadableWhy(read)).toBe(why);
  });
});
