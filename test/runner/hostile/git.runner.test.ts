import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTECTED_MAIN_REASON } from '../../support/expected-replies';
import type { GitRepo } from '../../support/git-repo';
import { useScratch } from '../../support/scratch';
import { claude, claudeDeny, selectTestEngineering } from './hostile-workspace';
import { runHostile, snapshotFiles, stderrLines } from './hostile-hook';

/**
 * git as a hostile machine has it: absent from PATH, a `git` that hangs, a repository whose files are damaged.
 * The guard reads the repository's files and never starts git, so it still denies `git checkout -b main`; the Test
 * Engineering gate, which asks git for the candidate, tells the evaluator what it could not learn and says so in one
 * line (BEARING_GIT_TIMEOUT_MS, 2 s by default, bounds a git that hangs). No file of the user's changes.
 */
const scratch = useScratch();

/** A folder with a `git` that never answers, to put first in PATH. */
function hangingGitBin(): string {
  const bin = scratch.dir('bearing-fake-git-');
  writeFileSync(join(bin, 'git'), '#!/bin/sh\nexec sleep 30\n');
  chmodSync(join(bin, 'git'), 0o755);
  return bin;
}

function teRepo(): GitRepo {
  const repo = scratch.repo('work');
  selectTestEngineering(repo, 'allow');
  return repo;
}

const gaveNoAnswer = (why: string) => `bearing: te_test_write: git gave no answer (${why}); the evaluator is told which facts are unknown`;

const corruptions: ReadonlyArray<readonly [string, (repo: GitRepo) => void, string]> = [
  // git no longer takes the folder for a repository: the evaluator is told `not_a_repository`, as in a plain folder.
  ['a HEAD of garbage', (repo) => writeFileSync(join(repo.root, '.git', 'HEAD'), 'garbage\n'), ''],
  [
    'a truncated index',
    (repo) => truncateSync(join(repo.root, '.git', 'index'), 20),
    gaveNoAnswer('git_failed: fatal: .git/index: index file smaller than expected'),
  ],
  [
    'packed-refs of garbage',
    (repo) => writeFileSync(join(repo.root, '.git', 'packed-refs'), 'garbage\nnot a ref either\n'),
    gaveNoAnswer('git_failed: fatal: unexpected line in .git/packed-refs: not a ref either'),
  ],
];

describe('git absent, hanging, or a corrupt repository (Claude Code)', () => {
  test('git absent from PATH: the guard still denies, the gate still answers, one line', async () => {
    const repo = teRepo();
    const env = { PATH: scratch.dir('bearing-empty-bin-') };
    const deny = await runHostile(['claude-code'], claude.bash(repo.root, 'git checkout -b main'), { cwd: repo.root, env });
    // The Test Engineering gate looks at shell calls too: its line comes with the deny.
    expect([deny.status, stderrLines(deny), JSON.parse(deny.stdout)]).toEqual([
      0,
      [gaveNoAnswer('git_unavailable: git is not on PATH')],
      claudeDeny(PROTECTED_MAIN_REASON),
    ]);
    const write = await runHostile(['claude-code'], claude.write(repo.root, 'src/a.ts'), { cwd: repo.root, env: { PATH: env.PATH } });
    // The evaluator runs in node (process.execPath), not found through PATH.
    expect([write.status, write.stdout, stderrLines(write)]).toEqual([0, '', [gaveNoAnswer('git_unavailable: git is not on PATH')]]);
  });

  test('a `git` that hangs, first in PATH: the gate answers once git has had its 2 s, not long after', async () => {
    const repo = teRepo();
    const before = snapshotFiles(repo.root);
    const env = { PATH: `${hangingGitBin()}:${process.env['PATH']}` };
    const write = await runHostile(['claude-code'], claude.write(repo.root, 'src/a.ts'), { cwd: repo.root, env });
    expect([write.status, write.stdout, stderrLines(write)]).toEqual([0, '', [gaveNoAnswer('git_timeout')]]);
    expect(write.ms).toBeLessThan(6_000);
    // The guard never starts git: a plain repository (no Test Engineering, which would ask git) is answered at once.
    const plain = scratch.repo('work');
    const deny = await runHostile(['claude-code'], claude.bash(plain.root, 'git checkout -b main'), { cwd: plain.root, env });
    expect([deny.status, deny.stderr, JSON.parse(deny.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
    expect(deny.ms).toBeLessThan(1_500);
    expect(snapshotFiles(repo.root)).toEqual(before);
  });

  test.each(corruptions)('%s: the guard still denies and allows `git status`; the gate says what git could not tell', async (_name, corrupt, line) => {
    const repo = teRepo();
    const plain = scratch.repo('work');
    corrupt(repo);
    corrupt(plain);
    const before = snapshotFiles(repo.root);
    const gitFiles = (root: string) => ['HEAD', 'index', 'packed-refs'].map((f) => readFileSync(join(root, '.git', f), { flag: 'a+' }).toString('base64'));
    const held = gitFiles(repo.root);
    const deny = await runHostile(['claude-code'], claude.bash(plain.root, 'git checkout -b main'), { cwd: plain.root });
    expect([deny.status, deny.stderr, JSON.parse(deny.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
    const status = await runHostile(['claude-code'], claude.bash(plain.root, 'git status && git push --all'), { cwd: plain.root });
    expect([status.status, status.stdout, status.stderr]).toEqual([0, '', '']);
    const write = await runHostile(['claude-code'], claude.write(repo.root, 'src/a.ts'), { cwd: repo.root });
    expect([write.status, write.stdout, stderrLines(write)]).toEqual([0, '', line ? [line] : []]);
    expect(snapshotFiles(repo.root)).toEqual(before);
    // Not even git's own files: the status never takes the index lock, nothing rewrites them.
    expect(gitFiles(repo.root)).toEqual(held);
  });

  test.each([
    ['HEAD', 'git push'],
    ['packed-refs', 'git push --all'],
  ])('a FIFO as .git/%s (a read would wait for a writer for good): `%s` is answered at once, not checked', async (file, command) => {
    const repo = scratch.repo('main');
    rmSync(join(repo.root, '.git', file), { force: true });
    execFileSync('mkfifo', [join(repo.root, '.git', file)]);
    const run = await runHostile(['claude-code'], claude.bash(repo.root, command), { cwd: repo.root, killAfterMs: 10_000 });
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
    expect(run.ms).toBeLessThan(3_000);
  });
});
