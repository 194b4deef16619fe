import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordStore } from '../../../../src/services/records/record-store';
import { ensureRuntimeDirectory, existingRuntimeDirectory, RuntimeDirectoryRefused } from '../../../../src/services/records/runtime-directory';
import { SessionMemoryUnavailable, SessionRegistry } from '../../../../src/services/session-memory/session-registry';

/**
 * Regression (issue 12, defect 4): a committed `.bearing` that is a symbolic link made bearing write its session
 * records into the link's target, outside the workspace. Now the runtime directory, and every folder in it bearing
 * writes to, must be a real folder; a link (or a file) is never followed, replaced or removed.
 */
const registry = new SessionRegistry(new RecordStore());
const folder = (prefix: string) => realpathSync(mkdtempSync(join(tmpdir(), prefix)));

describe('the runtime directory is a real folder inside the workspace, or none', () => {
  test.each([
    ['.bearing is a link to a folder outside', (root: string, outside: string) => symlinkSync(outside, join(root, '.bearing')), '.bearing', 'a symbolic link'],
    ['.bearing is a dangling link', (root: string, outside: string) => symlinkSync(join(outside, 'gone'), join(root, '.bearing')), '.bearing', 'a symbolic link'],
    ['.bearing is a file', (root: string) => writeFileSync(join(root, '.bearing'), 'x'), '.bearing', 'not a folder'],
    ['.bearing/sessions is a link', (root: string, outside: string) => (mkdirSync(join(root, '.bearing')), symlinkSync(outside, join(root, '.bearing', 'sessions'))), '.bearing/sessions', 'a symbolic link'],
    [
      '.bearing/sessions/claude-code is a link',
      (root: string, outside: string) => (mkdirSync(join(root, '.bearing', 'sessions'), { recursive: true }), symlinkSync(outside, join(root, '.bearing', 'sessions', 'claude-code'))),
      '.bearing/sessions/claude-code',
      'a symbolic link',
    ],
  ])('%s: no write, no read through it, one line that says so', async (_name, plant, where, what) => {
    const root = folder('bearing-ws-');
    const outside = folder('bearing-outside-');
    plant(root, outside);
    const line = `${where} in ${root} is ${what}: bearing keeps no session state there (remove it to let bearing remember sessions)`;
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(line);
    await expect(registry.bind(root, 'claude-code', 's1', 'T1')).rejects.toThrow(line);
    expect(() => registry.boundTask(root, 'claude-code', 's1')).toThrow(line);
    expect(readdirSync(outside)).toEqual([]);
  });

  test('a record file that is a link is not read through, and a write replaces the link, never its target', async () => {
    const root = folder('bearing-ws-');
    const outside = folder('bearing-outside-');
    const target = join(outside, 'precious.json');
    writeFileSync(target, JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 's1', taskId: 'T9', updatedAt: 'x' }));
    const sessions = ensureRuntimeDirectory(root, 'sessions', 'claude-code');
    symlinkSync(target, join(sessions, 's1.json'));
    expect(() => registry.boundTask(root, 'claude-code', 's1')).toThrow('a symbolic link, not a record: not followed');
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow('a symbolic link, not a record: not followed');
    expect(JSON.parse(readFileSync(target, 'utf8')).taskId).toBe('T9');
  });

  test('a lock file planted as a link is never written through', async () => {
    const root = folder('bearing-ws-');
    const outside = folder('bearing-outside-');
    const sessions = ensureRuntimeDirectory(root, 'sessions', 'claude-code');
    symlinkSync(join(outside, 'lock-target'), join(sessions, 's1.json.lock'));
    // Taken for a lock another process holds: session memory is off for this call, said in one line.
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(new SessionMemoryUnavailable(`${join(sessions, 's1.json.lock')} is held by another process`));
    expect(readdirSync(outside)).toEqual([]);
  });

  test('a real folder is used and made as before; nothing is created to read', () => {
    const root = folder('bearing-ws-');
    expect(existingRuntimeDirectory(root)).toBeUndefined();
    expect(existsSync(join(root, '.bearing'))).toBe(false);
    expect(ensureRuntimeDirectory(root, 'sessions', 'codex')).toBe(join(root, '.bearing', 'sessions', 'codex'));
    expect(existingRuntimeDirectory(root, 'sessions', 'codex')).toBe(join(root, '.bearing', 'sessions', 'codex'));
    expect(readFileSync(join(root, '.bearing', '.gitignore'), 'utf8')).toBe('# bearing runtime state: never committed\n*\n');
    expect(() => existingRuntimeDirectory(join(root, '.bearing', '.gitignore'))).not.toThrow();
  });

  test('the refusal is its own error type, named so', () => {
    const root = folder('bearing-ws-');
    symlinkSync(tmpdir(), join(root, '.bearing'));
    expect(() => ensureRuntimeDirectory(root)).toThrow(RuntimeDirectoryRefused);
    expect(() => ensureRuntimeDirectory(root)).toThrow(expect.objectContaining({ name: 'RuntimeDirectoryRefused' }));
  });

  test('a folder that already exists is taken as made only when it is a real folder', () => {
    // "sessions/" over a file: lstat sees no folder through the file, mkdir reports the name taken. The name taken
    // by something other than a folder must not pass for a folder another hook process made a moment ago.
    const root = folder('bearing-ws-');
    mkdirSync(join(root, '.bearing'));
    writeFileSync(join(root, '.bearing', 'sessions'), 'x');
    expect(() => ensureRuntimeDirectory(root, 'sessions/')).toThrow(expect.objectContaining({ code: 'EEXIST', syscall: 'mkdir' }));
    expect(readFileSync(join(root, '.bearing', 'sessions'), 'utf8')).toBe('x');
  });

  test('a folder that cannot be made throws the file system error of making it, and nothing is made', () => {
    const root = join(folder('bearing-ws-'), 'gone');
    expect(() => ensureRuntimeDirectory(root, 'sessions')).toThrow(expect.objectContaining({ code: 'ENOENT', syscall: 'mkdir', path: join(root, '.bearing') }));
    expect(existsSync(root)).toBe(false);
  });
});
