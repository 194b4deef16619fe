import { closeSync, mkdirSync, openSync, symlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PROTECTED_MAIN_REASON } from '../../support/expected-replies';
import { READY_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { claude, claudeDeny, selectTestEngineering } from './hostile-workspace';
import { runHostile, snapshotFiles, stderrLines } from './hostile-hook';

/**
 * Workspaces that would trap a naive walker: a symbolic-link loop, 100,000 files in one folder, a 50 MB Markdown
 * file (a plan in a root more crowded than the scan's 10,000-entry bound is missed: documented, said when tracing). Each hook call stays bounded (the plan scan's limits, git's own output cap), answers as Claude Code expects,
 * and changes nothing. (Unreadable folders and plans: test/runner/bearing-classes.runner.test.ts, run as nobody.)
 */
const scratch = useScratch();
const READY = expect.stringMatching(/^Bearing activation: ADVISE\nreason: context_ready\n/);
const BOUND_MS = 5_000;

/** One folder with `count` empty files, made in one loop (about a second for 100,000). */
function manyFiles(folder: string, count: number): void {
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < count; i++) closeSync(openSync(join(folder, `f${i}.txt`), 'w'));
}

/** A Markdown file of `mb` megabytes of plan-like lines, written in 1 MB pieces. */
function hugeMarkdown(file: string, mb: number): void {
  const piece = Buffer.from('### task_id: T-HUGE\n- status: IN_PROGRESS\n- next_action: read me\n'.repeat(16 * 1024).slice(0, 1024 * 1024));
  const fd = openSync(file, 'w');
  for (let i = 0; i < mb; i++) writeSync(fd, piece);
  closeSync(fd);
}

async function expectBounded(root: string): Promise<void> {
  const before = snapshotFiles(root);
  const start = await runHostile(['claude-code'], claude.sessionStart(root, 's1', 'resume'), { cwd: root });
  expect([start.status, start.stderr]).toEqual([0, '']);
  expect(JSON.parse(start.stdout).hookSpecificOutput.additionalContext).toEqual(READY);
  expect(start.ms).toBeLessThan(BOUND_MS);
  const deny = await runHostile(['claude-code'], claude.bash(root, 'git checkout -b main'), { cwd: root });
  expect([deny.status, deny.stderr, JSON.parse(deny.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
  const stop = await runHostile(['claude-code'], claude.stop(root), { cwd: root });
  expect([stop.status, stop.stderr]).toEqual([0, '']);
  expect(JSON.parse(stop.stdout).hookSpecificOutput.additionalContext).toMatch(/^Bearing closeout: ADVISE\nreason: handoff_incomplete:/);
  expect(stop.ms).toBeLessThan(BOUND_MS);
  expect(snapshotFiles(root)).toEqual(before);
}

describe('workspaces that trap walkers (Claude Code)', () => {
  test('a symbolic-link loop (a → b → a, and a folder linking to its parent): never followed', async () => {
    const repo = scratch.repo('work');
    repo.write('plan.md', READY_PLAN);
    symlinkSync('b', join(repo.root, 'a'));
    symlinkSync('a', join(repo.root, 'b'));
    mkdirSync(join(repo.root, 'docs'));
    symlinkSync('..', join(repo.root, 'docs', 'up'));
    symlinkSync(join(repo.root, 'docs', 'up', 'docs'), join(repo.root, 'docs', 'loop'));
    await expectBounded(repo.root);
  });

  test('a 50 MB Markdown file beside the plan: skipped by size, never read', async () => {
    const repo = scratch.repo('work');
    repo.write('plan.md', READY_PLAN);
    hugeMarkdown(join(repo.root, 'notes.md'), 50);
    await expectBounded(repo.root);
  });

  test('100,000 files in one folder, untracked, under a Test Engineering gate: the scan and git stay within their bounds', async () => {
    const repo = scratch.repo('work');
    selectTestEngineering(repo, 'allow');
    manyFiles(join(repo.root, 'src', 'generated'), 100_000);
    const start = await runHostile(['claude-code'], claude.sessionStart(repo.root, 's1', 'resume'), { cwd: repo.root });
    expect([start.status, start.stderr]).toEqual([0, '']);
    expect(JSON.parse(start.stdout).hookSpecificOutput.additionalContext).toMatch(/^Bearing activation: ADVISE\n/);
    expect(start.ms).toBeLessThan(BOUND_MS);
    const write = await runHostile(['claude-code'], claude.write(repo.root, 'src/a.ts'), { cwd: repo.root });
    expect([write.status, write.stdout, stderrLines(write)]).toEqual([0, '', []]);
    expect(write.ms).toBeLessThan(BOUND_MS);
    const deny = await runHostile(['claude-code'], claude.bash(repo.root, 'git checkout -b main'), { cwd: repo.root });
    expect([deny.status, deny.stderr, JSON.parse(deny.stdout)]).toEqual([0, '', claudeDeny(PROTECTED_MAIN_REASON)]);
  }, 60_000);
});
