import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarkdownPlanReader } from '../../../src/services/plan/markdown-plan.reader';
import type { PlanReader } from '../../../src/services/plan/plan.reader';
import { writePlanSkeleton, type PlanInitRequest } from '../../../src/services/plan/plan-skeleton.writer';
import { READY_PLAN } from '../../support/plans';
import { makeWorkspace, removeWorkspace } from '../../support/workspace';

const roots: string[] = [];
afterAll(() => roots.forEach(removeWorkspace));
function workspace(files: Record<string, string> = {}): string {
  const root = makeWorkspace(files);
  roots.push(root);
  return root;
}

const SKELETON = '# Plan\n\n- journey: w\n\n### task_id: T1\n- status: READY\n';
const init = (root: string, options: Partial<PlanInitRequest> = {}) =>
  writePlanSkeleton({ root, text: SKELETON, force: false, dryRun: false, ...options }, () => new MarkdownPlanReader());
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const names = (root: string) => readdirSync(root).sort();

describe('writePlanSkeleton: a plan where the reader looks, and nothing a user wrote lost', () => {
  test('a workspace without a plan: plan.md written, and the reader finds it', () => {
    const root = workspace({ 'README.md': '# hi\n' });
    // Strict: no backup key at all where nothing was backed up.
    expect(init(root)).toStrictEqual({ kind: 'written', file: 'plan.md', otherPlans: [], readBack: true });
    expect(read(root, 'plan.md')).toBe(SKELETON);
    expect(names(root)).toEqual(['README.md', 'plan.md']);
  });

  test('plan.md exists, plan or not: refused, the file byte for byte as it was', () => {
    const notes = workspace({ 'plan.md': 'my notes\n' });
    expect(init(notes)).toEqual({ kind: 'exists', file: 'plan.md', fileExists: true, plans: [] });
    expect(read(notes, 'plan.md')).toBe('my notes\n');
    const planned = workspace({ 'plan.md': READY_PLAN });
    expect(init(planned)).toEqual({ kind: 'exists', file: 'plan.md', fileExists: true, plans: ['plan.md'] });
    expect(read(planned, 'plan.md')).toBe(READY_PLAN);
    // A dry run answers as the real run would.
    expect(init(planned, { dryRun: true })).toMatchObject({ kind: 'exists' });
  });

  test('a plan elsewhere (docs/plan.md): refused, nothing written, the plan named', () => {
    const root = workspace({ 'docs/plan.md': READY_PLAN });
    expect(init(root)).toEqual({ kind: 'exists', file: 'plan.md', fileExists: false, plans: ['docs/plan.md'] });
    expect(names(root)).toEqual(['docs']);
  });

  test('--force over plan.md: the old text kept in plan.md.bak, then plan.md.bak.2; no backup is ever overwritten', () => {
    const root = workspace({ 'plan.md': READY_PLAN });
    expect(init(root, { force: true })).toEqual({ kind: 'written', file: 'plan.md', backup: 'plan.md.bak', otherPlans: [], readBack: true });
    expect(read(root, 'plan.md.bak')).toBe(READY_PLAN);
    expect(read(root, 'plan.md')).toBe(SKELETON);
    writeFileSync(join(root, 'plan.md'), 'edited since\n');
    expect(init(root, { force: true })).toMatchObject({ kind: 'written', backup: 'plan.md.bak.2' });
    expect([read(root, 'plan.md.bak'), read(root, 'plan.md.bak.2'), read(root, 'plan.md')]).toEqual([READY_PLAN, 'edited since\n', SKELETON]);
    // A backup is not a Markdown name: the reader never takes it for a plan.
    expect(new MarkdownPlanReader().read(root).documents).toEqual(['plan.md']);
  });

  test('--force beside a plan elsewhere: written, and that plan reported (the reader merges the two)', () => {
    const root = workspace({ 'docs/plan.md': READY_PLAN });
    expect(init(root, { force: true })).toStrictEqual({ kind: 'written', file: 'plan.md', otherPlans: ['docs/plan.md'], readBack: true });
    expect(read(root, 'docs/plan.md')).toBe(READY_PLAN);
  });

  test('--dry-run: the same decision, the backup it would take, and nothing written', () => {
    const empty = workspace();
    expect(init(empty, { dryRun: true })).toEqual({ kind: 'written', file: 'plan.md', otherPlans: [], readBack: true });
    expect(names(empty)).toEqual([]);
    const planned = workspace({ 'plan.md': READY_PLAN, 'plan.md.bak': 'older\n' });
    expect(init(planned, { dryRun: true, force: true })).toEqual({ kind: 'written', file: 'plan.md', backup: 'plan.md.bak.2', otherPlans: [], readBack: true });
    expect(names(planned)).toEqual(['plan.md', 'plan.md.bak']);
    expect(read(planned, 'plan.md')).toBe(READY_PLAN);
  });

  test('a folder or a link named plan.md: never replaced, even with --force', () => {
    const folder = workspace();
    mkdirSync(join(folder, 'plan.md'));
    expect(init(folder, { force: true })).toEqual({ kind: 'not_a_file', file: 'plan.md' });
    const linked = workspace({ 'elsewhere.txt': 'theirs\n' });
    symlinkSync(join(linked, 'elsewhere.txt'), join(linked, 'plan.md'));
    expect(init(linked, { force: true })).toEqual({ kind: 'not_a_file', file: 'plan.md' });
    expect(read(linked, 'elsewhere.txt')).toBe('theirs\n');
  });

  test('a root the scan cannot reach plan.md in (more entries than its bound): written, and said so', () => {
    const root = workspace({ 'docs/a.txt': '' });
    // docs/ is listed before the root and shares its entry bound: a full docs/ leaves the root unread.
    for (let i = 0; i < 10_000; i++) writeFileSync(join(root, 'docs', `f${i}.txt`), '');
    expect(init(root)).toEqual({ kind: 'written', file: 'plan.md', otherPlans: [], readBack: false });
  });
});

