import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { stableName } from '../../../src/services/files/stable-name';
import { MULTI_TASK_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { claude } from './hostile-workspace';
import { forNobody, runHostile, snapshotFiles, stderrLines, type HostileRun } from './hostile-hook';

/**
 * bearing's state as a hostile workspace may hold it, in its state home (`<git dir>/bearing/`, or the user cache
 * outside git): a session record truncated, garbage, written by a newer bearing, not writable; the home read-only,
 * or on a full disk. The session start still answers Claude Code (its activation advice), one stderr line says what
 * bearing could not do, the offer it cannot remember is not made (an offer is never given twice), and the record it
 * cannot understand is left exactly as it was.
 */
const scratch = useScratch();
const SESSION_FILE = ['sessions', 'claude-code', 's1.json'];
const offers = (run: HostileRun) => (run.stdout.match(/<bearing-task-offer>/g) ?? []).length;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A workspace with a plan of unfinished tasks, and where bearing keeps its state (`state`: the home's own folder). */
interface Planned {
  readonly root: string;
  readonly state: string;
  /** What the hook needs to find that home (the user cache, outside git). */
  readonly env: Record<string, string>;
}

function inRepository(): Planned {
  const repo = scratch.repo('work');
  repo.write('plan.md', MULTI_TASK_PLAN);
  return { root: repo.root, state: join(repo.root, '.git', 'bearing'), env: {} };
}

function outsideGit(): Planned {
  const root = scratch.workspace({ 'plan.md': MULTI_TASK_PLAN });
  const cache = scratch.dir('bearing-state-cache-');
  return { root, state: join(cache, 'workspaces', stableName(root)), env: { BEARING_CACHE_DIR: cache } };
}

const HOMES: ReadonlyArray<readonly [string, () => Planned]> = [
  ['in the git directory (.git/bearing/)', inRepository],
  ['in the user cache, outside git (workspaces/<name>/)', outsideGit],
];

function plantRecord(state: string, content: string | Buffer): string {
  const file = join(state, ...SESSION_FILE);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  return file;
}

async function startup(workspace: Planned, options: Parameters<typeof runHostile>[2] = {}): Promise<HostileRun> {
  const run = await runHostile(['claude-code'], claude.sessionStart(workspace.root), {
    cwd: workspace.root,
    ...options,
    env: { ...workspace.env, ...options.env },
  });
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout).hookSpecificOutput.additionalContext).toMatch(/^Bearing activation: ADVISE\n/);
  return run;
}

describe.each(HOMES)('session records bearing cannot use, %s (Claude Code SessionStart)', (_home, planned) => {
  test.each([
    ['truncated', '{"schema":1,"host":"claude-code","sessionId":"s1","upd', /: not valid JSON: /],
    ['garbage bytes', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0a]), /: not valid JSON: /],
    ['a JSON array', '[1,2,3]', /: a record must be a JSON object$/],
    [
      'from a newer bearing that relies on a key this one drops',
      JSON.stringify({ schema: 9, critical: ['lease'], host: 'claude-code', sessionId: 's1', updatedAt: 'x', lease: {} }),
      /: this record needs a newer bearing; upgrade \(it relies on lease\)$/,
    ],
  ])('%s: no offer, one line naming the file, the file untouched', async (_name, content, line) => {
    const workspace = planned();
    const file = plantRecord(workspace.state, content);
    const [tree, state] = [snapshotFiles(workspace.root, ['.git']), snapshotFiles(workspace.state, [])];
    const run = await startup(workspace);
    expect(offers(run)).toBe(0);
    const lines = stderrLines(run);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^bearing: ${escaped(file)}: `));
    expect(lines[0]).toMatch(line);
    expect(snapshotFiles(workspace.root, ['.git'])).toEqual(tree);
    expect(snapshotFiles(workspace.state, [])).toEqual(state);
  });

  test('a FIFO where the record should be (it would block a read for good): no offer, one line, in time', async () => {
    const workspace = planned();
    const file = join(workspace.state, ...SESSION_FILE);
    mkdirSync(join(file, '..'), { recursive: true });
    execFileSync('mkfifo', [file]);
    const run = await startup(workspace, { killAfterMs: 10_000 });
    expect(offers(run)).toBe(0);
    expect(stderrLines(run)).toEqual([`bearing: ${file}: not a regular file`]);
    expect(run.ms).toBeLessThan(5_000);
  });

  test('a record of 2 MB: not read, one line', async () => {
    const workspace = planned();
    const file = plantRecord(workspace.state, `{"schema":1,"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    const run = await startup(workspace);
    expect(offers(run)).toBe(0);
    expect(stderrLines(run)).toEqual([`bearing: ${file}: larger than 1048576 bytes (2097173)`]);
  });

  test('from a newer bearing, with keys this one does not know but nothing critical: read, offered once, the future schema kept', async () => {
    const workspace = planned();
    const file = plantRecord(workspace.state, JSON.stringify({ schema: 9, host: 'claude-code', sessionId: 's1', updatedAt: 'x', colour: 'teal' }));
    const first = await startup(workspace);
    expect([offers(first), first.stderr]).toEqual([1, '']);
    expect(offers(await startup(workspace))).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      schema: 9,
      host: 'claude-code',
      sessionId: 's1',
      offeredAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });
});

