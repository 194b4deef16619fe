import { readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { MULTI_TASK_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { runHostile, snapshotFiles, stderrLines } from './hostile-hook';

/**
 * Regression (issue 12, defect 4): a committed `.bearing` that is a symbolic link made bearing write its session
 * records into the link's target, outside the workspace. Through the packaged hook: the link is left alone,
 * nothing is written through it, the session start still answers (without the offer it cannot remember), one line says why.
 */
const scratch = useScratch();
const startup = (cwd: string) => JSON.stringify({ hook_event_name: 'SessionStart', session_id: 'sess-1', cwd, source: 'startup' });
const preCompact = (cwd: string) => JSON.stringify({ hook_event_name: 'PreCompact', session_id: 'sess-1', cwd, trigger: 'auto' });

describe('a committed .bearing that is a symbolic link (Claude Code)', () => {
  test.each([
    ['to a folder outside the workspace', (outside: string) => outside],
    ['dangling', (outside: string) => join(outside, 'missing')],
  ])('%s: nothing written through it, one stderr line, the reply still comes', async (_name, target) => {
    const repo = scratch.repo('work');
    const outside = scratch.dir('bearing-link-target-');
    repo.write('plan.md', MULTI_TASK_PLAN);
    symlinkSync(target(outside), join(repo.root, '.bearing'));
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'plan and a .bearing link');
    const before = snapshotFiles(repo.root, ['.git']);
    const line = `bearing: .bearing in ${repo.root} is a symbolic link: bearing keeps no session state there (remove it to let bearing remember sessions)`;

    const start = await runHostile(['claude-code'], startup(repo.root), { cwd: repo.root });
    expect([start.status, stderrLines(start)]).toEqual([0, [line]]);
    const context: string = JSON.parse(start.stdout).hookSpecificOutput.additionalContext;
    expect(context).toMatch(/^Bearing activation: /);
    expect(context).not.toContain('<bearing-task-offer>');

    const compact = await runHostile(['claude-code'], preCompact(repo.root), { cwd: repo.root });
    expect([compact.status, stderrLines(compact)]).toEqual([0, [line]]);

    expect(readdirSync(outside)).toEqual([]);
    expect(snapshotFiles(repo.root, ['.git'])).toEqual(before);
  });
});
