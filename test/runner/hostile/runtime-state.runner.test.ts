import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { MULTI_TASK_PLAN } from '../../support/plans';
import { useScratch } from '../../support/scratch';
import { claude } from './hostile-workspace';
import { forNobody, runHostile, snapshotFiles, stderrLines, type HostileRun } from './hostile-hook';

/**
 * `.bearing/` as a hostile workspace may hold it: a session record truncated, garbage, written by a newer bearing,
 * not writable; the runtime directory read-only, or on a full disk. The session start still answers Claude Code
 * (its activation advice), one stderr line says what bearing could not do, the offer it cannot remember is not
 * made (an offer is never given twice), and the record it cannot understand is left exactly as it was.
 */
const scratch = useScratch();
const RECORD = ['.bearing', 'sessions', 'claude-code', 's1.json'];
const offers = (run: HostileRun) => (run.stdout.match(/<bearing-task-offer>/g) ?? []).length;

function planned() {
  const repo = scratch.repo('work');
  repo.write('plan.md', MULTI_TASK_PLAN);
  return repo;
}

function plantRecord(root: string, content: string | Buffer): string {
  const file = join(root, ...RECORD);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(join(root, '.bearing', '.gitignore'), '*\n');
  writeFileSync(file, content);
  return file;
}

async function startup(root: string, options: Parameters<typeof runHostile>[2] = {}): Promise<HostileRun> {
  const run = await runHostile(['claude-code'], claude.sessionStart(root), { cwd: root, ...options });
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout).hookSpecificOutput.additionalContext).toMatch(/^Bearing activation: ADVISE\n/);
  return run;
}

describe('.bearing/ files bearing cannot use (Claude Code SessionStart)', () => {
  test.each([
    ['truncated', '{"schema":1,"host":"claude-code","sessionId":"s1","upd', /: not valid JSON: /],
    ['garbage bytes', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0a]), /: not valid JSON: /],
    ['a JSON array', '[1,2,3]', /: a record must be a JSON object$/],
    ['from a newer bearing that relies on a key this one drops', JSON.stringify({ schema: 9, critical: ['lease'], host: 'claude-code', sessionId: 's1', updatedAt: 'x', lease: {} }), /: this record needs a newer bearing; upgrade \(it relies on lease\)$/],
  ])('%s: no offer, one line naming the file, the file untouched', async (_name, content, line) => {
    const repo = planned();
    const file = plantRecord(repo.root, content);
    const before = snapshotFiles(repo.root, ['.git']);
    const run = await startup(repo.root);
    expect(offers(run)).toBe(0);
    const lines = stderrLines(run);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^bearing: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(lines[0]).toMatch(line);
    expect(snapshotFiles(repo.root, ['.git'])).toEqual(before);
  });

  test('a FIFO where the record should be (it would block a read for good): no offer, one line, in time', async () => {
    const repo = planned();
    const file = join(repo.root, ...RECORD);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(join(repo.root, '.bearing', '.gitignore'), '*\n');
    execFileSync('mkfifo', [file]);
    const run = await startup(repo.root, { killAfterMs: 10_000 });
    expect(offers(run)).toBe(0);
    expect(stderrLines(run)).toEqual([`bearing: ${file}: not a regular file`]);
    expect(run.ms).toBeLessThan(5_000);
  });

  test('a record of 2 MB: not read, one line', async () => {
    const repo = planned();
    const file = plantRecord(repo.root, `{"schema":1,"pad":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    const run = await startup(repo.root);
    expect(offers(run)).toBe(0);
    expect(stderrLines(run)).toEqual([`bearing: ${file}: larger than 1048576 bytes (2097173)`]);
  });

  test('from a newer bearing, with keys this one does not know but nothing critical: read, offered once, the future schema kept', async () => {
    const repo = planned();
    const file = plantRecord(repo.root, JSON.stringify({ schema: 9, host: 'claude-code', sessionId: 's1', updatedAt: 'x', colour: 'teal' }));
    const first = await startup(repo.root);
    expect([offers(first), first.stderr]).toEqual([1, '']);
    expect(offers(await startup(repo.root))).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ schema: 9, host: 'claude-code', sessionId: 's1', offeredAt: expect.any(String), updatedAt: expect.any(String) });
  });

  describe('permissions (as nobody, when the tests run as root)', () => {
    test('a record file without write permission: replaced atomically (the folder is writable), offered once', async () => {
      const repo = planned();
      const file = plantRecord(repo.root, JSON.stringify({ schema: 1, host: 'claude-code', sessionId: 's1', updatedAt: 'x' }));
      forNobody(repo.root);
      chmodSync(file, 0o444);
      const env = { HOME: repo.root };
      const first = await startup(repo.root, { asNobody: true, env, unset: ['XDG_CONFIG_HOME', 'BEARING_CACHE_DIR'] });
      expect([offers(first), first.stderr]).toEqual([1, '']);
      const again = await startup(repo.root, { asNobody: true, env, unset: ['XDG_CONFIG_HOME', 'BEARING_CACHE_DIR'] });
      expect(offers(again)).toBe(0);
    });

    test('a read-only runtime directory: no offer (it could not be remembered), one line, nothing written', async () => {
      const repo = planned();
      mkdirSync(join(repo.root, '.bearing'));
      writeFileSync(join(repo.root, '.bearing', '.gitignore'), '*\n');
      forNobody(repo.root);
      chmodSync(join(repo.root, '.bearing'), 0o555);
      try {
        const run = await startup(repo.root, { asNobody: true, env: { HOME: repo.root }, unset: ['XDG_CONFIG_HOME', 'BEARING_CACHE_DIR'] });
        expect(offers(run)).toBe(0);
        expect(stderrLines(run)).toEqual([`bearing: session memory is off in ${repo.root}: cannot write .bearing/ (EACCES)`]);
        expect(readdirSync(join(repo.root, '.bearing'))).toEqual(['.gitignore']);
      } finally {
        chmodSync(join(repo.root, '.bearing'), 0o755);
      }
    });
  });

  /** A 64 KiB tmpfs mounted as the workspace's .bearing/, filled up; only where this process may mount (root). */
  const mountable = process.getuid?.() === 0 && spawnSync('mount', ['--version']).status === 0;
  (mountable ? test : test.skip)('a full disk under the runtime directory: no offer, one line, the mount left as it was', async () => {
    const repo = planned();
    const bearing = join(repo.root, '.bearing');
    mkdirSync(bearing);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', bearing]);
    if (mounted.status !== 0) return console.warn(`full-disk case not run: cannot mount a tmpfs (${mounted.stderr.toString().trim()})`);
    try {
      writeFileSync(join(bearing, '.gitignore'), '*\n');
      mkdirSync(join(bearing, 'sessions', 'claude-code'), { recursive: true });
      const fd = openSync(join(bearing, 'filler'), 'w');
      try {
        for (;;) writeSync(fd, Buffer.alloc(4096, 1));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      }
      closeSync(fd);
      const run = await startup(repo.root);
      expect(offers(run)).toBe(0);
      expect(stderrLines(run)).toEqual([`bearing: session memory is off in ${repo.root}: cannot write .bearing/ (ENOSPC)`]);
      expect(readdirSync(join(bearing, 'sessions', 'claude-code'))).toEqual([]);
    } finally {
      execFileSync('umount', [bearing]);
    }
  });
});
