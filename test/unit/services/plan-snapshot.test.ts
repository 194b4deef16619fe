import { snapshotOf } from '../../support/plan-snapshots';

describe('mergePlan', () => {
  test('the active task is the first with a status that is not finished: a task with no status is passed over', () => {
    const plan = snapshotOf({ 'plan.md': '### task_id: A\n- next_action: a\n\n### task_id: B\n- status: IN_PROGRESS\n- next_action: b\n' });
    expect([plan.activeTask?.id, plan.nextAction]).toEqual(['B', 'b']);
  });

  test('the handoff holds only the receipt fields the task sets, and blocker `none` by default', () => {
    expect(snapshotOf({ 'plan.md': '### task_id: A\n- status: READY\n- verdict: PASS\n- tests: npm test\n' }).handoff).toStrictEqual({
      verdict: 'PASS',
      tests: 'npm test',
      blocker: 'none',
    });
  });

  test('a plan with neither a journey nor a task (a lease alone) still has a Journey to close out', () => {
    expect(snapshotOf({ 'plan.md': '- checkout_lease:\n  - branch: main\n' })).toMatchObject({
      planPresent: true,
      journeyMarked: false,
      tasks: [],
      journeyDiscoverable: true,
    });
  });
});
