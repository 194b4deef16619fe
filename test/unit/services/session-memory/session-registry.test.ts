import { existsSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stableName } from '../../../../src/services/files/stable-name';
import { RecordStore, type RecordUpdate } from '../../../../src/services/records/record-store';
import type { StoredRecord } from '../../../../src/services/records/stored-record';
import { SessionMemoryUnavailable, SessionRegistry } from '../../../../src/services/session-memory/session-registry';

const registry = new SessionRegistry(new RecordStore());
const workspace = () => mkdtempSync(join(tmpdir(), 'bearing-sessions-'));

describe('SessionRegistry', () => {
  test('the offer is claimed once per (host, session); other sessions and hosts have their own', async () => {
    const root = workspace();
    expect(await registry.claimOffer(root, 'claude-code', 's1')).toBe(true);
    expect(await registry.claimOffer(root, 'claude-code', 's1')).toBe(false);
    expect(await registry.claimOffer(root, 'claude-code', 's2')).toBe(true);
    expect(await registry.claimOffer(root, 'codex', 's1')).toBe(true);
    const stored = JSON.parse(readFileSync(join(root, '.bearing', 'sessions', 'claude-code', 's1.json'), 'utf8'));
    expect(stored).toEqual({ schema: 1, host: 'claude-code', sessionId: 's1', offeredAt: expect.any(String), updatedAt: expect.any(String) });
    expect(readFileSync(join(root, '.bearing', '.gitignore'), 'utf8')).toContain('*');
  });

  test('a session binds to a task and keeps it', async () => {
    const root = workspace();
    expect(registry.boundTask(root, 'claude-code', 's1')).toBeUndefined();
    await registry.bind(root, 'claude-code', 's1', 'T-2');
    expect(registry.boundTask(root, 'claude-code', 's1')).toBe('T-2');
    await registry.claimOffer(root, 'claude-code', 's1');
    expect(registry.boundTask(root, 'claude-code', 's1')).toBe('T-2');
    // An event without a session id belongs to no session, bound or not.
    expect(registry.boundTask(root, 'claude-code', undefined)).toBeUndefined();
  });

  test('a session id with path characters stays inside .bearing/sessions/<host>/', async () => {
    const root = workspace();
    await registry.bind(root, 'claude-code', '../../escape/..', 'T-1');
    expect(registry.boundTask(root, 'claude-code', '../../escape/..')).toBe('T-1');
    // One record file, in the host's folder; the unescaped path would have written .bearing/escape/.
    expect(readdirSync(join(root, '.bearing', 'sessions'))).toEqual(['claude-code']);
    expect(readdirSync(join(root, '.bearing', 'sessions', 'claude-code'))).toHaveLength(1);
    expect(existsSync(join(root, '.bearing', 'escape'))).toBe(false);
  });

  test('a workspace where .bearing/ cannot be created: session memory is off, said in one line', async () => {
    const root = join(workspace(), 'not-a-folder');
    writeFileSync(root, 'a file where the workspace root should be');
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(`session memory is off in ${root}: cannot write .bearing/ (ENOTDIR)`);
    expect(registry.boundTask(root, 'claude-code', 's1')).toBeUndefined();
  });

  test('a record from a newer bearing that relies on keys this one drops: refused, file untouched', async () => {
    const root = workspace();
    const dir = join(root, '.bearing', 'sessions', 'claude-code');
    mkdirSync(dir, { recursive: true });
    const newer = JSON.stringify({ schema: 2, critical: ['lease'], host: 'claude-code', sessionId: 's1', updatedAt: '2026-11-29T00:00:00Z', lease: { until: 'x' } });
    writeFileSync(join(dir, 's1.json'), newer);
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(SessionMemoryUnavailable);
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow('this record needs a newer bearing; upgrade (it relies on lease)');
    expect(readFileSync(join(dir, 's1.json'), 'utf8')).toBe(newer);
  });

  test('reading a binding the record cannot give throws (needs a newer bearing, or damaged): unknown is not unbound', () => {
    const root = workspace();
    const dir = join(root, '.bearing', 'sessions', 'claude-code');
    mkdirSync(dir, { recursive: true });
    const record = { schema: 2, critical: ['taskId', 'futureKey'], host: 'claude-code', sessionId: 'u3', taskId: 'T4', futureKey: 1, updatedAt: '2026-11-29T00:00:00Z' };
    writeFileSync(join(dir, 'u3.json'), JSON.stringify(record));
    expect(() => registry.boundTask(root, 'claude-code', 'u3')).toThrow(SessionMemoryUnavailable);
    expect(() => registry.boundTask(root, 'claude-code', 'u3')).toThrow(`${join(dir, 'u3.json')}: this record needs a newer bearing; upgrade (it relies on futureKey)`);
    writeFileSync(join(dir, 'u4.json'), '{"schema":1,"host":"claude-code"');
    expect(() => registry.boundTask(root, 'claude-code', 'u4')).toThrow(new RegExp(`^${join(dir, 'u4.json')}: not valid JSON: `));
    writeFileSync(join(dir, 'u5.json'), JSON.stringify({ ...record, critical: undefined, sessionId: 'u5', taskId: 7 }));
    expect(() => registry.boundTask(root, 'claude-code', 'u5')).toThrow(`${join(dir, 'u5.json')}: taskId must be a string`);
    // A record without the critical mark drops what it does not know and still gives its binding.
    writeFileSync(join(dir, 'u6.json'), JSON.stringify({ ...record, critical: undefined, sessionId: 'u6' }));
    expect(registry.boundTask(root, 'claude-code', 'u6')).toBe('T4');
  });

  test('an id that is not a plain file name gets the plain part and a hash of the whole id', async () => {
    const root = workspace();
    const long = 'a'.repeat(150);
    await registry.bind(root, 'claude-code', 'team/alice bob', 'T-1');
    await registry.bind(root, 'claude-code', long, 'T-2');
    await registry.bind(root, 'claude-code', 'plain-id_1.x', 'T-3');
    expect(readdirSync(join(root, '.bearing', 'sessions', 'claude-code')).sort()).toEqual(
      [`team_alice_bob-${stableName('team/alice bob')}.json`, `${'a'.repeat(100)}-${stableName(long)}.json`, 'plain-id_1.x.json'].sort(),
    );
    expect(registry.boundTask(root, 'claude-code', long)).toBe('T-2');
  });

  test('a blank session id names no session: every offer is the first, nothing is bound, nothing is written', async () => {
    const root = workspace();
    expect(await registry.claimOffer(root, 'claude-code', '  ')).toBe(true);
    expect(await registry.claimOffer(root, 'claude-code', '  ')).toBe(true);
    await registry.bind(root, 'claude-code', '', 'T-1');
    expect(existsSync(join(root, '.bearing'))).toBe(false);
  });

  test('binding the task a session already has leaves its record as it was', async () => {
    const root = workspace();
    const dir = join(root, '.bearing', 'sessions', 'claude-code');
    mkdirSync(dir, { recursive: true });
    const record = `${JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 's1', taskId: 'T-1', updatedAt: '2020-01-01T00:00:00.000Z' }, null, 2)}\n`;
    writeFileSync(join(dir, 's1.json'), record);
    await registry.bind(root, 'claude-code', 's1', 'T-1');
    expect(readFileSync(join(dir, 's1.json'), 'utf8')).toBe(record);
    await registry.bind(root, 'claude-code', 's1', 'T-2');
    expect(JSON.parse(readFileSync(join(dir, 's1.json'), 'utf8'))).toEqual({ schema: 1, host: 'claude-code', sessionId: 's1', taskId: 'T-2', updatedAt: expect.not.stringMatching(/^2020-/) });
  });

  test('a .bearing/ that cannot be looked at: session memory is off, with the error code, as SessionMemoryUnavailable', () => {
    // A symbolic link to itself: every path through it fails with ELOOP.
    const loop = join(workspace(), 'loop');
    symlinkSync(loop, loop);
    const error = thrown(() => registry.boundTask(loop, 'claude-code', 's1'));
    expect(error).toBeInstanceOf(SessionMemoryUnavailable);
    expect(error).toMatchObject({ name: 'SessionMemoryUnavailable', message: `session memory is off in ${loop}: cannot read .bearing/ (ELOOP)` });
  });

  test('a .bearing that is no folder: the refusal is said as it is', () => {
    const root = workspace();
    writeFileSync(join(root, '.bearing'), 'a file');
    const error = thrown(() => registry.boundTask(root, 'claude-code', 's1'));
    expect(error).toMatchObject({
      name: 'SessionMemoryUnavailable',
      message: `.bearing in ${root} is not a folder: bearing keeps no session state there (remove it to let bearing remember sessions)`,
    });
  });

  test('an error without a file-system code is a bug, not an unusable workspace: it is thrown as it is', async () => {
    const bug = new Error('the record store broke');
    class BrokenStore extends RecordStore {
      override async update<T extends StoredRecord>(): Promise<RecordUpdate<T>> {
        throw bug;
      }
    }
    const broken = new SessionRegistry(new BrokenStore());
    await expect(broken.bind(workspace(), 'claude-code', 's1', 'T-1')).rejects.toBe(bug);
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
