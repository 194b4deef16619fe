import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MULTI_TASK_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { claude } from './hostile-workspace';
import { runHostile, snapshotFiles, type HostileRun } from './hostile-hook';

/**
 * Hosts run hooks in parallel: 50 hook processes at once on one workspace with a plan, 30 of them of one session
 * and 20 of sessions of their own, and PreCompact binds racing them. The offer (src/policies/session-memory/
 * task-offer.policy.ts: the unfinished tasks, once per host session) comes exactly once per session, every state
 * file (in `.git/bearing/sessions/claude-code/`) is a whole, readable record, no temporary or lock file is left, and
 * nothing appears in the work tree.
 */
const scratch = useScratch();
const offers = (run: HostileRun) => (run.stdout.match(/<bearing-task-offer>/g) ?? []).length;

describe('50 hook processes at once on one workspace (Claude Code)', () => {
  test('one offer per session, every record readable, nothing left over', async () => {
    const repo = scratch.repo('work');
    repo.write('plan.md', MULTI_TASK_PLAN);
    const before = snapshotFiles(repo.root, ['.git']);
    const same = Array.from({ length: 30 }, () => claude.sessionStart(repo.root, 'same'));
    const own = Array.from({ length: 15 }, (_, i) => claude.sessionStart(repo.root, `own-${i}`));
    const compacts = Array.from({ length: 5 }, (_, i) => claude.preCompact(repo.root, `own-${i}`));
    // All 50 at once; each payload is written before the next process starts (spawning 50 on two cores takes this
    // test's event loop seconds, which would otherwise run into the hooks' own 2 s stdin deadline, not theirs).
    const started: Promise<HostileRun>[] = [];
    for (const input of [...same, ...own, ...compacts]) {
      started.push(runHostile(['claude-code'], input, { cwd: repo.root, killAfterMs: 30_000, env: { BEARING_STDIN_TIMEOUT_MS: '15000' } }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const runs = await Promise.all(started);

    expect(runs.map((r) => r.status)).toEqual(Array(50).fill(0));
    expect(runs.map((r) => r.stderr).filter(Boolean)).toEqual([]);
    expect(
      runs
        .slice(0, 30)
        .map(offers)
        .reduce((a, b) => a + b, 0),
    ).toBe(1);
    expect(runs.slice(30, 45).map(offers)).toEqual(Array(15).fill(1));

    // The records live in the git directory, out of the work tree (src/services/records/state-home.ts).
    const state = join(repo.root, '.git', 'bearing');
    const folder = join(state, 'sessions', 'claude-code');
    const names = readdirSync(folder).sort();
    expect(names).toEqual(['same.json', ...Array.from({ length: 15 }, (_, i) => `own-${i}.json`)].sort());
    for (const name of names) {
      const record = JSON.parse(readFileSync(join(folder, name), 'utf8'));
      expect(record).toMatchObject({
        schema: 1,
        host: 'claude-code',
        sessionId: name.replace(/\.json$/, ''),
        offeredAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    // The compactions bound their sessions to the plan's active task, whichever order they ran in.
    for (let i = 0; i < 5; i++) expect(JSON.parse(readFileSync(join(folder, `own-${i}.json`), 'utf8')).taskId).toBe('T1');
    expect(readdirSync(state)).toEqual(['sessions']);
    expect(readdirSync(join(state, 'sessions'))).toEqual(['claude-code']);
    expect(snapshotFiles(repo.root, ['.git'])).toEqual(before);
  }, 60_000);
});
