import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stableName } from '../../../src/services/files/stable-name';
import { MULTI_TASK_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { runHostile, snapshotFiles, stderrLines, type HostileRun } from './hostile-hook';

/**
 * Regression (issue 12, defect 4): a committed `.bearing` that was a symbolic link made bearing write its session
 * records into the link's target, outside the workspace. bearing's state has since left the work tree for the git
 * directory (`.git/bearing/`; the user cache outside git: src/services/records/state-home.ts), where a link can
 * still be planted (a script, another tool). Through the packaged hook: a link on the way to a session record, or the
 * record itself, is never followed: nothing is read or written through it, the link is left alone, the session
 * start and the compaction still answer (without the offer or binding it cannot remember), and one stderr line says
 * why. A committed `.bearing` link is no longer on bearing's way at all: sessions are remembered as usual, and what
 * it leads to is neither read, moved nor removed (src/services/session-memory/legacy-sessions.ts).
 */
const scratch = useScratch();
const startup = (cwd: string) => JSON.stringify({ hook_event_name: 'SessionStart', session_id: 'sess-1', cwd, source: 'startup' });
const preCompact = (cwd: string) => JSON.stringify({ hook_event_name: 'PreCompact', session_id: 'sess-1', cwd, trigger: 'auto' });
const contextOf = (run: HostileRun): string => JSON.parse(run.stdout).hookSpecificOutput.additionalContext;
const refusedLine = (folder: string, base: string) =>
  `bearing: ${folder} in ${base} is a symbolic link: bearing keeps no session state there (remove it to let bearing remember sessions)`;

/** A workspace with a plan of unfinished tasks (committed, in a repository), and the environment its hook runs in. */
interface Planned {
  readonly root: string;
  /** git in the workspace (a repository's only). */
  readonly git?: (...args: string[]) => string;
  readonly env: Record<string, string>;
  /** The state home's base (the git directory, the user cache folder) and bearing's own folders below it. */
  readonly base: string;
  readonly home: readonly string[];
}

function inRepository(): Planned {
  const repo = scratch.repo('work');
  repo.write('plan.md', MULTI_TASK_PLAN);
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'plan');
  return { root: repo.root, git: (...args) => repo.git(...args), env: {}, base: join(repo.root, '.git'), home: ['bearing'] };
}

function outsideGit(): Planned {
  const root = scratch.workspace({ 'plan.md': MULTI_TASK_PLAN });
  const cache = scratch.dir('bearing-link-cache-');
  return { root, env: { BEARING_CACHE_DIR: cache }, base: cache, home: ['workspaces', stableName(root)] };
}

async function run(workspace: Planned, input: string): Promise<HostileRun> {
  return runHostile(['claude-code'], input, { cwd: workspace.root, env: workspace.env });
}

/** The link at `at` is still there, leading where it led. */
function expectLinkKept(at: string, target: string): void {
  expect(lstatSync(at).isSymbolicLink()).toBe(true);
  expect(readlinkSync(at)).toBe(target);
}

