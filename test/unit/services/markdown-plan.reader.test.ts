import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MarkdownPlanReader } from '../../../src/services/plan/markdown-plan.reader';
import { parsePlanDocument } from '../../../src/services/plan/plan-grammar';
import { walkForPlans } from '../../../src/services/plan/plan-file.walker';
import { DEFAULT_PLAN_SCAN_LIMITS } from '../../../src/services/plan/plan-scan.limits';
import { COMPLETE_PLAN, JOURNEY_PLACEHOLDER_ONLY, leaseFirstPlan, leaseOnlyPlan, PLACEHOLDER_PLAN, READY_PLAN, unrelatedMarkdown } from '../../support/plans';
import { makeWorkspace, removeWorkspace } from '../../support/workspace';

const roots: string[] = [];
function read(files: Record<string, string>) {
  const root = makeWorkspace(files);
  roots.push(root);
  return new MarkdownPlanReader().read(root);
}
afterAll(() => roots.forEach(removeWorkspace));

describe('MarkdownPlanReader: the plan documents bearing-lite tests with', () => {
  test('what a plan does not say is absent, not undefined (plan, task, lease, document)', () => {
    const empty = read({});
    expect(Object.keys(empty).filter((k) => (empty as unknown as Record<string, unknown>)[k] === undefined)).toEqual([]);
    expect(['journey', 'activeTask', 'assignedRole', 'nextAction', 'checkoutLease', 'requiredAssurance'].filter((k) => k in empty)).toEqual([]);
    const task = parsePlanDocument('plan.md', '### task_id: T1\n').tasks[0]!;
    expect(['status', 'assignedRole', 'nextAction', 'objective'].filter((k) => k in task)).toEqual([]);
    const lease = parsePlanDocument('plan.md', '- checkout_lease:\n  - branch: main\n').lease!;
    expect(['journey', 'candidateRevision'].filter((k) => k in lease)).toEqual([]);
    expect('journey' in parsePlanDocument('notes.md', '# Notes\n')).toBe(false);
  });

  test('ready plan: present, journey marked, role and next action from the active task, scope as write set', () => {
    const plan = read({ 'plan.md': READY_PLAN });
    expect(plan).toMatchObject({
      documents: ['plan.md'],
      planPresent: true,
      journeyMarked: true,
      journey: 'Explorer Journey',
      assignedRole: 'crewmate',
      nextAction: 'write host adapter',
      nextActionKnown: true,
      writeSet: ['hooks/'],
      journeyDiscoverable: true,
      handoff: { blocker: 'none' },
      requiredAssurance: 'none',
      problems: [],
    });
    expect(plan).not.toHaveProperty('truncated');
    expect(plan.activeTask).toEqual({
      id: 'T1',
      file: 'plan.md',
      line: 6,
      status: 'IN_PROGRESS',
      assignedRole: 'crewmate',
      nextAction: 'write host adapter',
      objective: 'add host mapping',
      writeSet: ['hooks/'],
      finished: false,
      fields: {
        outcome: 'add host mapping',
        status: 'IN_PROGRESS',
        assigned_role: 'crewmate',
        depends_on: '[]',
        next_action: 'write host adapter',
        scope: 'hooks/',
        authority: 'S7',
        required_assurance: 'none',
      },
    });
    expect(plan.checkoutLease).toBeUndefined();
  });

  test('complete plan: the compact receipt fields are the handoff', () => {
    expect(read({ 'plan.md': COMPLETE_PLAN }).handoff).toEqual({
      verdict: 'PASS',
      candidate_ref: 'abc1234',
      changed_paths: 'hooks/host.cjs',
      tests: 'npm test (83 passed)',
      findings: 'none',
      blocker: 'none',
    });
  });

  test('placeholder-only plan: present, but role, next action and journey are missing', () => {
    const plan = read({ 'docs/notes.md': PLACEHOLDER_PLAN });
    expect(plan).toMatchObject({ planPresent: true, journeyMarked: false, nextActionKnown: false, journeyDiscoverable: true });
    expect(plan.assignedRole).toBeUndefined();
    expect(plan.nextAction).toBeUndefined();
    expect(plan.activeTask).toMatchObject({ id: 'T9', status: 'PROPOSED', file: 'docs/notes.md' });
    expect(plan.activeTask?.fields).not.toHaveProperty('assigned_role');
  });

  test('lease-only plan: discoverable, journey marked by the nested journey, no task', () => {
    const plan = read({ 'plan.md': leaseOnlyPlan('abc123') });
    expect(plan).toMatchObject({ planPresent: true, journeyMarked: true, journey: 'J-TE', journeyDiscoverable: true, tasks: [], writeSet: [] });
    expect(plan.checkoutLease).toMatchObject({ file: 'plan.md', line: 3, journey: 'J-TE', candidateRevision: 'abc123' });
    expect(plan.checkoutLease?.fields).not.toHaveProperty('checkout');
  });

  test('lease-first plan: the lease gives the diff base, the task its assignment', () => {
    const plan = read({ 'plan.md': leaseFirstPlan('0123abc', 'src/, test/x.test.mjs') });
    expect(plan.checkoutLease?.candidateRevision).toBe('0123abc');
    expect(plan.journey).toBe('J-TE');
    expect(plan.writeSet).toEqual(['src/', 'test/x.test.mjs']);
    expect(plan.activeTask?.fields).toMatchObject({ role_instance: 'PC-TE', type: 'product', authority: 'AUTH-EMV-001' });
  });

  test('a placeholder candidate revision is not a diff base', () => {
    expect(read({ 'plan.md': leaseOnlyPlan() }).checkoutLease?.candidateRevision).toBeUndefined();
  });

  test('unfilled journey settings alone are not a plan', () => {
    const plan = read({ 'plan.md': JOURNEY_PLACEHOLDER_ONLY });
    expect(plan).toMatchObject({ planPresent: false, journeyMarked: false, journeyDiscoverable: false, documents: [] });
  });

  test('an empty or missing workspace has no plan and no problem', () => {
    expect(read({})).toMatchObject({ planPresent: false, journeyDiscoverable: false, problems: [], tasks: [] });
    expect(new MarkdownPlanReader().read('/nonexistent/bearing/workspace')).toMatchObject({ planPresent: false, problems: [] });
  });
});