describe('state bearing cannot use in a repository (Claude Code SessionStart)', () => {
  test('a damaged record an older bearing left in .bearing/sessions/: moved into .git/bearing/ as it is, then refused there; one line', async () => {
    const workspace = inRepository();
    const truncated = '{"schema":1,"host":"claude-code","sessionId":"s1","upd';
    mkdirSync(join(workspace.root, '.bearing', 'sessions', 'claude-code'), { recursive: true });
    writeFileSync(join(workspace.root, '.bearing', '.gitignore'), '*\n');
    writeFileSync(join(workspace.root, '.bearing', 'sessions', 'claude-code', 's1.json'), truncated);
    const file = join(workspace.state, ...SESSION_FILE);
    const run = await startup(workspace);
    expect(offers(run)).toBe(0);
    expect(stderrLines(run)).toEqual([expect.stringMatching(new RegExp(`^bearing: ${escaped(file)}: not valid JSON: `))]);
    expect(readFileSync(file, 'utf8')).toBe(truncated);
    expect(existsSync(join(workspace.root, '.bearing'))).toBe(false);
  });

  describe('permissions (as nobody, when the tests run as root)', () => {
    const asNobody = { asNobody: true, unset: ['XDG_CONFIG_HOME', 'BEARING_CACHE_DIR'] } as const;

    test('a record file without write permission: replaced atomically (the folder is writable), offered once', async () => {
      const workspace = inRepository();
      const file = plantRecord(workspace.state, JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 's1', updatedAt: 'x' }));
      forNobody(workspace.root);
      chmodSync(file, 0o444);
      const env = { HOME: workspace.root };
      const first = await startup(workspace, { ...asNobody, env });
      expect([offers(first), first.stderr]).toEqual([1, '']);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        schema: 1,
        host: 'claude-code',
        sessionId: 's1',
        offeredAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const again = await startup(workspace, { ...asNobody, env });
      expect([offers(again), again.stderr]).toEqual([0, '']);
    });

    test.each([
      ['.git/bearing/ read-only', ['.git', 'bearing'], (state: string) => expect(readdirSync(state)).toEqual([])],
      ['the git directory read-only', ['.git'], (state: string) => expect(existsSync(state)).toBe(false)],
    ])('%s: no offer (it could not be remembered), one line, nothing written', async (_name, readOnly, nothingWritten) => {
      const workspace = inRepository();
      const folder = join(workspace.root, ...readOnly);
      mkdirSync(folder, { recursive: true });
      forNobody(workspace.root);
      chmodSync(folder, 0o555);
      try {
        const run = await startup(workspace, { ...asNobody, env: { HOME: workspace.root } });
        expect(offers(run)).toBe(0);
        expect(stderrLines(run)).toEqual([`bearing: session memory is off in ${workspace.root}: cannot write ${workspace.state} (EACCES)`]);
        nothingWritten(workspace.state);
      } finally {
        chmodSync(folder, 0o755);
      }
    });
  });

  /** A 64 KiB tmpfs mounted as the repository's .git/bearing/, filled up; only where this process may mount (root). */
  const mountable = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;
  (mountable ? test : test.skip)('a full disk under .git/bearing/: no offer, one line, nothing left behind, the mount left as it was', async () => {
    const workspace = inRepository();
    const state = workspace.state;
    mkdirSync(state);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', state]);
    if (mounted.status !== 0) return console.warn(`full-disk case not run: cannot mount a tmpfs (${mounted.stderr.toString().trim()})`);
    try {
      mkdirSync(join(state, 'sessions', 'claude-code'), { recursive: true });
      const fd = openSync(join(state, 'filler'), 'w');
      try {
        for (;;) writeSync(fd, Buffer.alloc(4096, 1));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      }
      closeSync(fd);
      const run = await startup(workspace);
      expect(offers(run)).toBe(0);
      expect(stderrLines(run)).toEqual([`bearing: session memory is off in ${workspace.root}: cannot write ${state} (ENOSPC)`]);
      expect(readdirSync(join(state, 'sessions', 'claude-code'))).toEqual([]);
      expect(readdirSync(state).sort()).toEqual(['filler', 'sessions']);
    } finally {
      execFileSync('umount', [state]);
    }
  });
});
