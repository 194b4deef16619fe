import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activationAdvice } from '../../../src/policies/activation/activation.advice';
import { closeoutAdvice } from '../../../src/policies/closeout/closeout.advice';
import { RECEIPT_VERDICTS } from '../../../src/policies/closeout/receipt-verdicts';
import { resultText } from '../../../src/policies/plan-advice/bearing-result';
import { MarkdownPlanReader } from '../../../src/services/plan/markdown-plan.reader';
import { DEFAULT_PLAN_SCAN_LIMITS, SKIPPED_FOLDERS, VISIBLE_DOT_FOLDER } from '../../../src/services/plan/plan-scan.limits';
import { planSkeleton } from '../../../src/services/plan/plan-skeleton';
import { TASK_KEYS } from '../../../src/services/plan/task-fields';
import { REPO_ROOT } from '../../support/fixtures';
import { makeWorkspace, removeWorkspace } from '../../support/workspace';

/** skills/bearing/SKILL.md: what it says about the plan is what the reader does. Its examples go through the real reader. */
const SKILL = readFileSync(join(REPO_ROOT, 'skills', 'bearing', 'SKILL.md'), 'utf8');
const examples = [...SKILL.matchAll(/^```markdown\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

/** An example as the reader sees it: the only Markdown file of a workspace, named plan.md. */
function read(example: string) {
  const root = makeWorkspace({ 'plan.md': example });
  try {
    return new MarkdownPlanReader().read(root);
  } finally {
    removeWorkspace(root);
  }
}

describe('the bearing skill: its plan examples, read by the real plan reader', () => {
  test('three examples: the plan `bearing plan init` writes, a lease, a task with its receipt', () => {
    expect(examples).toHaveLength(3);
  });

  test('the first is exactly what `bearing plan init --role implementer --next-action …` writes in a folder named shop', () => {
    expect(examples[0]).toBe(
      planSkeleton({ taskId: 'T1', journey: 'shop', assignedRole: 'implementer', nextAction: 'write the failing test for the CSV header' }),
    );
  });

  test('that plan: task_id, assigned_role, next_action and the journey as the skill explains them; context_ready at session start', () => {
    const plan = read(examples[0]!);
    expect(plan).toMatchObject({
      planPresent: true,
      journey: 'shop',
      journeyMarked: true,
      assignedRole: 'implementer',
      nextAction: 'write the failing test for the CSV header',
    });
    expect(plan.activeTask).toMatchObject({ id: 'T1', status: 'READY', line: 7 });
    expect(plan.activeTask?.fields).not.toHaveProperty('outcome');
    expect(resultText(activationAdvice(plan))).toBe(
      'Bearing activation: ADVISE\nreason: context_ready\nrecovery: Continue with the assigned role; keep the project plan as the only task record\ntask: T1 (plan.md:7)',
    );
  });

  test('the checkout_lease block: a plan on its own, its nested journey the journey marker, candidate_revision the diff base', () => {
    const plan = read(examples[1]!);
    expect(plan).toMatchObject({ planPresent: true, journeyMarked: true, journey: 'shop', tasks: [] });
    expect(plan.checkoutLease).toEqual({
      file: 'plan.md',
      line: 1,
      journey: 'shop',
      candidateRevision: '3f2a9c1',
      fields: {
        journey: 'shop',
        repository: 'acme/shop',
        checkout: '/home/me/shop',
        branch: 'feature/csv-export',
        candidate_revision: '3f2a9c1',
        acquired_at: '2026-12-01T09:00:00Z',
        generation: '1',
        state: 'active',
      },
    });
  });

  test('the task with its receipt: every receipt field read, and closeout calls it ready to hand off', () => {
    const plan = read(examples[2]!);
    expect(plan.handoff).toEqual({
      verdict: 'PASS',
      candidate_ref: 'feature/csv-export',
      changed_paths: 'src/export/button.ts, src/export/csv.ts',
      tests: 'npm test (212 passed)',
      findings: "the CSV columns follow the table's order",
      blocker: 'none',
    });
    expect(plan.writeSet).toEqual(['src/export/']);
    expect(resultText(closeoutAdvice(plan)!)).toBe(
      'Bearing closeout: ADVISE\nreason: handoff_complete\n' +
        "recovery: Report the receipt on task T7 in plan.md to the user (or to the task's receiving_role, if it names one)\ntask: T7 (plan.md:1)",
    );
  });
});

describe('the bearing skill: the facts it states are the reader’s', () => {
  test('every task key the reader knows is named', () => {
    const named = [...TASK_KEYS].filter((key) => SKILL.includes(`\`${key}\``));
    expect(named.sort()).toEqual([...TASK_KEYS].sort());
  });

  test('the receipt verdicts are the closed set closeout checks', () => {
    const line = /^- `verdict`: one of ([\s\S]*?) \(exact case/m.exec(SKILL)![1]!;
    expect([...line.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]).sort()).toEqual([...RECEIPT_VERDICTS].sort());
  });

  test('the folders it never enters, the one dot-folder it does, and its bounds', () => {
    for (const folder of SKIPPED_FOLDERS) expect({ folder, named: SKILL.includes(`\`${folder}\``) }).toEqual({ folder, named: true });
    expect(SKILL).toContain(`any dot-folder but \`${VISIBLE_DOT_FOLDER}\``);
    expect(SKILL).toContain(`reads the ${DEFAULT_PLAN_SCAN_LIMITS.maxFiles} most plan-like`);
    expect(SKILL).toContain(`up to ${DEFAULT_PLAN_SCAN_LIMITS.maxBytes / 1024} KiB`);
    expect(DEFAULT_PLAN_SCAN_LIMITS.maxDepth).toBe(3);
    expect(SKILL).toContain('down to three levels below the root');
  });
});
