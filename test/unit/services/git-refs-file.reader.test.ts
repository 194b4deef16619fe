import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitHeadFileReader } from '../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../src/services/git-files/git-refs-file.reader';
import { useScratch } from '../../support/scratch';

/** Local branches read from the repository files, checked against `git for-each-ref` (git itself is the oracle). */
const reader = new GitRefsFileReader();
const { repo, dir: temporary } = useScratch();
function gitSays(directory: string): string[] {
  return execFileSync('git', ['-C', directory, 'for-each-ref', '--format=%(refname:short)', 'refs/heads'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort();
}
function names(directory: string, gitDir?: string): string[] {
  const read = reader.read(directory, gitDir);
  return read.kind === 'known' ? [...read.names].sort() : [`unknown: ${read.why}`];
}

describe('GitRefsFileReader (local branches from the repository files, no git process)', () => {
  test('loose refs, nested names included, from the root and from a subfolder', () => {
    const r = repo('feature/work');
    r.git('branch', 'main');
    r.git('branch', 'release/2.0/rc');
    mkdirSync(join(r.root, 'sub'));
    expect(names(r.root)).toEqual(['feature/work', 'main', 'release/2.0/rc']);
    expect(names(join(r.root, 'sub'))).toEqual(gitSays(r.root));
  });

  test('packed refs, with loose ones beside them; a deleted branch is gone from both', () => {
    const r = repo('feature/work');
    r.git('branch', 'main');
    r.git('branch', 'develop');
    r.git('pack-refs', '--all');
    r.git('branch', 'feature/new');
    r.git('branch', '-D', 'develop');
    expect(names(r.root)).toEqual(['feature/new', 'feature/work', 'main']);
    expect(names(r.root)).toEqual(gitSays(r.root));
  });

  test('a linked worktree sees the branches its repository shares (through `commondir`)', () => {
    const r = repo('main');
    const worktree = join(temporary('bearing-wt-'), 'wt');
    r.git('worktree', 'add', '-q', '-b', 'feature/wt', worktree);
    expect(names(worktree)).toEqual(['feature/wt', 'main']);
    expect(names(worktree)).toEqual(gitSays(worktree));
  });

  test('an explicit git directory is read instead of searching', () => {
    const r = repo('develop');
    expect(names(temporary('bearing-elsewhere-'), join(r.root, '.git'))).toEqual(['develop']);
  });

  test('no repository, or refs kept some other way (no `refs/heads/` folder): unknown, with the reason', () => {
    const lonely = temporary('bearing-lonely-');
    expect(names(lonely)).toEqual([`unknown: no git repository at or above ${lonely}`]);
    const r = repo('main');
    rmSync(join(r.root, '.git', 'refs', 'heads'), { recursive: true });
    writeFileSync(join(r.root, '.git', 'refs', 'heads'), 'this repository uses the reftable format\n');
    expect(names(r.root)).toEqual([`unknown: cannot read the branches in ${join(r.root, '.git')} (ENOTDIR)`]);
  });

  test('the unknown answers are whole: kind and reason', () => {
    const lonely = temporary('bearing-lonely-');
    expect(reader.read(lonely)).toEqual({ kind: 'unknown', why: `no git repository at or above ${lonely}` });
    const r = repo('main');
    rmSync(join(r.root, '.git', 'refs', 'heads'), { recursive: true });
    writeFileSync(join(r.root, '.git', 'refs', 'heads'), 'reftable\n');
    expect(reader.read(r.root)).toEqual({ kind: 'unknown', why: `cannot read the branches in ${join(r.root, '.git')} (ENOTDIR)` });
  });

  test('a packed-refs that is no regular file: unknown, saying so, rather than no packed branches', () => {
    const r = repo('main');
    mkdirSync(join(r.root, '.git', 'packed-refs'));
    expect(reader.read(r.root)).toEqual({ kind: 'unknown', why: `cannot read the branches in ${join(r.root, '.git')} (not a regular file)` });
  });

  test('a `.lock` file beside the loose refs is an update in progress, not a branch (git skips it too)', () => {
    const r = repo('main');
    copyFileSync(join(r.root, '.git', 'refs', 'heads', 'main'), join(r.root, '.git', 'refs', 'heads', 'topic.lock'));
    mkdirSync(join(r.root, '.git', 'refs', 'heads', 'feature'));
    copyFileSync(join(r.root, '.git', 'refs', 'heads', 'main'), join(r.root, '.git', 'refs', 'heads', 'feature', 'x.lock'));
    expect(reader.read(r.root)).toEqual({ kind: 'known', names: ['main'] });
    expect(gitSays(r.root)).toEqual(['main']);
  });

  test('packed-refs header and peeled lines never become branches, whatever follows their first space', () => {
    const r = repo('main');
    const hash = r.git('rev-parse', 'HEAD');
    // git refuses such a file outright; bearing must at least not invent a branch from a comment or a peeled line.
    writeFileSync(
      join(r.root, '.git', 'packed-refs'),
      `# refs/heads/from-header\n${hash} refs/heads/packed\n^${hash} refs/heads/from-peeled\n${hash} refs/tags/v1\n`,
    );
    expect(reader.read(r.root)).toEqual({ kind: 'known', names: ['main', 'packed'] });
  });
});

describe('GitHeadFileReader.repository: the git directory whose HEAD applies where git runs', () => {
  const heads = new GitHeadFileReader();

  test('a subfolder is the same repository; a linked worktree and a nested repository are others', () => {
    const r = repo('main');
    mkdirSync(join(r.root, 'sub'));
    expect(heads.repository(r.root)).toBe(join(r.root, '.git'));
    expect(heads.repository(join(r.root, 'sub'))).toBe(join(r.root, '.git'));
    const worktree = join(temporary('bearing-wt-'), 'wt');
    r.git('worktree', 'add', '-q', '-b', 'feature/wt', worktree);
    expect(heads.repository(worktree)).toBe(join(r.root, '.git', 'worktrees', 'wt'));
    execFileSync('git', ['init', '-q', join(r.root, 'nested')]);
    expect(heads.repository(join(r.root, 'nested'))).toBe(join(r.root, 'nested', '.git'));
    expect(heads.repository(temporary('bearing-lonely-'))).toBeUndefined();
    expect(heads.repository(r.root, '/x/.git')).toBe('/x/.git');
  });
});