describe('MarkdownPlanReader: where it looks', () => {
  test('docs/plan.md is found behind 25 unrelated top-level Markdown files (bearing-lite misses it)', () => {
    const plan = read({ ...unrelatedMarkdown(25), 'docs/plan.md': READY_PLAN });
    expect(plan.documents).toEqual(['docs/plan.md']);
    expect(plan.assignedRole).toBe('crewmate');
  });

  test('...and a plan under a plain name deep in docs/ is still read when the budget allows', () => {
    const plan = read({ ...unrelatedMarkdown(10), 'docs/plans/slice/current.md': READY_PLAN });
    expect(plan.documents).toEqual(['docs/plans/slice/current.md']);
  });

  test('depth 3 is read, depth 4 is not', () => {
    expect(read({ 'a/b/c/plan.md': READY_PLAN }).planPresent).toBe(true);
    expect(read({ 'a/b/c/d/plan.md': READY_PLAN }).planPresent).toBe(false);
  });

  test.each(['node_modules', 'dist', 'skills', 'hooks', 'test', 'tests', 'templates', '.hidden', '.git'])('%s/ is never entered', (folder) => {
    expect(read({ [`${folder}/plan.md`]: READY_PLAN }).planPresent).toBe(false);
  });

  test('.agents/ is entered', () => {
    expect(read({ '.agents/plan.md': READY_PLAN }).documents).toEqual(['.agents/plan.md']);
  });

  test('symlinked files and folders are not followed', () => {
    const outside = makeWorkspace({ 'plan.md': READY_PLAN });
    roots.push(outside);
    const root = makeWorkspace({ 'README.md': '# x\n' });
    roots.push(root);
    symlinkSync(join(outside, 'plan.md'), join(root, 'plan.md'));
    symlinkSync(outside, join(root, 'docs'));
    expect(new MarkdownPlanReader().read(root).planPresent).toBe(false);
  });

  test('only .md and .markdown files are read (any case)', () => {
    expect(read({ 'plan.txt': READY_PLAN }).planPresent).toBe(false);
    expect(read({ 'PLAN.MARKDOWN': READY_PLAN }).documents).toEqual(['PLAN.MARKDOWN']);
  });

  test('a file over 256 KiB is skipped', () => {
    expect(read({ 'plan.md': READY_PLAN + 'x'.repeat(256 * 1024) }).planPresent).toBe(false);
  });

  test('a FIFO named plan.md does not hang the scan', () => {
    const root = makeWorkspace({ 'docs/plan.md': READY_PLAN });
    roots.push(root);
    execFileSync('mkfifo', [join(root, 'plan.md')]);
    expect(new MarkdownPlanReader().read(root).documents).toEqual(['docs/plan.md']);
  });

  test('tasks of several plan documents are merged in rank order; the last journey wins; the first lease counts', () => {
    const plan = read({
      'plan.md': `- journey: First\n\n### task_id: A\n- status: COMPLETE\n`,
      'docs/progress.md': `${leaseOnlyPlan('feed')}\n- journey: Second\n\n### task_id: B\n- status: IN_PROGRESS\n- assigned_role: tester\n`,
      'notes/plan-b.md': `${leaseOnlyPlan('beef')}\n### task_id: C\n- status: READY\n`,
    });
    expect(plan.documents).toEqual(['plan.md', 'docs/progress.md', 'notes/plan-b.md']);
    expect(plan.tasks.map((t) => t.id)).toEqual(['A', 'B', 'C']);
    expect(plan.journey).toBe('J-TE');
    expect(plan.checkoutLease).toMatchObject({ file: 'docs/progress.md', candidateRevision: 'feed' });
    expect(plan.activeTask?.id).toBe('B');
    expect(plan.tasks.map((t) => t.finished)).toEqual([true, false, false]);
  });

  test('plan-like folders are listed first at every depth: a big sibling does not use up the budget before docs/plans/x/', () => {
    const root = makeWorkspace({ 'docs/plans/slice-3/current.md': READY_PLAN });
    roots.push(root);
    crowd(root, 'aaa/bbb', DEFAULT_PLAN_SCAN_LIMITS.maxEntries + 100, 'f', 'ts');
    const plan = new MarkdownPlanReader().read(root);
    expect(plan.documents).toEqual(['docs/plans/slice-3/current.md']);
    expect(plan.truncated).toBe('2048 entries beyond the root, docs/, plans/ and .agents/');
  });

  test('the file budget is spent on the most plan-like names first', () => {
    const files: Record<string, string> = unrelatedMarkdown(30);
    files['zz/implementation-notes.md'] = READY_PLAN;
    expect(read(files).documents).toEqual(['zz/implementation-notes.md']);
  });

  test('each root is read once per reader (closeout and the completion gate share one scan)', () => {
    const root = makeWorkspace({ 'plan.md': READY_PLAN });
    roots.push(root);
    const reader = new MarkdownPlanReader();
    const first = reader.read(root);
    writeFileSync(join(root, 'plan.md'), PLACEHOLDER_PLAN);
    expect(reader.read(root)).toBe(first);
    expect(new MarkdownPlanReader().read(root).activeTask?.id).toBe('T9');
  });
});

