import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordStore } from '../../../../src/services/records/record-store';
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
});

