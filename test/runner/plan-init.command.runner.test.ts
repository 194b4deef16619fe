import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { planSkeleton } from '../../src/services/plan/plan-skeleton';
import { REPO_ROOT } from '../support/fixtures';
import { READY_PLAN } from '../support/plans';
import { runHook } from '../support/run-hook';
import { useScratch } from '../support/scratch';
import { writeFiles } from '../support/workspace';

/** `bearing plan init`, as a user runs it: the committed CLI, in real repositories; then the packaged hook reads what it wrote. */
const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const scratch = useScratch();
const bearing = (cwd: string, ...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, 'plan', 'init', ...args], { encoding: 'utf8', cwd, timeout: 20_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};
const plan = (root: string) => readFileSync(join(root, 'plan.md'), 'utf8');
const sessionStart = (cwd: string) => runHook(['claude-code'], JSON.stringify({ session_id: 's1', cwd, hook_event_name: 'SessionStart', source: 'resume' }));
const advice = (text: string) => ({
  status: 0,
  stdout: `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: text } })}\n`,
  stderr: '',
});

describe('bearing plan init', () => {
  test('from a sub-folder of a repository: plan.md at its root, printed; the next session start reads it as ready', () => {
    const repo = scratch.repo('work');
    mkdirSync(join(repo.root, 'src', 'deep'), { recursive: true });
    const text = planSkeleton({ taskId: 'T1', journey: basename(repo.root), assignedRole: 'implementer', nextAction: 'write the failing test' });
    expect(bearing(join(repo.root, 'src', 'deep'), '--role', 'implementer', '--next-action', 'write the failing test')).toEqual({
      status: 0,
      stdout: `wrote ${join(repo.root, 'plan.md')}:\n\n${text}`,
      stderr: '',
    });
    expect(plan(repo.root)).toBe(text);
    expect(sessionStart(join(repo.root, 'src', 'deep'))).toEqual(
      advice(
        'Bearing activation: ADVISE\nreason: context_ready\nrecovery: Continue with the assigned role; keep the project plan as the only task record\ntask: T1 (plan.md:7)',
      ),
    );
  });

  test('the defaults: task T1 with a placeholder role and next action, which the session-start advice asks for', () => {
    const repo = scratch.repo('work');
    expect(bearing(repo.root).status).toBe(0);
    expect(plan(repo.root)).toBe(planSkeleton({ taskId: 'T1', journey: basename(repo.root) }));
    expect(sessionStart(repo.root)).toEqual(
      advice(
        'Bearing activation: ADVISE\nreason: context_incomplete:next_action+assigned_role\n' +
          'recovery: Set next_action and assigned_role on task T1 in plan.md; the bearing skill explains each field\ntask: T1 (plan.md:7)',
      ),
    );
  });

  test('a second run: exit 1, one line, the plan untouched; --force replaces it and keeps the old one', () => {
    const repo = scratch.repo('work');
    bearing(repo.root, '--task-id', 'T1');
    const first = plan(repo.root);
    expect(bearing(repo.root, '--task-id', 'T2')).toEqual({
      status: 1,
      stdout: '',
      stderr: `bearing plan init: ${join(repo.root, 'plan.md')} already holds a plan; nothing written (--force replaces it and keeps the old one as plan.md.bak, or .bak.2, …)\n`,
    });
    expect(plan(repo.root)).toBe(first);
    const forced = bearing(repo.root, '--task-id', 'T2', '--force');
    expect(forced.stdout.split('\n')[0]).toBe(`wrote ${join(repo.root, 'plan.md')}, kept the previous one as ${join(repo.root, 'plan.md.bak')}:`);
    expect({ status: forced.status, stderr: forced.stderr }).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(join(repo.root, 'plan.md.bak'), 'utf8')).toBe(first);
    expect(plan(repo.root)).toContain('### task_id: T2\n');
  });

  test('a plan elsewhere in the workspace: exit 1 naming it; with --force, written beside it and the merge said on stderr', () => {
    const repo = scratch.repo('work');
    writeFiles(repo.root, { 'docs/plan.md': READY_PLAN });
    expect(bearing(repo.root)).toEqual({
      status: 1,
      stdout: '',
      stderr: 'bearing plan init: this workspace already has a plan (docs/plan.md); nothing written (--force writes plan.md beside it)\n',
    });
    expect(existsSync(join(repo.root, 'plan.md'))).toBe(false);
    const forced = bearing(repo.root, '--force');
    expect({ status: forced.status, stderr: forced.stderr }).toEqual({
      status: 0,
      stderr: 'bearing plan init: docs/plan.md holds a plan too; bearing reads the plans of a workspace as one, their tasks in scan order\n',
    });
    expect(readFileSync(join(repo.root, 'docs', 'plan.md'), 'utf8')).toBe(READY_PLAN);
  });

  test('--dry-run: what it would write, and where, on stdout; nothing written', () => {
    const dir = scratch.dir('bearing-plan-dry-');
    expect(bearing(dir, '--dry-run', '--task-id', 'PAY-12')).toEqual({
      status: 0,
      stdout: `would write ${join(dir, 'plan.md')} (dry run: nothing written):\n\n${planSkeleton({ taskId: 'PAY-12', journey: basename(dir) })}`,
      stderr: '',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  test.each([
    [['--task-id', 'T 1'], 'bearing plan init: --task-id must be one word (a task heading takes nothing after the id)\n'],
    [['--role', ''], 'bearing plan init: --role is empty\n'],
    [['--next-action', 'a\nb'], 'bearing plan init: --next-action must be one line\n'],
    [['--task'], 'bearing plan init: unknown option --task (did you mean --task-id?); options: --task-id, --role, --next-action, --force, --dry-run, --help\n'],
    [['nowhere'], 'bearing plan init: no folder NOWHERE\n'],
  ])('%j: exit 2, one line, nothing written', (args, line) => {
    const dir = scratch.dir('bearing-plan-usage-');
    expect(bearing(dir, ...args)).toEqual({ status: 2, stdout: '', stderr: line.replace('NOWHERE', join(dir, 'nowhere')) });
    expect(readdirSync(dir)).toEqual([]);
  });
});