/** `count` empty files named `<prefix><i>.<extension>` in `folder` (relative to the root, created if missing). */
function crowd(root: string, folder: string, count: number, prefix: string, extension: string): void {
  const dir = join(root, ...folder.split('/'));
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `${prefix}${i}.${extension}`), '');
}

describe('MarkdownPlanReader: a crowded workspace (real folders, default bounds)', () => {
  function crowded(files: Record<string, string>, folder: string, count: number, prefix: string, extension: string) {
    const root = makeWorkspace(files);
    roots.push(root);
    crowd(root, folder, count, prefix, extension);
    return new MarkdownPlanReader().read(root);
  }

  test('docs/plan.md behind assets/ with 2,100 .svg files (the walk stops inside assets/, after docs/)', () => {
    const plan = crowded({ 'docs/plan.md': READY_PLAN }, 'assets', 2100, 'icon', 'svg');
    expect(plan).toMatchObject({
      documents: ['docs/plan.md'],
      assignedRole: 'crewmate',
      truncated: '2048 entries beyond the root, docs/, plans/ and .agents/',
    });
  });

  test('docs/plan.md behind 2,100 note*.md files at the root: unrelated Markdown costs entries, not the file budget', () => {
    const plan = crowded({ 'docs/plan.md': READY_PLAN }, '.', 2100, 'note', 'md');
    expect(plan).toMatchObject({ documents: ['docs/plan.md'], assignedRole: 'crewmate' });
    expect(plan).not.toHaveProperty('truncated');
  });

  test('docs/plan.md behind 3,000 .txt files at the root', () => {
    expect(crowded({ 'docs/plan.md': READY_PLAN }, '.', 3000, 'f', 'txt').documents).toEqual(['docs/plan.md']);
  });

  test('a root plan.md among 3,000 .txt files, and a plan in an ordinary folder behind 3,000 root notes, are read', () => {
    expect(crowded({ 'plan.md': READY_PLAN }, '.', 3000, 'f', 'txt').documents).toEqual(['plan.md']);
    expect(crowded({ 'src/feature/plan.md': READY_PLAN }, '.', 3000, 'note', 'md').documents).toEqual(['src/feature/plan.md']);
  });

  test('docs/, plans/ and .agents/ are read before a root with more entries than its bound; the snapshot says where it stopped', () => {
    const over = DEFAULT_PLAN_SCAN_LIMITS.maxLeadEntries + 100;
    const root = makeWorkspace({ 'docs/plan.md': READY_PLAN, 'plans/current.md': READY_PLAN, '.agents/plan.md': READY_PLAN });
    roots.push(root);
    crowd(root, '.', over, 'f', 'txt');
    const plan = new MarkdownPlanReader().read(root);
    expect(plan).toMatchObject({
      documents: ['docs/plan.md', '.agents/plan.md', 'plans/current.md'],
      truncated: '10000 entries in the root, docs/, plans/ and .agents/',
    });
  });

  test('only the most plan-like files are kept, best first, however many Markdown files the walk sees', () => {
    const root = makeWorkspace({ 'docs/plan.md': READY_PLAN, 'a/progress-log.md': '', 'b/my-plan.md': '', 'plan.md': '' });
    roots.push(root);
    crowd(root, 'notes', 500, 'n', 'md');
    const walk = walkForPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxFiles: 5 });
    expect(walk.candidates.map((c) => c.path)).toEqual(['plan.md', 'docs/plan.md', 'b/my-plan.md', 'a/progress-log.md', 'notes/n0.md']);
  });
});

