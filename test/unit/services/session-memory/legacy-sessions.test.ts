import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { stableName } from '../../../../src/services/files/stable-name';
import { RecordStore } from '../../../../src/services/records/record-store';
import { SessionRegistry } from '../../../../src/services/session-memory/session-registry';
import { REPO_ROOT } from '../../../support/fixtures';
import { useScratch } from '../../../support/scratch';

/**
 * Session records an older bearing kept in the work tree (`.bearing/sessions/<host>/<session>.json`) move into the
 * state home at the workspace's first use of session memory, read or write; real files in temporary folders.
 */
const scratch = useScratch();
const IGNORE = '# bearing runtime state: never committed\n*\n';
const record = (sessionId: string, fields: Record<string, string>) => `${JSON.stringify({ schema: 1, host: 'claude-code', sessionId, ...fields }, null, 2)}\n`;

/** A repository whose `.bearing/` holds what an older bearing left: its `.gitignore` and these session records (`<host>/<file>`). */
function upgraded(records: Record<string, string>, more: Record<string, string> = {}): string {
  const files = Object.fromEntries(Object.entries(records).map(([path, text]) => [`.bearing/sessions/${path}`, text]));
  const root = scratch.workspace({ '.bearing/.gitignore': IGNORE, ...files, ...more }, 'bearing-upgraded-');
  mkdirSync(join(root, '.git'));
  return root;
}
const legacy = (root: string, path = '') => join(root, '.bearing', 'sessions', ...path.split('/').filter(Boolean));
const moved = (root: string, path = '') => join(root, '.git', 'bearing', 'sessions', ...path.split('/').filter(Boolean));
const read = (file: string) => readFileSync(file, 'utf8');

function registryHearing(environment: Record<string, string> = {}) {
  const notes: string[] = [];
  return { registry: new SessionRegistry(new RecordStore(), environment), notes, note: (line: string) => void notes.push(line) };
}