describe("a symbolic link in bearing's state home (Claude Code)", () => {
  test.each([
    ['.git/bearing, to a folder outside the workspace', inRepository, () => ['bearing'], (outside: string) => outside],
    ['.git/bearing, dangling', inRepository, () => ['bearing'], (outside: string) => join(outside, 'missing')],
    ['.git/bearing/sessions/claude-code, to a folder outside', inRepository, () => ['bearing', 'sessions', 'claude-code'], (outside: string) => outside],
    ['outside git, the cache folder workspaces/<name>, to a folder outside', outsideGit, (w: Planned) => [...w.home], (outside: string) => outside],
  ] as const)('%s: nothing written through it, one stderr line, the reply still comes', async (_name, planned, linked, target) => {
    const workspace = planned();
    const outside = scratch.dir('bearing-link-target-');
    // bearing's folders up to the link are real ones; the link stands where the next would be.
    const folders = linked(workspace);
    mkdirSync(join(workspace.base, ...folders.slice(0, -1)), { recursive: true });
    const link = join(workspace.base, ...folders);
    symlinkSync(target(outside), link);
    const before = snapshotFiles(workspace.root, ['.git']);
    const line = refusedLine(folders.join('/'), workspace.base);

    const start = await run(workspace, startup(workspace.root));
    expect([start.status, stderrLines(start)]).toEqual([0, [line]]);
    expect(contextOf(start)).toMatch(/^Bearing activation: ADVISE\n/);
    expect(contextOf(start)).not.toContain('<bearing-task-offer>');

    const compact = await run(workspace, preCompact(workspace.root));
    expect([compact.status, compact.stdout, stderrLines(compact)]).toEqual([0, '', [line]]);

    expect(readdirSync(outside)).toEqual([]);
    expectLinkKept(link, target(outside));
    expect(snapshotFiles(workspace.root, ['.git'])).toEqual(before);
  });

  test("the session's record a link to a record outside: not read through, not replaced, one line each, the reply still comes", async () => {
    const workspace = inRepository();
    const outside = scratch.dir('bearing-link-target-');
    const foreign = join(outside, 'sess-1.json');
    const bytes = JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 'sess-1', updatedAt: '2026-12-01T12:00:00.000Z', taskId: 'T2' });
    writeFileSync(foreign, bytes);
    const folder = join(workspace.base, 'bearing', 'sessions', 'claude-code');
    mkdirSync(folder, { recursive: true });
    const record = join(folder, 'sess-1.json');
    symlinkSync(foreign, record);
    const line = `bearing: ${record}: a symbolic link, not a record: not followed`;

    const start = await run(workspace, startup(workspace.root));
    expect([start.status, stderrLines(start)]).toEqual([0, [line]]);
    expect(contextOf(start)).toMatch(/^Bearing activation: ADVISE\n/);
    expect(contextOf(start)).not.toContain('<bearing-task-offer>');
    const compact = await run(workspace, preCompact(workspace.root));
    expect([compact.status, compact.stdout, stderrLines(compact)]).toEqual([0, '', [line]]);

    expect(readFileSync(foreign, 'utf8')).toBe(bytes);
    expect(readdirSync(outside)).toEqual(['sess-1.json']);
    expectLinkKept(record, foreign);
    expect(readdirSync(folder)).toEqual(['sess-1.json']);
  });
});

describe('a committed .bearing that is a symbolic link (Claude Code): not bearing state any more', () => {
  test.each([
    ['to a folder outside the workspace holding session records', (outside: string) => outside],
    ['dangling', (outside: string) => join(outside, 'missing')],
  ])('%s: nothing read, moved or written through it, no stderr, the offer once, the session bound in .git/bearing/', async (_name, target) => {
    const workspace = inRepository();
    const outside = scratch.dir('bearing-link-target-');
    // Records where an older bearing kept them, reached through the link: were they followed, the offer would not come.
    mkdirSync(join(outside, 'sessions', 'claude-code'), { recursive: true });
    writeFileSync(
      join(outside, 'sessions', 'claude-code', 'sess-1.json'),
      JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 'sess-1', offeredAt: '2026-12-01T12:00:00.000Z', updatedAt: '2026-12-01T12:00:00.000Z' }),
    );
    const link = join(workspace.root, '.bearing');
    symlinkSync(target(outside), link);
    workspace.git!('add', '-A');
    workspace.git!('commit', '-q', '-m', 'a .bearing link');
    expect(workspace.git!('ls-files', '-s', '.bearing')).toMatch(/^120000 /);
    const [tree, targets] = [snapshotFiles(workspace.root, ['.git']), snapshotFiles(outside, [])];

    const start = await run(workspace, startup(workspace.root));
    expect([start.status, start.stderr]).toEqual([0, '']);
    expect(contextOf(start).match(/<bearing-task-offer>/g)).toHaveLength(1);
    const again = await run(workspace, startup(workspace.root));
    expect([again.status, again.stderr, contextOf(again)]).toEqual([0, '', contextOf(start).split('\n\n')[0]]);
    const compact = await run(workspace, preCompact(workspace.root));
    expect([compact.status, compact.stdout, compact.stderr]).toEqual([
      0,
      `${JSON.stringify({ systemMessage: 'bearing keeps task T1 from the plan for after the compaction' })}\n`,
      '',
    ]);

    const record = JSON.parse(readFileSync(join(workspace.base, 'bearing', 'sessions', 'claude-code', 'sess-1.json'), 'utf8'));
    expect(record).toEqual({ schema: 1, host: 'claude-code', sessionId: 'sess-1', offeredAt: expect.any(String), taskId: 'T1', updatedAt: expect.any(String) });
    expect(snapshotFiles(outside, [])).toEqual(targets);
    expect(existsSync(join(outside, 'missing'))).toBe(false);
    expectLinkKept(link, target(outside));
    expect(snapshotFiles(workspace.root, ['.git'])).toEqual(tree);
  });
});
