import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkForPlans } from '../../../src/services/plan/plan-file.walker';
import { DEFAULT_PLAN_SCAN_LIMITS, type PlanScanLimits } from '../../../src/services/plan/plan-scan.limits';
import { useScratch } from '../../support/scratch';

const scratch = useScratch();
const workspace = (files: Record<string, string> = {}) => scratch.workspace(files, 'bearing-walk-');
const walk = (root: string, limits: Partial<PlanScanLimits> = {}) => walkForPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, ...limits });
const paths = (root: string, limits: Partial<PlanScanLimits> = {}) => walk(root, limits).candidates.map((c) => c.path);

const LEAD_BOUND = 'entries in the root, docs/, plans/ and .agents/';
const LATER_BOUND = 'entries beyond the root, docs/, plans/ and .agents/';

describe('walkForPlans: folders it cannot list', () => {
  test('a root that is a file: one problem, for the root itself, and nothing for docs/, plans/ or .agents/ under it', () => {
    const file = join(workspace(), 'plan.md');
    writeFileSync(file, '# not a folder\n');
    expect(walk(file)).toStrictEqual({ candidates: [], problems: ['.: ENOTDIR'] });
  });

  test('a root that does not exist is an empty walk, not a problem', () => {
    expect(walk(join(workspace(), 'gone'))).toStrictEqual({ candidates: [], problems: [] });
  });

  test('a folder whose path is too long to open: a problem named by its path from the root, and the walk goes on', () => {
    const root = workspace({ 'zz/plan.md': '' });
    // PATH_MAX is 4096: the 16th nested folder lands past it whatever the temporary folder's length, its parent well before.
    const segment = 's'.repeat(250);
    const pad = 'p'.repeat(4199 - root.length - 16 * 251);
    try {
      // Made one relative step at a time, from inside: no absolute path that long can be passed to mkdir.
      const chain = `process.chdir(process.argv[1]); for (const name of process.argv.slice(2)) { fs.mkdirSync(name); process.chdir(name); }`;
      execFileSync(process.execPath, ['-e', chain, root, pad, ...Array<string>(16).fill(segment)]);
      const deepest = [pad, ...Array<string>(16).fill(segment)].join('/');
      expect(walk(root, { maxDepth: 20 })).toStrictEqual({
        candidates: [{ path: 'zz/plan.md', absolute: join(root, 'zz', 'plan.md'), depth: 1, rank: 0 }],
        problems: [`${deepest}: ENAMETOOLONG`],
      });
    } finally {
      // rmSync cannot reach past PATH_MAX; rm walks by descriptor.
      execFileSync('rm', ['-rf', join(root, pad)]);
    }
  });

  test('every folder it lists is closed again', () => {
    const root = workspace({ 'a/x.md': '', 'b/c/y.md': '', 'docs/z.md': '', 'plans/w.md': '' });
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    expect(paths(root)).toEqual(['docs/z.md', 'plans/w.md', 'a/x.md', 'b/c/y.md']);
    expect(open()).toBe(before);
  });
});

describe('walkForPlans: entry bounds', () => {
  test('a bound of N takes N entries: the Nth is seen, the N+1st is not', () => {
    const exact = workspace({ 'a.md': '', 'b.md': '', 'c.md': '' });
    expect(paths(exact, { maxLeadEntries: 3 })).toEqual(['a.md', 'b.md', 'c.md']);
    expect(walk(exact, { maxLeadEntries: 3 })).not.toHaveProperty('truncated');
    const over = workspace({ 'a.md': '', 'b.md': '', 'c.md': '', 'd.md': '' });
    const cut = walk(over, { maxLeadEntries: 3 });
    expect([cut.candidates.length, cut.truncated]).toEqual([3, `3 ${LEAD_BOUND}`]);
  });

  test('past the lead, a folder cut short ends the walk: no later folder is listed', () => {
    const root = workspace({ 'a/1.txt': '', 'a/2.txt': '', 'a/3.txt': '' });
    execFileSync('mkdir', [join(root, 'b'), join(root, 'c')]);
    // Had the walk gone on, c/ would be the fourth folder, over the folder bound.
    expect(walk(root, { maxEntries: 2, maxDirectories: 3 })).toStrictEqual({ candidates: [], problems: [], truncated: `2 ${LATER_BOUND}` });
  });

  test('a folder that uses its bound to the last entry does not end the walk: the next entry is the one over it', () => {
    const root = workspace({ 'a/x.md': '', 'a/y.md': '', 'b/plan.md': '' });
    const result = walk(root, { maxEntries: 2 });
    expect(result.candidates.map((c) => c.path)).toEqual(['a/x.md', 'a/y.md']);
    expect(result.truncated).toBe(`2 ${LATER_BOUND}`);
  });

  test('both bounds met: each said once, joined by "and"', () => {
    // docs/ uses up the lead bound (the root then reads nothing), and its two subfolders seen exceed the folder bound.
    const root = workspace({ 'docs/a/1.md': '', 'docs/b/1.md': '', 'docs/c/1.md': '', 'x.md': '' });
    expect(walk(root, { maxLeadEntries: 2, maxDirectories: 3 }).truncated).toBe(`2 ${LEAD_BOUND} and 3 folders`);
  });
});