describe('the move of session records out of .bearing/', () => {
  test("every host's records move with their bytes; the emptied folders, the .gitignore and .bearing/ go; nothing is said", () => {
    const s1 = record('s1', { taskId: 'T1', updatedAt: '2026-11-01T00:00:00.000Z' });
    const s2 = `{"schema":1,"host":"claude-code","sessionId":"s2","offeredAt":"x","updatedAt":"2026-11-02T00:00:00.000Z"}`;
    const c1 = record('c1', { updatedAt: '2026-11-03T00:00:00.000Z' }).replace('claude-code', 'codex');
    const root = upgraded({ 'claude-code/s1.json': s1, 'claude-code/s2.json': s2, 'codex/c1.json': c1 });
    const { registry, notes, note } = registryHearing();
    expect(registry.boundTask(root, 'claude-code', 's1', note)).toBe('T1');
    expect([read(moved(root, 'claude-code/s1.json')), read(moved(root, 'claude-code/s2.json')), read(moved(root, 'codex/c1.json'))]).toEqual([s1, s2, c1]);
    expect(readdirSync(root)).toEqual(['.git']);
    expect(notes).toEqual([]);
    // Done once: a registry of a later event finds nothing to move and keeps reading the new home.
    expect(registryHearing().registry.boundTask(root, 'claude-code', 's1')).toBe('T1');
  });

  test('a write is a first use too: an offer an older bearing recorded is not made again, and its record is moved as it was', async () => {
    const s1 = record('s1', { offeredAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' });
    const root = upgraded({ 'claude-code/s1.json': s1 });
    const { registry, notes, note } = registryHearing();
    expect(await registry.claimOffer(root, 'claude-code', 's1', note)).toBe(false);
    expect(read(moved(root, 'claude-code/s1.json'))).toBe(s1);
    expect([existsSync(join(root, '.bearing')), notes]).toEqual([false, []]);
  });

  test('what agents write in .bearing/ for the Test Engineering evaluator stays exactly where it is read, and so do .bearing/ and its .gitignore', () => {
    const handoff = '{"verdict":"PASS"}\n';
    const root = upgraded(
      { 'claude-code/s1.json': record('s1', { taskId: 'T1', updatedAt: '2026-11-01T00:00:00.000Z' }) },
      { '.bearing/test-engineering/handoff.json': handoff },
    );
    expect(registryHearing().registry.boundTask(root, 'claude-code', 's1')).toBe('T1');
    expect(readdirSync(join(root, '.bearing')).sort()).toEqual(['.gitignore', 'test-engineering']);
    expect([read(join(root, '.bearing', 'test-engineering', 'handoff.json')), read(join(root, '.bearing', '.gitignore'))]).toEqual([handoff, IGNORE]);
    expect(readdirSync(join(root, '.bearing', 'test-engineering'))).toEqual(['handoff.json']);
  });

  test('a record in both places: the newer one stays, by updatedAt, bytes as they are; the same record twice is one', () => {
    const older = (id: string, task: string) => record(id, { taskId: task, updatedAt: '2026-01-01T00:00:00.000Z' });
    const newer = (id: string, task: string) => record(id, { taskId: task, updatedAt: '2026-06-01T00:00:00.000Z' });
    const root = upgraded({
      'claude-code/kept.json': older('kept', 'OLD'),
      'claude-code/over.json': newer('over', 'LEGACY'),
      'claude-code/same.json': older('same', 'SAME'),
    });
    mkdirSync(moved(root, 'claude-code'), { recursive: true });
    writeFileSync(moved(root, 'claude-code/kept.json'), newer('kept', 'NEW'));
    writeFileSync(moved(root, 'claude-code/over.json'), older('over', 'STALE'));
    writeFileSync(moved(root, 'claude-code/same.json'), older('same', 'SAME'));
    const { registry, notes, note } = registryHearing();
    expect(['kept', 'over', 'same'].map((id) => registry.boundTask(root, 'claude-code', id, note))).toEqual(['NEW', 'LEGACY', 'SAME']);
    expect(['kept', 'over', 'same'].map((id) => read(moved(root, `claude-code/${id}.json`)))).toEqual([
      newer('kept', 'NEW'),
      newer('over', 'LEGACY'),
      older('same', 'SAME'),
    ]);
    expect([readdirSync(root), notes]).toEqual([['.git'], []]);
  });

  test('a copy that cannot be dated is not thrown away: both stay, the one in the new home is read, one line says so', () => {
    const damaged = '{"schema":1,"host":"claude-code"';
    const root = upgraded({ 'claude-code/s1.json': damaged });
    const current = record('s1', { taskId: 'T2', updatedAt: '2026-06-01T00:00:00.000Z' });
    mkdirSync(moved(root, 'claude-code'), { recursive: true });
    writeFileSync(moved(root, 'claude-code/s1.json'), current);
    const { registry, notes, note } = registryHearing();
    expect(registry.boundTask(root, 'claude-code', 's1', note)).toBe('T2');
    expect(notes).toEqual([
      `${legacy(root, 'claude-code/s1.json')}: left in place: ${moved(root, 'claude-code/s1.json')} holds a record of the same session too, and which of them is newer cannot be told`,
    ]);
    expect([read(legacy(root, 'claude-code/s1.json')), read(moved(root, 'claude-code/s1.json'))]).toEqual([damaged, current]);
    expect(readdirSync(join(root, '.bearing')).sort()).toEqual(['.gitignore', 'sessions']);
  });

  test('a read-only legacy folder: the records stay, session memory reads them there and says so in one line; a write goes to the new home', () => {
    const s1 = record('s1', { taskId: 'T7', offeredAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' });
    const s2 = record('s2', { taskId: 'T8', updatedAt: '2026-11-01T00:00:00.000Z' });
    const root = upgraded({ 'claude-code/s1.json': s1, 'claude-code/s2.json': s2 });
    chmodSync(legacy(root, 'claude-code'), 0o555);
    const [from1, from2, to1, to2] = [
      legacy(root, 'claude-code/s1.json'),
      legacy(root, 'claude-code/s2.json'),
      moved(root, 'claude-code/s1.json'),
      moved(root, 'claude-code/s2.json'),
    ];
    const stays = (from: string, to: string) => `${from}: left in place, cannot move it to ${to} (EACCES); session memory reads it from there`;
    expect(asAnotherUser('boundTask', root, 's1')).toEqual({ value: 'T7', notes: [stays(from1, to1), stays(from2, to2)] });
    // The offer an older bearing recorded holds; a session that had none gets it, recorded in the new home from its old record.
    expect(asAnotherUser('claimOffer', root, 's1')).toEqual({ value: false, notes: [stays(from1, to1), stays(from2, to2)] });
    expect(asAnotherUser('claimOffer', root, 's2')).toEqual({ value: true, notes: [stays(from1, to1), stays(from2, to2)] });
    expect(JSON.parse(read(to2))).toEqual({
      schema: 1,
      host: 'claude-code',
      sessionId: 's2',
      taskId: 'T8',
      offeredAt: expect.any(String),
      updatedAt: expect.not.stringMatching(/^2026-11-01/),
    });
    expect(existsSync(to1)).toBe(false);
    expect(asAnotherUser('boundTask', root, 's2')).toEqual({
      value: 'T8',
      notes: [stays(from1, to1), `${from2}: left in place, cannot move it to ${to2} (EACCES); session memory reads the record there`],
    });
    expect([read(from1), read(from2)]).toEqual([s1, s2]);
  });

  test("a .bearing that is a symbolic link is not bearing's: nothing moved from where it leads, nothing removed, nothing read through it", async () => {
    const outside = scratch.workspace(
      { 'sessions/claude-code/s1.json': record('s1', { taskId: 'T-out', updatedAt: '2026-11-01T00:00:00.000Z' }) },
      'bearing-outside-',
    );
    const root = scratch.dir('bearing-upgraded-');
    mkdirSync(join(root, '.git'));
    symlinkSync(outside, join(root, '.bearing'));
    const { registry, notes, note } = registryHearing();
    expect(registry.boundTask(root, 'claude-code', 's1', note)).toBeUndefined();
    expect(await registry.claimOffer(root, 'claude-code', 's1', note)).toBe(true);
    expect([readlinkSync(join(root, '.bearing')), readdirSync(join(outside, 'sessions', 'claude-code')), notes]).toEqual([outside, ['s1.json'], []]);
    expect(JSON.parse(read(join(outside, 'sessions', 'claude-code', 's1.json'))).taskId).toBe('T-out');
    expect(JSON.parse(read(moved(root, 'claude-code/s1.json')))).toEqual({
      schema: 1,
      host: 'claude-code',
      sessionId: 's1',
      offeredAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test('links and files that are not records stay where they are, and so do their folders', () => {
    const outside = scratch.workspace(
      { 'precious.json': record('s1', { taskId: 'T-out', updatedAt: '2026-11-01T00:00:00.000Z' }), 'dir/x.json': '{}' },
      'bearing-outside-',
    );
    const root = upgraded({ 'claude-code/s2.json.lock': '', 'claude-code/s3.json.1.ab.tmp': '{' });
    symlinkSync(join(outside, 'precious.json'), legacy(root, 'claude-code/s1.json'));
    symlinkSync(join(outside, 'dir'), legacy(root, 'codex'));
    const { registry, notes, note } = registryHearing();
    expect(registry.boundTask(root, 'claude-code', 's1', note)).toBeUndefined();
    expect(readdirSync(legacy(root, 'claude-code')).sort()).toEqual(['s1.json', 's2.json.lock', 's3.json.1.ab.tmp']);
    expect(lstatSync(legacy(root, 'codex')).isSymbolicLink()).toBe(true);
    expect([readdirSync(join(outside, 'dir')), existsSync(moved(root))]).toEqual([['x.json'], false]);
    expect([readdirSync(join(root, '.bearing')).sort(), notes]).toEqual([['.gitignore', 'sessions'], []]);
  });

  test('outside git the records move into the user cache; on another file system as a copy with the same bytes', () => {
    const s1 = record('s1', { taskId: 'T1', updatedAt: '2026-11-01T00:00:00.000Z' });
    const root = scratch.workspace({ '.bearing/.gitignore': IGNORE, '.bearing/sessions/claude-code/s1.json': s1 }, 'bearing-upgraded-');
    const shm = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(root).dev;
    const cache = shm ? mkdtempSync('/dev/shm/bearing-cache-') : scratch.dir('bearing-cache-');
    try {
      const { registry, notes, note } = registryHearing({ BEARING_CACHE_DIR: cache });
      expect(registry.boundTask(root, 'claude-code', 's1', note)).toBe('T1');
      expect(read(join(cache, 'workspaces', stableName(root), 'sessions', 'claude-code', 's1.json'))).toBe(s1);
      expect([readdirSync(root), notes]).toEqual([[], []]);
    } finally {
      if (shm) rmSync(cache, { recursive: true, force: true });
    }
  });

  test("a linked worktree's records move into the worktree's own git directory", () => {
    const repo = scratch.repo('main');
    const linked = join(scratch.dir('bearing-linked-'), 'wt');
    repo.git('worktree', 'add', '-q', linked);
    const s1 = record('s1', { taskId: 'T1', updatedAt: '2026-11-01T00:00:00.000Z' });
    mkdirSync(legacy(linked, 'claude-code'), { recursive: true });
    writeFileSync(legacy(linked, 'claude-code/s1.json'), s1);
    expect(registryHearing().registry.boundTask(linked, 'claude-code', 's1')).toBe('T1');
    expect(read(join(repo.root, '.git', 'worktrees', 'wt', 'bearing', 'sessions', 'claude-code', 's1.json'))).toBe(s1);
    expect(readdirSync(linked).sort()).toEqual(['.git', 'README.md']);
  });

  test('without a sessions folder there is nothing to move: .bearing/ is left exactly as it is', () => {
    const root = scratch.workspace({ '.bearing/.gitignore': IGNORE, '.bearing/test-engineering/receipt.json': '{}' }, 'bearing-upgraded-');
    mkdirSync(join(root, '.git'));
    const { registry, notes, note } = registryHearing();
    expect(registry.boundTask(root, 'claude-code', 's1', note)).toBeUndefined();
    expect([readdirSync(join(root, '.bearing')).sort(), readdirSync(join(root, '.git')), notes]).toEqual([['.gitignore', 'test-engineering'], [], []]);
  });
});

/**
 * One registry call in a process of its own, as an unprivileged user where this one is root (the workspace handed
 * over to that user first), so that a read-only folder stops it as it stops any user.
 */
function asAnotherUser(call: 'boundTask' | 'claimOffer', root: string, sessionId: string): unknown {
  const root0 = process.getuid?.() === 0;
  if (root0) handOver(root, 65534);
  const script = join(__dirname, 'session-registry.process.ts');
  const run = spawnSync(process.execPath, ['-r', 'reflect-metadata', '-r', 'esbuild-register', script, call, root, sessionId], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    ...(root0 && { uid: 65534, gid: 65534 }),
  });
  if (run.status !== 0) throw new Error(`the registry process failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

function handOver(path: string, uid: number): void {
  chownSync(path, uid, uid);
  if (lstatSync(path).isDirectory()) for (const name of readdirSync(path)) handOver(join(path, name), uid);
}