describe('walkForPlans: bounds', () => {
  test('stops at the entry budget and says so', () => {
    const root = makeWorkspace();
    roots.push(root);
    mkdirSync(join(root, 'a'));
    for (let i = 0; i < 50; i++) writeFileSync(join(root, 'a', `f${i}.txt`), '');
    const walk = walkForPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxEntries: 20 });
    expect(walk.truncated).toBe('20 entries beyond the root, docs/, plans/ and .agents/');
    expect(walkForPlans(root, DEFAULT_PLAN_SCAN_LIMITS)).not.toHaveProperty('truncated');
  });

  test('docs/, plans/ and .agents/ are listed before the root, whatever order the root lists its entries in', () => {
    const root = makeWorkspace({ 'docs/plan.md': READY_PLAN, 'plans/current.md': READY_PLAN, '.agents/plan.md': READY_PLAN });
    roots.push(root);
    crowd(root, '.', 500, 'f', 'txt');
    // Their one entry each uses up the lead bound: the root is not read at all.
    const walk = walkForPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxLeadEntries: 3 });
    expect(walk.candidates.map((c) => c.path)).toEqual(['docs/plan.md', '.agents/plan.md', 'plans/current.md']);
    expect(walk.truncated).toBe('3 entries in the root, docs/, plans/ and .agents/');
  });

  test('a root cut short at its own bound leaves the rest of the walk its bound: docs/plans/x/ is still listed', () => {
    const root = makeWorkspace({ 'docs/plans/x/plan.md': READY_PLAN });
    roots.push(root);
    crowd(root, '.', 50, 'f', 'txt');
    const walk = walkForPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxLeadEntries: 20, maxEntries: 5 });
    expect(walk).toEqual({
      candidates: [expect.objectContaining({ path: 'docs/plans/x/plan.md' })],
      problems: [],
      truncated: '20 entries in the root, docs/, plans/ and .agents/',
    });
  });

  test('stops at the folder budget, shallow folders and docs/ first', () => {
    const root = makeWorkspace({ 'b/x/plan.md': READY_PLAN, 'docs/plan.md': READY_PLAN, 'a/plan.md': READY_PLAN });
    roots.push(root);
    const walk = walkForPlans(root, { ...DEFAULT_PLAN_SCAN_LIMITS, maxDirectories: 3 });
    expect(walk.candidates.map((c) => c.path)).toEqual(['docs/plan.md', 'a/plan.md']);
    expect(walk.truncated).toBe('3 folders');
  });
});