/** The real reader, but someone else acts on the workspace just before its first read: after the writer looked at plan.md. */
class MeanwhileReader implements PlanReader {
  private acted = false;
  constructor(private readonly meanwhile: () => void) {}
  read(root: string) {
    if (!this.acted) {
      this.acted = true;
      this.meanwhile();
    }
    return new MarkdownPlanReader().read(root);
  }
}
function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
}

describe('writePlanSkeleton: the workspace changes between the look and the write', () => {
  test('a plan.md someone wrote meanwhile: theirs stays, and the answer is that it exists', () => {
    const root = workspace();
    const reader = new MeanwhileReader(() => writeFileSync(join(root, 'plan.md'), 'theirs\n'));
    expect(writePlanSkeleton({ root, text: SKELETON, force: false, dryRun: false }, () => reader)).toStrictEqual({
      kind: 'exists',
      file: 'plan.md',
      fileExists: true,
      plans: [],
    });
    expect(read(root, 'plan.md')).toBe('theirs\n');
  });

  test('any other failure to write is thrown, not taken for a file that exists', () => {
    const root = workspace();
    const reader = new MeanwhileReader(() => rmSync(root, { recursive: true }));
    expect(thrown(() => writePlanSkeleton({ root, text: SKELETON, force: false, dryRun: false }, () => reader))).toMatchObject({
      code: 'ENOENT',
      syscall: 'open',
    });
  });

  test('--force over a plan.md removed meanwhile: the failed backup is thrown, and nothing is written', () => {
    const root = workspace({ 'plan.md': 'mine\n' });
    const reader = new MeanwhileReader(() => rmSync(join(root, 'plan.md')));
    expect(thrown(() => writePlanSkeleton({ root, text: SKELETON, force: true, dryRun: false }, () => reader))).toMatchObject({
      code: 'ENOENT',
      syscall: 'copyfile',
    });
    expect(names(root)).toEqual([]);
  });
});