describe('walkForPlans: which folders come first', () => {
  test('under docs/, plans/ and .agents/ every folder is plan-like: docs/zzz/ is listed before a root myplans/', () => {
    const root = workspace({ 'docs/zzz/plan.md': '', 'myplans/plan.md': '' });
    expect(walk(root, { maxDirectories: 3 })).toStrictEqual({
      candidates: [{ path: 'docs/zzz/plan.md', absolute: join(root, 'docs', 'zzz', 'plan.md'), depth: 2, rank: 0 }],
      problems: [],
      truncated: '3 folders',
    });
  });

  test('the root is not plan-like, but a plan-like folder passes it on: bplan/zz/ is listed before aaa/', () => {
    const root = workspace({ 'aaa/plan.md': '', 'bplan/zz/plan.md': '' });
    expect(walk(root, { maxDirectories: 3 })).toStrictEqual({
      candidates: [{ path: 'bplan/zz/plan.md', absolute: join(root, 'bplan', 'zz', 'plan.md'), depth: 2, rank: 0 }],
      problems: [],
      truncated: '3 folders',
    });
  });

  // a/<name>/ is listed before b/ only if <name> is plan-like (the folder bound lets one of them in).
  test.each([
    ['docs', 'a/docs/plan.md'],
    ['Docs', 'a/Docs/plan.md'],
    ['.agents', 'a/.agents/plan.md'],
    ['myplans', 'a/myplans/plan.md'],
    ['PLANNING', 'a/PLANNING/plan.md'],
    ['zzz', 'b/plan.md'],
    ['agents', 'b/plan.md'],
    ['doc', 'b/plan.md'],
  ])('a folder named %s below the root: %s is read', (name, read) => {
    const root = workspace({ [`a/${name}/plan.md`]: '', 'b/plan.md': '' });
    expect(paths(root, { maxDirectories: 3 })).toEqual([read]);
  });

  test('siblings are listed docs, plans, then by name, whatever order the disk returns them in', () => {
    const root = workspace(Object.fromEntries(['zz', 'plans', 'aa', 'docs', 'mm', 'bb'].map((n) => [`docs/${n}/plan.md`, ''])));
    expect(walk(root, { maxDirectories: 5 })).toMatchObject({ truncated: '5 folders' });
    expect(paths(root, { maxDirectories: 5 })).toEqual(['docs/docs/plan.md', 'docs/plans/plan.md', 'docs/aa/plan.md']);
  });

  test('ordinary siblings are listed by name, whatever order the disk returns them in', () => {
    const root = workspace(Object.fromEntries(['e', 'c', 'h', 'a', 'g', 'b', 'f', 'd'].map((n) => [`${n}/plan.md`, ''])));
    expect(paths(root, { maxDirectories: 4 })).toEqual(['a/plan.md', 'b/plan.md', 'c/plan.md']);
  });

  test('a docs/ below the root is walked even where the root has a docs/ of its own', () => {
    const root = workspace({ 'docs/a.md': '', 'src/docs/plan.md': '' });
    expect(paths(root)).toEqual(['src/docs/plan.md', 'docs/a.md']);
  });

  test('.agents/ below the root is entered; other dot-folders are not', () => {
    const root = workspace({ 'a/.agents/plan.md': '', 'a/.git/plan.md': '', 'a/.cache/plan.md': '' });
    expect(paths(root)).toEqual(['a/.agents/plan.md']);
  });
});
