import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RecordStore } from '../../../../src/services/records/record-store';
import { ensureStateFolder, existingStateFolder, StateFolderRefused } from '../../../../src/services/records/state-folders';
import { SessionMemoryUnavailable, SessionRegistry } from '../../../../src/services/session-memory/session-registry';
import { useScratch } from '../../../support/scratch';

/**
 * Regression (issue 12, defect 4): a committed `.bearing` that is a symbolic link made bearing write its session
 * records into the link's target. The state now lives in the git directory, and the same holds there: every folder
 * bearing writes to must be a real folder; a link (or a file) is never followed, replaced or removed.
 */
const scratch = useScratch();
const registry = new SessionRegistry(new RecordStore(), {});
const repository = () => {
  const root = scratch.dir('bearing-ws-');
  mkdirSync(join(root, '.git'));
  return root;
};

describe('bearing state folders are real folders, or none', () => {
  test.each([
    ['.git/bearing is a link to a folder outside', (git: string, outside: string) => symlinkSync(outside, join(git, 'bearing')), 'bearing', 'a symbolic link'],
    [
      '.git/bearing is a dangling link',
      (git: string, outside: string) => symlinkSync(join(outside, 'gone'), join(git, 'bearing')),
      'bearing',
      'a symbolic link',
    ],
    ['.git/bearing is a file', (git: string) => writeFileSync(join(git, 'bearing'), 'x'), 'bearing', 'not a folder'],
    [
      '.git/bearing/sessions is a link',
      (git: string, outside: string) => (mkdirSync(join(git, 'bearing')), symlinkSync(outside, join(git, 'bearing', 'sessions'))),
      'bearing/sessions',
      'a symbolic link',
    ],
    [
      '.git/bearing/sessions/claude-code is a link',
      (git: string, outside: string) => (
        mkdirSync(join(git, 'bearing', 'sessions'), { recursive: true }), symlinkSync(outside, join(git, 'bearing', 'sessions', 'claude-code'))
      ),
      'bearing/sessions/claude-code',
      'a symbolic link',
    ],
  ])('%s: no write, no read through it, one line that says so', async (_name, plant, where, what) => {
    const root = repository();
    const outside = scratch.dir('bearing-outside-');
    plant(join(root, '.git'), outside);
    const line = `${where} in ${join(root, '.git')} is ${what}: bearing keeps no session state there (remove it to let bearing remember sessions)`;
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(new SessionMemoryUnavailable(line));
    await expect(registry.bind(root, 'claude-code', 's1', 'T1')).rejects.toThrow(new SessionMemoryUnavailable(line));
    expect(() => registry.boundTask(root, 'claude-code', 's1')).toThrow(new SessionMemoryUnavailable(line));
    expect(readdirSync(outside)).toEqual([]);
  });

  test('a record file that is a link is not read through, and a write replaces the link, never its target', async () => {
    const root = repository();
    const outside = scratch.dir('bearing-outside-');
    const target = join(outside, 'precious.json');
    writeFileSync(target, JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 's1', taskId: 'T9', updatedAt: 'x' }));
    const sessions = ensureStateFolder(join(root, '.git'), ['bearing', 'sessions', 'claude-code']);
    symlinkSync(target, join(sessions, 's1.json'));
    expect(() => registry.boundTask(root, 'claude-code', 's1')).toThrow(`${join(sessions, 's1.json')}: a symbolic link, not a record: not followed`);
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(`${join(sessions, 's1.json')}: a symbolic link, not a record: not followed`);
    expect(JSON.parse(readFileSync(target, 'utf8')).taskId).toBe('T9');
  });

  test('a lock file planted as a link is never written through', async () => {
    const root = repository();
    const outside = scratch.dir('bearing-outside-');
    const sessions = ensureStateFolder(join(root, '.git'), ['bearing', 'sessions', 'claude-code']);
    symlinkSync(join(outside, 'lock-target'), join(sessions, 's1.json.lock'));
    // Taken for a lock another process holds: session memory is off for this call, said in one line.
    await expect(registry.claimOffer(root, 'claude-code', 's1')).rejects.toThrow(
      new SessionMemoryUnavailable(`${join(sessions, 's1.json.lock')} is held by another process`),
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  test('a real folder is used and made, private to the user; nothing is created to read', () => {
    const base = scratch.dir('bearing-base-');
    expect(existingStateFolder(base, ['bearing', 'sessions'])).toBeUndefined();
    expect(readdirSync(base)).toEqual([]);
    expect(ensureStateFolder(base, ['bearing', 'sessions', 'codex'])).toBe(join(base, 'bearing', 'sessions', 'codex'));
    expect(existingStateFolder(base, ['bearing', 'sessions', 'codex'])).toBe(join(base, 'bearing', 'sessions', 'codex'));
    expect(ensureStateFolder(base, ['bearing', 'sessions', 'codex'])).toBe(join(base, 'bearing', 'sessions', 'codex'));
    expect(lstatSync(join(base, 'bearing')).mode & 0o777).toBe(0o700);
    // A path through a file holds nothing, as a missing one does.
    writeFileSync(join(base, 'file'), 'x');
    expect(existingStateFolder(join(base, 'file'), ['sessions'])).toBeUndefined();
    expect(existingStateFolder(base, [])).toBe(base);
  });

  test('the refusal is its own error type, named so, and names the path from the base', () => {
    const base = scratch.dir('bearing-base-');
    symlinkSync(tmpdir(), join(base, 'bearing'));
    expect(() => ensureStateFolder(base, ['bearing'])).toThrow(StateFolderRefused);
    expect(() => existingStateFolder(base, ['bearing', 'x'])).toThrow(
      expect.objectContaining({ name: 'StateFolderRefused', message: expect.stringMatching(/^bearing in /) }),
    );
  });

  test('a folder that already exists is taken as made only when it is a real folder', () => {
    // "sessions/" over a file: lstat sees no folder through the file, mkdir reports the name taken. The name taken
    // by something other than a folder must not pass for a folder another hook process made a moment ago.
    const base = scratch.dir('bearing-base-');
    mkdirSync(join(base, 'bearing'));
    writeFileSync(join(base, 'bearing', 'sessions'), 'x');
    expect(() => ensureStateFolder(base, ['bearing', 'sessions/'])).toThrow(expect.objectContaining({ code: 'EEXIST', syscall: 'mkdir' }));
    expect(readFileSync(join(base, 'bearing', 'sessions'), 'utf8')).toBe('x');
  });

  test('a folder that cannot be made throws the file system error of making it, and nothing is made', () => {
    const base = join(scratch.dir('bearing-base-'), 'gone');
    expect(() => ensureStateFolder(base, ['bearing', 'sessions'])).toThrow(
      expect.objectContaining({ code: 'ENOENT', syscall: 'mkdir', path: join(base, 'bearing') }),
    );
    expect(existsSync(base)).toBe(false);
  });
});
