import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stableName } from '../../../../src/services/files/stable-name';
import { RecordStore, type RecordUpdate } from '../../../../src/services/records/record-store';
import type { StoredRecord } from '../../../../src/services/records/stored-record';
import { SessionMemoryUnavailable, SessionRegistry } from '../../../../src/services/session-memory/session-registry';
import { useScratch } from '../../../support/scratch';

const scratch = useScratch();
/** A workspace in a repository (a `.git` folder is all git needs to be found), and its records' folder. */
const repository = () => {
  const root = scratch.dir('bearing-sessions-');
  mkdirSync(join(root, '.git'));
  return root;
};
const recordsOf = (root: string, host = 'claude-code') => join(root, '.git', 'bearing', 'sessions', host);
const registry = new SessionRegistry(new RecordStore(), {});

describe('SessionRegistry in a repository: the records live in <git dir>/bearing/sessions/<host>/', () => {
  test('the offer is claimed once per (host, session); other sessions and hosts have their own; nothing in the work tree', async () => {
    const root = repository();
    expect(await registry.claimOffer(root, 'claude-code', 's1')).toBe(true);
    expect(await registry.claimOffer(root, 'claude-code', 's1')).toBe(false);
    expect(await registry.claimOffer(root, 'claude-code', 's2')).toBe(true);
    expect(await registry.claimOffer(root, 'codex', 's1')).toBe(true);
    const stored = JSON.parse(readFileSync(join(recordsOf(root), 's1.json'), 'utf8'));
    expect(stored).toEqual({ schema: 1, host: 'claude-code', sessionId: 's1', offeredAt: expect.any(String), updatedAt: expect.any(String) });
    expect(readdirSync(root)).toEqual(['.git']);
    expect(readdirSync(join(root, '.git', 'bearing'))).toEqual(['sessions']);
    expect(readdirSync(join(root, '.git', 'bearing', 'sessions')).sort()).toEqual(['claude-code', 'codex']);
    expect(lstatSync(join(root, '.git', 'bearing')).mode & 0o777).toBe(0o700);
  });

  test('a session binds to a task and keeps it', async () => {
    const root = repository();
    expect(registry.boundTask(root, 'claude-code', 's1')).toBeUndefined();
    await registry.bind(root, 'claude-code', 's1', 'T-2');
    expect(registry.boundTask(root, 'claude-code', 's1')).toBe('T-2');
    await registry.claimOffer(root, 'claude-code', 's1');
    expect(registry.boundTask(root, 'claude-code', 's1')).toBe('T-2');
    // An event without a session id belongs to no session, bound or not.
    expect(registry.boundTask(root, 'claude-code', undefined)).toBeUndefined();
  });

  test('reading creates nothing', () => {
    const root = repository();
    expect(registry.boundTask(root, 'claude-code', 's1')).toBeUndefined();
    expect(readdirSync(join(root, '.git'))).toEqual([]);
  });

  test("a linked worktree keeps its sessions in its own git directory, apart from the main worktree's", async () => {
    const repo = scratch.repo('main');
    const linked = join(scratch.dir('bearing-linked-'), 'wt');
    repo.git('worktree', 'add', '-q', linked);
    await registry.bind(linked, 'claude-code', 's1', 'T-linked');
    await registry.bind(repo.root, 'claude-code', 's1', 'T-main');
    expect(JSON.parse(readFileSync(join(repo.root, '.git', 'worktrees', 'wt', 'bearing', 'sessions', 'claude-code', 's1.json'), 'utf8')).taskId).toBe(
      'T-linked',
    );
    expect(JSON.parse(readFileSync(join(recordsOf(repo.root), 's1.json'), 'utf8')).taskId).toBe('T-main');
    expect(registry.boundTask(linked, 'claude-code', 's1')).toBe('T-linked');
    expect(readdirSync(linked).sort()).toEqual(['.git', 'README.md']);
  });

  test('a session id with path characters stays inside sessions/<host>/', async () => {
    const root = repository();
    await registry.bind(root, 'claude-code', '../../escape/..', 'T-1');
    expect(registry.boundTask(root, 'claude-code', '../../escape/..')).toBe('T-1');
    // One record file, in the host's folder; the unescaped path would have written .git/bearing/escape/.
    expect(readdirSync(join(root, '.git', 'bearing', 'sessions'))).toEqual(['claude-code']);
    expect(readdirSync(recordsOf(root))).toHaveLength(1);
    expect(readdirSync(join(root, '.git', 'bearing'))).toEqual(['sessions']);
  });

  test('a git directory where the state folder cannot be made: session memory is off, said in one line; reading finds nothing', async () => {
    const root = scratch.dir('bearing-sessions-');
    const gone = join(root, 'gone', 'gitdir');
    writeFileSync(join(root, '.git'), `gitdir: ${gone}\n`);
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(
      new SessionMemoryUnavailable(`session memory is off in ${root}: cannot write ${join(gone, 'bearing')} (ENOENT)`),
    );
    expect(registry.boundTask(root, 'claude-code', 's1')).toBeUndefined();
    expect(readdirSync(root)).toEqual(['.git']);
  });

  test('a record from a newer bearing that relies on keys this one drops: refused, file untouched', async () => {
    const root = repository();
    const dir = recordsOf(root);
    mkdirSync(dir, { recursive: true });
    const newer = JSON.stringify({
      schema: 2,
      critical: ['lease'],
      host: 'claude-code',
      sessionId: 's1',
      updatedAt: '2026-11-29T00:00:00Z',
      lease: { until: 'x' },
    });
    writeFileSync(join(dir, 's1.json'), newer);
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(SessionMemoryUnavailable);
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(
      `${join(dir, 's1.json')}: this record needs a newer bearing; upgrade (it relies on lease)`,
    );
    expect(readFileSync(join(dir, 's1.json'), 'utf8')).toBe(newer);
  });

  test('reading a binding the record cannot give throws (needs a newer bearing, or damaged): unknown is not unbound', () => {
    const root = repository();
    const dir = recordsOf(root);
    mkdirSync(dir, { recursive: true });
    const record = {
      schema: 2,
      critical: ['taskId', 'futureKey'],
      host: 'claude-code',
      sessionId: 'u3',
      taskId: 'T4',
      futureKey: 1,
      updatedAt: '2026-11-29T00:00:00Z',
    };
    writeFileSync(join(dir, 'u3.json'), JSON.stringify(record));
    expect(() => registry.boundTask(root, 'claude-code', 'u3')).toThrow(SessionMemoryUnavailable);
    expect(() => registry.boundTask(root, 'claude-code', 'u3')).toThrow(
      `${join(dir, 'u3.json')}: this record needs a newer bearing; upgrade (it relies on futureKey)`,
    );
    writeFileSync(join(dir, 'u4.json'), '{"schema":1,"host":"claude-code"');
    expect(() => registry.boundTask(root, 'claude-code', 'u4')).toThrow(new RegExp(`^${join(dir, 'u4.json')}: not valid JSON: `));
    writeFileSync(join(dir, 'u5.json'), JSON.stringify({ ...record, critical: undefined, sessionId: 'u5', taskId: 7 }));
    expect(() => registry.boundTask(root, 'claude-code', 'u5')).toThrow(`${join(dir, 'u5.json')}: taskId must be a string`);
    // A record without the critical mark drops what it does not know and still gives its binding.
    writeFileSync(join(dir, 'u6.json'), JSON.stringify({ ...record, critical: undefined, sessionId: 'u6' }));
    expect(registry.boundTask(root, 'claude-code', 'u6')).toBe('T4');
  });

  test('an id that is not a plain file name gets the plain part and a hash of the whole id', async () => {
    const root = repository();
    const long = 'a'.repeat(150);
    await registry.bind(root, 'claude-code', 'team/alice bob', 'T-1');
    await registry.bind(root, 'claude-code', long, 'T-2');
    await registry.bind(root, 'claude-code', 'plain-id_1.x', 'T-3');
    expect(readdirSync(recordsOf(root)).sort()).toEqual(
      [`team_alice_bob-${stableName('team/alice bob')}.json`, `${'a'.repeat(100)}-${stableName(long)}.json`, 'plain-id_1.x.json'].sort(),
    );
    expect(registry.boundTask(root, 'claude-code', long)).toBe('T-2');
  });

  test('a blank session id names no session: every offer is the first, nothing is bound, nothing is written', async () => {
    const root = repository();
    expect(await registry.claimOffer(root, 'claude-code', '  ')).toBe(true);
    expect(await registry.claimOffer(root, 'claude-code', '  ')).toBe(true);
    await registry.bind(root, 'claude-code', '', 'T-1');
    expect(readdirSync(join(root, '.git'))).toEqual([]);
  });

  test('binding the task a session already has leaves its record as it was', async () => {
    const root = repository();
    const dir = recordsOf(root);
    mkdirSync(dir, { recursive: true });
    const record = `${JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 's1', taskId: 'T-1', updatedAt: '2020-01-01T00:00:00.000Z' }, null, 2)}\n`;
    writeFileSync(join(dir, 's1.json'), record);
    await registry.bind(root, 'claude-code', 's1', 'T-1');
    expect(readFileSync(join(dir, 's1.json'), 'utf8')).toBe(record);
    await registry.bind(root, 'claude-code', 's1', 'T-2');
    expect(JSON.parse(readFileSync(join(dir, 's1.json'), 'utf8'))).toEqual({
      schema: 1,
      host: 'claude-code',
      sessionId: 's1',
      taskId: 'T-2',
      updatedAt: expect.not.stringMatching(/^2020-/),
    });
  });

  test('a state folder that cannot be looked at: session memory is off, with the error code, as SessionMemoryUnavailable', () => {
    // The git directory named through a symbolic link to itself: every path through it fails with ELOOP.
    const root = scratch.dir('bearing-sessions-');
    symlinkSync(join(root, 'loop'), join(root, 'loop'));
    writeFileSync(join(root, '.git'), `gitdir: ${join(root, 'loop', 'git')}\n`);
    const error = thrown(() => registry.boundTask(root, 'claude-code', 's1'));
    expect(error).toBeInstanceOf(SessionMemoryUnavailable);
    expect(error).toMatchObject({
      name: 'SessionMemoryUnavailable',
      message: `session memory is off in ${root}: cannot read ${join(root, 'loop', 'git', 'bearing')} (ELOOP)`,
    });
  });

  test('a .git/bearing that is no folder: the refusal is said as it is', () => {
    const root = repository();
    writeFileSync(join(root, '.git', 'bearing'), 'a file');
    const error = thrown(() => registry.boundTask(root, 'claude-code', 's1'));
    expect(error).toMatchObject({
      name: 'SessionMemoryUnavailable',
      message: `bearing in ${join(root, '.git')} is not a folder: bearing keeps no session state there (remove it to let bearing remember sessions)`,
    });
  });

  test('an error without a file-system code is a bug, not an unusable workspace: it is thrown as it is', async () => {
    const bug = new Error('the record store broke');
    class BrokenStore extends RecordStore {
      override async update<T extends StoredRecord>(): Promise<RecordUpdate<T>> {
        throw bug;
      }
    }
    const broken = new SessionRegistry(new BrokenStore(), {});
    await expect(broken.bind(repository(), 'claude-code', 's1', 'T-1')).rejects.toBe(bug);
  });
});