describe('parsePlanDocument: line grammar', () => {
  const parse = (text: string) => parsePlanDocument('plan.md', text);

  test('only `### task_id: <one token>` opens a task; other headings do not end one', () => {
    const doc = parse('### task_id: T1\n- status: READY\n#### details\n- next_action: go\n## task_id: T2\n### task_id: T3 extra\n- blocker: x\n');
    expect(doc.tasks.map((t) => t.id)).toEqual(['T1']);
    expect(doc.tasks[0]!.fields).toEqual({ status: 'READY', next_action: 'go', blocker: 'x' });
  });

  test('fields are column-0, lower-case, known keys; indented, `*` and unknown bullets are prose', () => {
    const doc = parse('### task_id: T1\n  - status: READY\n* next_action: a\n- Assigned_Role: b\n- colour: red\n- scope: src/\n');
    expect(doc.tasks[0]!.fields).toEqual({ scope: 'src/' });
  });

  test('a later value wins; a placeholder never overwrites; fields before the first task are ignored', () => {
    const doc = parse('- status: EARLY\n### task_id: T1\n- status: READY\n- status: IN_PROGRESS\n- status: <status>\n- blocker: none\n');
    expect(doc.tasks[0]!.fields).toEqual({ status: 'IN_PROGRESS', blocker: 'none' });
  });

  test('placeholders: empty, unassigned, one whole <…> token; `none` and `[]` are values', () => {
    const doc = parse(
      '### task_id: T1\n- assigned_role: unassigned\n- next_action:\n- outcome: <Explorer | Expedition>\n- blocker: none\n- depends_on: []\n- tests: <a> and <b>\n',
    );
    expect(doc.tasks[0]!.fields).toEqual({ blocker: 'none', depends_on: '[]', tests: '<a> and <b>' });
  });

  test('a column-0 `- assigned_role:` makes a plan even as a placeholder; a journey marker at any indent, any key case', () => {
    expect(parse('- assigned_role: unassigned\n').isPlan).toBe(true);
    expect(parse('    - JOURNEY: Deep\n')).toMatchObject({ isPlan: true, journey: 'Deep' });
    expect(parse('- journey: <id>\n').isPlan).toBe(false);
  });

  test('the lease block ends at the first line that is not indented under it', () => {
    const doc = parse('- checkout_lease:\n  - candidate_revision: abc\n\n  - branch: main\n- candidate_revision: outside\n  - generation: 2\n');
    expect(doc.lease?.fields).toEqual({ candidate_revision: 'abc', branch: 'main' });
  });

  test('a candidate_revision outside the lease (e.g. a planning review above it) is not the diff base', () => {
    const doc = parse('- planning_review:\n  - candidate_revision: review-rev\n- checkout_lease:\n  - candidate_revision: lease-rev\n');
    expect(doc.lease?.candidateRevision).toBe('lease-rev');
  });

  test('CRLF line endings read the same', () => {
    expect(parse(READY_PLAN.replace(/\n/g, '\r\n')).tasks[0]!.fields['next_action']).toBe('write host adapter');
  });

  test('scope with a leading ./ keeps its value (the scanner normalises it)', () => {
    expect(parse('### task_id: T\n- scope: ./src/, , lib\n').tasks[0]!.writeSet).toEqual(['./src/', 'lib']);
  });
});
