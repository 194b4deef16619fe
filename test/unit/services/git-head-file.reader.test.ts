import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_HEAD_BYTES } from '../../../src/services/git-files/git-dir';
import { GitHeadFileReader } from '../../../src/services/git-files/git-head-file.reader';
import { useScratch } from '../../support/scratch';

/** Every answer is checked against real git in real repositories (git itself is the oracle). */
const reader = new GitHeadFileReader();
const { repo, dir: temporary } = useScratch();
function gitSays(directory: string): string {
  return execFileSync('git', ['-C', directory, 'branch', '--show-current'], { encoding: 'utf8' }).trim();
}

describe('GitHeadFileReader (HEAD read from the repository files, no git process)', () => {
  test('the branch checked out, from the root and from a subfolder, as git names it', () => {
    const r = repo('main');
    mkdirSync(join(r.root, 'a', 'b'), { recursive: true });
    for (const dir of [r.root, join(r.root, 'a', 'b')]) {
      expect(reader.read(dir)).toEqual({ kind: 'branch', name: 'main' });
      expect(gitSays(dir)).toBe('main');
    }
    r.git('switch', '-q', '-c', 'feature/deep/name');
    expect(reader.read(join(r.root, 'a'))).toEqual({ kind: 'branch', name: gitSays(r.root) });
  });

  test('a linked worktree has its own HEAD, found through its `.git` file', () => {
    const r = repo('main');
    const worktree = join(temporary('bearing-wt-'), 'wt');
    r.git('worktree', 'add', '-q', '-b', 'feature/wt', worktree);
    expect(reader.read(worktree)).toEqual({ kind: 'branch', name: 'feature/wt' });
    expect(gitSays(worktree)).toBe('feature/wt');
    expect(reader.read(r.root)).toEqual({ kind: 'branch', name: 'main' });
  });

  test("a submodule's `.git` file names its git directory relative to itself", () => {
    const inner = repo('develop');
    const outer = repo('main');
    outer.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', inner.root, 'mod');
    const mod = join(outer.root, 'mod');
    expect(reader.read(mod)).toEqual({ kind: 'branch', name: gitSays(mod) });
    expect(gitSays(mod)).toBe('develop');
  });

  test('a detached HEAD, and an unborn branch in a repository with no commit yet', () => {
    const r = repo('main');
    r.git('checkout', '-q', '--detach');
    expect(reader.read(r.root)).toEqual({ kind: 'detached' });
    expect(gitSays(r.root)).toBe('');
    const fresh = temporary('bearing-unborn-');
    execFileSync('git', ['init', '-q', '-b', 'trunk', fresh]);
    expect(reader.read(fresh)).toEqual({ kind: 'branch', name: 'trunk' });
    expect(gitSays(fresh)).toBe('trunk');
  });

  test('an explicit git directory (`--git-dir`, `GIT_DIR`) is read instead of searching', () => {
    const r = repo('main');
    const elsewhere = temporary('bearing-elsewhere-');
    expect(reader.read(elsewhere, join(r.root, '.git'))).toEqual({ kind: 'branch', name: 'main' });
  });

  test('no repository, an unreadable HEAD or a HEAD that is no branch: unknown, with the reason', () => {
    const lonely = temporary('bearing-lonely-');
    expect(reader.read(lonely)).toEqual({ kind: 'unknown', why: `no git repository at or above ${lonely}` });
    const r = repo('main');
    expect(reader.read(join(r.root, 'README.md', 'x'))).toEqual({ kind: 'branch', name: 'main' });
    expect(reader.read(r.root, join(lonely, 'missing'))).toEqual({ kind: 'unknown', why: `cannot read ${join(lonely, 'missing', 'HEAD')} (ENOENT)` });
    writeFileSync(join(r.root, '.git', 'HEAD'), 'ref: refs/remotes/origin/main\n');
    expect(reader.read(r.root)).toEqual({ kind: 'unknown', why: 'HEAD points at refs/remotes/origin/main' });
    mkdirSync(join(lonely, 'broken'));
    writeFileSync(join(lonely, 'broken', '.git'), 'not a gitdir line\n');
    expect(reader.read(join(lonely, 'broken'))).toEqual({ kind: 'unknown', why: `no git repository at or above ${join(lonely, 'broken')}` });
  });

  test('git allows more than one space after `ref:`, and so does the reader', () => {
    const r = repo('main');
    writeFileSync(join(r.root, '.git', 'HEAD'), 'ref:   refs/heads/main\n');
    expect(gitSays(r.root)).toBe('main');
    expect(reader.read(r.root)).toEqual({ kind: 'branch', name: 'main' });
  });

  test('a HEAD that is a folder, too large, or below a file: unknown, with the reason', () => {
    const r = repo('main');
    const gitDir = join(r.root, '.git');
    renameSync(join(gitDir, 'HEAD'), join(gitDir, 'HEAD.real'));
    mkdirSync(join(gitDir, 'HEAD'));
    expect(reader.read(r.root)).toEqual({ kind: 'unknown', why: `cannot read ${join(gitDir, 'HEAD')} (not a regular file)` });
    const big = temporary('bearing-big-head-');
    writeFileSync(join(big, 'HEAD'), `ref: refs/heads/main\n${' '.repeat(MAX_HEAD_BYTES)}`);
    expect(reader.read(r.root, big)).toEqual({ kind: 'unknown', why: `cannot read ${join(big, 'HEAD')} (${MAX_HEAD_BYTES + 21} bytes, past its bound)` });
    expect(reader.read(r.root, join(r.root, 'README.md'))).toEqual({ kind: 'unknown', why: `cannot read ${join(r.root, 'README.md', 'HEAD')} (ENOTDIR)` });
  });
});

describe('GitHeadFileReader.repository: found once per directory', () => {
  test('one reader keeps the repository it found for a directory; a new reader looks again', () => {
    const r = repo('main');
    const sub = join(r.root, 'sub');
    mkdirSync(sub);
    const heads = new GitHeadFileReader();
    expect(heads.repository(sub)).toBe(join(r.root, '.git'));
    // A repository made in between is not seen by the reader that already looked (one reader serves one event).
    execFileSync('git', ['init', '-q', sub]);
    expect(heads.repository(sub)).toBe(join(r.root, '.git'));
    expect(new GitHeadFileReader().repository(sub)).toBe(join(sub, '.git'));
  });
});