describe('SessionRegistry outside git: the records live in <user cache>/workspaces/<stableName(root)>/sessions/<host>/', () => {
  test('each workspace has its own folder in the user cache, private to the user; nothing in the workspace', async () => {
    const cache = join(scratch.dir('bearing-cache-'), 'made-on-first-write');
    const inCache = new SessionRegistry(new RecordStore(), { BEARING_CACHE_DIR: cache });
    const [one, two] = [scratch.dir('bearing-plain-'), scratch.dir('bearing-plain-')];
    expect(inCache.boundTask(one, 'claude-code', 's1')).toBeUndefined();
    expect(existsSync(cache)).toBe(false);
    await inCache.bind(one, 'claude-code', 's1', 'T-one');
    await inCache.bind(two, 'claude-code', 's1', 'T-two');
    expect(readdirSync(join(cache, 'workspaces')).sort()).toEqual([stableName(one), stableName(two)].sort());
    expect(JSON.parse(readFileSync(join(cache, 'workspaces', stableName(one), 'sessions', 'claude-code', 's1.json'), 'utf8')).taskId).toBe('T-one');
    expect([inCache.boundTask(one, 'claude-code', 's1'), inCache.boundTask(two, 'claude-code', 's1')]).toEqual(['T-one', 'T-two']);
    expect([cache, join(cache, 'workspaces'), join(cache, 'workspaces', stableName(one))].map((d) => lstatSync(d).mode & 0o777)).toEqual([0o700, 0o700, 0o700]);
    expect([readdirSync(one), readdirSync(two)]).toEqual([[], []]);
  });

  test('a cache folder others can write to is refused: whoever can write there could hand a session a task', async () => {
    const cache = scratch.dir('bearing-cache-');
    chmodSync(cache, 0o777);
    const inCache = new SessionRegistry(new RecordStore(), { BEARING_CACHE_DIR: cache });
    const root = scratch.dir('bearing-plain-');
    const line = `${cache} is not a folder private to this user: bearing keeps no session state there (make it one to let bearing remember sessions)`;
    await expect(inCache.bind(root, 'claude-code', 's1', 'T-1')).rejects.toThrow(new SessionMemoryUnavailable(line));
    expect(() => inCache.boundTask(root, 'claude-code', 's1')).toThrow(new SessionMemoryUnavailable(line));
    expect(readdirSync(cache)).toEqual([]);
  });

  test('no repository and no cache folder named: nothing is read, and a write is refused in one line', async () => {
    const root = scratch.dir('bearing-plain-');
    expect(registry.boundTask(root, 'claude-code', 's1')).toBeUndefined();
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(
      new SessionMemoryUnavailable(
        `session memory is off in ${root}: it is in no git repository, and no user cache folder is named (BEARING_CACHE_DIR, XDG_CACHE_HOME, LOCALAPPDATA or HOME)`,
      ),
    );
    expect(readdirSync(root)).toEqual([]);
  });
});

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}
