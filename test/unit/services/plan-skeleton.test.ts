import { activationAdvice } from '../../../src/policies/activation/activation.advice';
import { closeoutAdvice } from '../../../src/policies/closeout/closeout.advice';
import { resultText } from '../../../src/policies/plan-advice/bearing-result';
import { MarkdownPlanReader } from '../../../src/services/plan/markdown-plan.reader';
import { planSkeleton, PLAN_SKELETON_FILE, skeletonValueProblem } from '../../../src/services/plan/plan-skeleton';
import { makeWorkspace, removeWorkspace } from '../../support/workspace';

/** The skeleton as the real reader sees it: written where `bearing plan init` writes it, in a workspace of its own. */
function readBack(text: string) {
  const root = makeWorkspace({ [PLAN_SKELETON_FILE]: text });
  try {
    return new MarkdownPlanReader().read(root);
  } finally {
    removeWorkspace(root);
  }
}

describe('planSkeleton, read back by the plan reader', () => {
  test('with a role and a next action: one active task with them, the journey marked, everything else not set yet', () => {
    const plan = readBack(planSkeleton({ taskId: 'T7', journey: 'shop', assignedRole: 'implementer', nextAction: 'write the failing test' }));
    expect(plan).toMatchObject({
      documents: ['plan.md'],
      planPresent: true,
      journey: 'shop',
      journeyMarked: true,
      assignedRole: 'implementer',
      nextAction: 'write the failing test',
      writeSet: [],
    });
    expect(plan.tasks).toHaveLength(1);
    expect(plan.activeTask).toMatchObject({ id: 'T7', file: 'plan.md', line: 7, status: 'READY', finished: false });
    // Placeholders are not set: no objective, no scope, no receipt; the blocker is `none`, as closeout defaults it.
    expect(plan.activeTask?.fields).toEqual({
      status: 'READY',
      assigned_role: 'implementer',
      next_action: 'write the failing test',
      required_assurance: 'none',
      blocker: 'none',
    });
    expect(plan.handoff).toEqual({ blocker: 'none' });
    expect(plan.checkoutLease).toBeUndefined();
  });

  test('that plan at session start: context_ready, naming the task', () => {
    const plan = readBack(planSkeleton({ taskId: 'T7', journey: 'shop', assignedRole: 'implementer', nextAction: 'write the failing test' }));
    expect(resultText(activationAdvice(plan))).toBe(
      'Bearing activation: ADVISE\nreason: context_ready\nrecovery: Continue with the assigned role; keep the project plan as the only task record\ntask: T7 (plan.md:7)',
    );
  });

  test('with neither: the advice asks for exactly those two fields, on that task', () => {
    const plan = readBack(planSkeleton({ taskId: 'T1', journey: 'shop' }));
    expect(plan.assignedRole).toBeUndefined();
    expect(plan.nextAction).toBeUndefined();
    expect(resultText(activationAdvice(plan))).toBe(
      'Bearing activation: ADVISE\nreason: context_incomplete:next_action+assigned_role\n' +
        'recovery: Set next_action and assigned_role on task T1 in plan.md; the bearing skill explains each field\ntask: T1 (plan.md:7)',
    );
  });

  test('at a stop: the receipt it still needs, on that task', () => {
    const plan = readBack(planSkeleton({ taskId: 'T1', journey: 'shop', assignedRole: 'implementer', nextAction: 'x' }));
    expect(resultText(closeoutAdvice(plan)!)).toBe(
      'Bearing closeout: ADVISE\nreason: handoff_incomplete:verdict,candidate_ref,changed_paths,tests,findings\n' +
        'recovery: Record verdict, candidate_ref, changed_paths, tests, findings on task T1 in plan.md before handing off; the bearing skill explains the receipt\n' +
        'task: T1 (plan.md:7)',
    );
  });

  test('with neither: the skeleton shows what each of the two takes', () => {
    expect(planSkeleton({ taskId: 'T1', journey: 'shop' }).split('\n')).toEqual(
      expect.arrayContaining(['- assigned_role: <the role that works on it, e.g. implementer>', '- next_action: <the first concrete step>']),
    );
  });

  test('a journey that is itself a placeholder stays one: the plan then names no journey', () => {
    expect(readBack(planSkeleton({ taskId: 'T1', journey: '<the name of this work>' }))).toMatchObject({ planPresent: true, journeyMarked: false });
  });
});

describe('skeletonValueProblem: what would break the grammar', () => {
  test.each([
    ['taskId', 'T1', undefined],
    ['taskId', 'feature/login-2', undefined],
    // Blanks around the id are fine: the heading grammar allows them.
    ['taskId', ' T1 ', undefined],
    ['taskId', 'T 1', 'must be one word (a task heading takes nothing after the id)'],
    ['taskId', '  ', 'is empty'],
    ['assignedRole', 'test engineer', undefined],
    ['nextAction', 'write it\n### task_id: T2', 'must be one line'],
    ['journey', 'a\rb', 'must be one line'],
  ] as const)('%s %j → %s', (name, value, problem) => expect(skeletonValueProblem(name, value)).toBe(problem));
});
