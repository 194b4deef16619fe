import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitCandidateScanner } from '../../../src/services/candidate/git-candidate.scanner';
import { parseGitStatus } from '../../../src/services/candidate/git-status.parser';
import { inWriteSet } from '../../../src/services/candidate/write-set';
import { GitRepo } from '../../support/git-repo';
import { useScratch } from '../../support/scratch';
import { makeWorkspace, removeWorkspace, writeFiles } from '../../support/workspace';

const env = { PATH: process.env['PATH'] ?? '' };
const scanner = new GitCandidateScanner(env);
const cleanup: Array<() => void> = [];
afterAll(() => {
  for (const f of cleanup) f();
});

function repo(): GitRepo {
  const r = new GitRepo('work');
  cleanup.push(() => r.remove());
  return r;
}

const { standInGit } = useScratch();

function commitAll(r: GitRepo, message: string): string {
  r.git('add', '-A');
  r.git('commit', '-q', '-m', message);
  return r.git('rev-parse', 'HEAD');
}

describe('GitCandidateScanner on real repositories', () => {
  test('commits since the base, renames, untracked files in new folders, odd names; .bearing/ and out-of-scope dirt excluded', async () => {
    const r = repo();
    writeFiles(r.root, { 'src/old name.ts': 'a\n', 'src/keep.ts': 'k\n', 'docs/guide.md': 'g\n' });
    const base = commitAll(r, 'base');
    r.git('mv', 'src/old name.ts', 'src/new name.ts');
    writeFiles(r.root, { 'src/added.ts': 'b\n' });
    const head = commitAll(r, 'work');
    writeFiles(r.root, {
      'src/keep.ts': 'changed\n',
      'src/fresh/deep/file with spaces.ts': 'c\n',
      'src/é-ünïcödé.ts': 'd\n',
      'docs/guide.md': 'dirty out of scope\n',
      'outside.txt': 'e\n',
      '.bearing/test-engineering/receipt.json': '{}\n',
    });
    const state = await scanner.scan(r.root, { diffBase: base, writeSet: ['src/', '.bearing'] });
    expect(state).toEqual({
      checkout: r.root,
      revision: { known: true, value: head },
      branch: { known: true, value: 'work' },
      diffBase: { known: true, value: base },
      committed: { known: true, value: ['src/added.ts', 'src/new name.ts'] },
      workingTree: {
        known: true,
        value: expect.arrayContaining([
          'src/keep.ts',
          'docs/guide.md',
          'outside.txt',
          'src/fresh/deep/file with spaces.ts',
          'src/é-ünïcödé.ts',
          '.bearing/test-engineering/receipt.json',
        ]),
      },
      scopePaths: ['src/', '.bearing'],
      changedPaths: ['src/added.ts', 'src/fresh/deep/file with spaces.ts', 'src/keep.ts', 'src/new name.ts', 'src/é-ünïcödé.ts'],
    });
    expect(state.workingTree.known && state.workingTree.value).toHaveLength(6);
  });

  test('a staged rename in the working tree keeps only the new path', async () => {
    const r = repo();
    writeFiles(r.root, { 'src/a.ts': 'same content\n' });
    commitAll(r, 'a');
    r.git('mv', 'src/a.ts', 'src/b.ts');
    const state = await scanner.scan(r.root, { writeSet: ['src'] });
    expect(state.workingTree).toEqual({ known: true, value: ['src/b.ts'] });
    expect(state.changedPaths).toEqual(['src/b.ts']);
  });

  test('an empty write set covers nothing; the working tree is still known', async () => {
    const r = repo();
    writeFiles(r.root, { 'src/x.ts': 'x\n' });
    const state = await scanner.scan(r.root, { writeSet: [] });
    expect(state.changedPaths).toEqual([]);
    expect(state.workingTree).toEqual({ known: true, value: ['src/x.ts'] });
  });

  test('write-set entries: ./ prefixes and trailing slashes name the same folder; a prefix of a name is not a folder', () => {
    expect(inWriteSet('src/a.ts', ['./src/'])).toBe(true);
    expect(inWriteSet('src', ['src/'])).toBe(true);
    expect(inWriteSet('srcx/a.ts', ['src'])).toBe(false);
    expect(inWriteSet('test/x.test.mjs', ['test/x.test.mjs'])).toBe(true);
    expect(inWriteSet('a.ts', ['', '/', './'])).toBe(false);
  });

  test('a detached HEAD: the revision is known, the branch is a typed unknown', async () => {
    const r = repo();
    const head = r.git('rev-parse', 'HEAD');
    r.git('checkout', '-q', '--detach');
    const state = await scanner.scan(r.root, { writeSet: ['src'] });
    expect(state.revision).toEqual({ known: true, value: head });
    expect(state.branch).toEqual({ known: false, reason: 'detached_head' });
  });

  test('an unknown diff base: typed unknown; the working tree still counts', async () => {
    const r = repo();
    writeFiles(r.root, { 'src/x.ts': 'x\n' });
    const state = await scanner.scan(r.root, { diffBase: 'deadbeef', writeSet: ['src'] });
    expect(state.diffBase).toEqual({ known: false, reason: 'diff_base_unknown', detail: "fatal: bad revision 'deadbeef'" });
    expect(state.committed).toEqual(state.diffBase);
    expect(state.changedPaths).toEqual(['src/x.ts']);
  });

  test('a diff base that looks like an option never reaches git as one', async () => {
    const r = repo();
    const target = join(r.root, 'written-by-git.txt');
    const state = await scanner.scan(r.root, { diffBase: `--output=${target}`, writeSet: ['src'] });
    // bearing's own answer, not git's: git was never asked.
    expect(state.diffBase).toEqual({ known: false, reason: 'diff_base_unknown', detail: `"--output=${target}" is not a revision` });
    expect(existsSync(target)).toBe(false);
  });

  test('blanks around a recorded diff base are not part of the revision', async () => {
    const r = repo();
    const base = r.git('rev-parse', 'HEAD');
    writeFiles(r.root, { 'src/a.ts': 'a\n' });
    commitAll(r, 'a');
    const state = await scanner.scan(r.root, { diffBase: ` ${base}\n`, writeSet: ['src'] });
    expect(state.diffBase).toEqual({ known: true, value: base });
    expect(state.committed).toEqual({ known: true, value: ['src/a.ts'] });
  });

  test('a diff base git cannot even be handed (a NUL byte): git_failed for it, the rest still known', async () => {
    const r = repo();
    writeFiles(r.root, { 'src/x.ts': 'x\n' });
    const state = await scanner.scan(r.root, { diffBase: 'abc\u0000def', writeSet: ['src'] });
    const failed = { known: false, reason: 'git_failed', detail: expect.stringContaining('without null bytes') };
    expect(state).toEqual({
      checkout: r.root,
      revision: { known: true, value: r.git('rev-parse', 'HEAD') },
      branch: { known: true, value: 'work' },
      diffBase: failed,
      committed: failed,
      workingTree: { known: true, value: ['src/x.ts'] },
      scopePaths: ['src'],
      changedPaths: ['src/x.ts'],
    });
  });

  test.each([[undefined], ['<40-hex baseline commit>'], ['  ']])('no recorded diff base (%p): typed unknown, no diff run', async (diffBase) => {
    const r = repo();
    const state = await scanner.scan(r.root, { diffBase, writeSet: ['src'] });
    expect(state.diffBase).toEqual({ known: false, reason: 'diff_base_not_recorded' });
  });

  test('a repository without commits: no revision, the branch is known', async () => {
    const root = makeWorkspace({ 'src/a.ts': 'a\n' });
    cleanup.push(() => removeWorkspace(root));
    execFileSync('git', ['-C', root, 'init', '-q', '-b', 'fresh']);
    const state = await scanner.scan(root, { diffBase: 'HEAD', writeSet: ['src'] });
    expect(state.revision).toEqual({ known: false, reason: 'no_commits' });
    expect(state.branch).toEqual({ known: true, value: 'fresh' });
    expect(state.diffBase).toEqual({ known: false, reason: 'no_commits' });
    expect(state.changedPaths).toEqual(['src/a.ts']);
  });

  test('a workspace in a sub-folder of the repository sees only its own paths, relative to itself', async () => {
    const r = repo();
    writeFiles(r.root, { 'pkg/bearing.config.json': '{}', 'pkg/src/a.ts': 'a\n', 'src/a.ts': 'outside\n' });
    const state = await scanner.scan(join(r.root, 'pkg'), { writeSet: ['src'] });
    expect(state.workingTree).toEqual({ known: true, value: ['bearing.config.json', 'src/a.ts'] });
    expect(state.changedPaths).toEqual(['src/a.ts']);
  });

  test('a workspace two folders down keeps its paths relative to itself', async () => {
    const r = repo();
    writeFiles(r.root, { 'pkg/app/src/a.ts': 'a\n', 'pkg/src/b.ts': 'b\n', 'pkgapp/src/c.ts': 'c\n' });
    const state = await scanner.scan(join(r.root, 'pkg', 'app'), { writeSet: ['src'] });
    expect(state.workingTree).toEqual({ known: true, value: ['src/a.ts'] });
    expect(state.changedPaths).toEqual(['src/a.ts']);
  });

  test("a repository git cannot read (a corrupt index): git_failed with git's first line", async () => {
    const r = repo();
    writeFileSync(join(r.root, '.git', 'index'), 'garbage');
    const state = await scanner.scan(r.root, { diffBase: 'HEAD', writeSet: ['src'] });
    const failed = { known: false, reason: 'git_failed', detail: 'fatal: .git/index: index file smaller than expected' };
    expect(state).toEqual({
      checkout: r.root,
      revision: failed,
      branch: failed,
      diffBase: failed,
      committed: failed,
      workingTree: failed,
      scopePaths: ['src'],
      changedPaths: [],
    });
  });

  test('not a repository: every git fact is the same typed unknown', async () => {
    const root = makeWorkspace({ 'src/a.ts': 'a\n' });
    cleanup.push(() => removeWorkspace(root));
    const state = await scanner.scan(root, { diffBase: 'HEAD', writeSet: ['src'] });
    const notRepo = { known: false, reason: 'not_a_repository' };
    expect(state).toEqual({
      checkout: root,
      revision: notRepo,
      branch: notRepo,
      diffBase: notRepo,
      committed: notRepo,
      workingTree: notRepo,
      scopePaths: ['src'],
      changedPaths: [],
    });
  });

  test('no git on PATH: typed unknown, no crash', async () => {
    const r = repo();
    const state = await new GitCandidateScanner({ PATH: join(r.root, 'no-such-bin') }).scan(r.root, { diffBase: 'HEAD', writeSet: ['src'] });
    expect(state.revision).toEqual({ known: false, reason: 'git_unavailable', detail: 'git is not on PATH' });
    expect(state.changedPaths).toEqual([]);
  });

  test('a git that never answers (a lock, a hung filesystem): typed unknown within the budget', async () => {
    const r = repo();
    const bin = standInGit('exec sleep 7');
    const started = Date.now();
    const state = await new GitCandidateScanner({ PATH: `${bin}:${env.PATH}`, BEARING_GIT_TIMEOUT_MS: '300' }).scan(r.root, {
      diffBase: 'HEAD',
      writeSet: ['src'],
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(state.workingTree).toEqual({ known: false, reason: 'git_timeout' });
    expect(state.revision).toEqual({ known: false, reason: 'git_timeout' });
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toMatch(/^sleep 7$/m);
  });

  test('a git that cannot be started (not executable): git_failed with the system error, not "no git"', async () => {
    const r = repo();
    const bin = standInGit('exit 0');
    chmodSync(join(bin, 'git'), 0o644);
    const state = await new GitCandidateScanner({ PATH: bin }).scan(r.root, { writeSet: ['src'] });
    expect(state.revision).toEqual({ known: false, reason: 'git_failed', detail: 'EACCES' });
    expect(state.workingTree).toEqual(state.revision);
  });

  test('a git that fails without a word: the exit code is the detail', async () => {
    const r = repo();
    const state = await new GitCandidateScanner({ PATH: standInGit('exit 3') }).scan(r.root, { diffBase: 'HEAD', writeSet: ['src'] });
    const failed = { known: false, reason: 'git_failed', detail: 'exit 3' };
    expect(state).toEqual({
      checkout: r.root,
      revision: failed,
      branch: failed,
      diffBase: failed,
      committed: failed,
      workingTree: failed,
      scopePaths: ['src'],
      changedPaths: [],
    });
  });

  test('a status without branch headers: revision and branch are git_failed naming the missing header; its paths still count', async () => {
    const r = repo();
    // No real git leaves the headers out; a stand-in prints just one untracked path.
    const bin = standInGit("printf '? src/a.ts\\000'");
    const state = await new GitCandidateScanner({ PATH: bin }).scan(r.root, { writeSet: ['src'] });
    expect(state).toEqual({
      checkout: r.root,
      revision: { known: false, reason: 'git_failed', detail: 'no branch.oid' },
      branch: { known: false, reason: 'git_failed', detail: 'no branch.head' },
      diffBase: { known: false, reason: 'diff_base_not_recorded' },
      committed: { known: false, reason: 'diff_base_not_recorded' },
      workingTree: { known: true, value: ['src/a.ts'] },
      scopePaths: ['src'],
      changedPaths: ['src/a.ts'],
    });
  });

  test('BEARING_GIT_TIMEOUT_MS bounds each git run', async () => {
    const r = repo();
    // Answers well within the default bound (2 s) but long after the one set here; the stand-in is the sleep itself,
    // so killing it leaves nothing behind.
    const bin = standInGit('exec sleep 1');
    const state = await new GitCandidateScanner({ PATH: `${bin}:${env.PATH}`, BEARING_GIT_TIMEOUT_MS: '50' }).scan(r.root, { writeSet: ['src'] });
    expect(state.revision).toEqual({ known: false, reason: 'git_timeout' });
  });

  test('the scan never rewrites the index, even when git would like to refresh it', async () => {
    const r = repo();
    writeFiles(r.root, { 'src/a.ts': 'a\n' });
    commitAll(r, 'a');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(r.root, 'src', 'a.ts'), later, later);
    const index = readFileSync(join(r.root, '.git', 'index'));
    await scanner.scan(r.root, { writeSet: ['src'] });
    expect(readFileSync(join(r.root, '.git', 'index')).equals(index)).toBe(true);
  });
});

describe('parseGitStatus', () => {
  test('ordinary, rename (old path dropped), unmerged and untracked records; headers', () => {
    const output = [
      '# branch.oid abc',
      '# branch.head main',
      '1 .M N... 100644 100644 100644 h1 h2 a file.ts',
      '2 R. N... 100644 100644 100644 h1 h2 R100 new name.ts',
      // The old path is a whole NUL field of its own, whatever it looks like.
      '? old name that looks like a record.ts',
      'u UU N... 100644 100644 100644 100644 h1 h2 h3 conflict.ts',
      '? new dir/ü.ts',
      '',
    ].join('\u0000');
    expect(parseGitStatus(output)).toEqual({ oid: 'abc', head: 'main', paths: ['a file.ts', 'new name.ts', 'conflict.ts', 'new dir/ü.ts'] });
  });
});
