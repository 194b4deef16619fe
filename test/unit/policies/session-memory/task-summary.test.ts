import { summarizeTask } from '../../../../src/policies/session-memory/task-summary';
import type { PlanTask } from '../../../../src/services/plan/plan-document';

const task = (fields: Partial<PlanTask>): PlanTask => ({ id: 'T1', file: 'plan.md', line: 3, writeSet: [], finished: false, fields: {}, ...fields });

describe('summarizeTask: what an agent is told about a task', () => {
  test('a field the task does not have is left out, not sent as a key without a value', () => {
    const summary = summarizeTask(task({}));
    expect(Object.keys(summary)).toEqual(['task_id', 'plan']);
    expect(summary).toStrictEqual({ task_id: 'T1', plan: 'plan.md:3' });
  });

  test('each field on one line: runs of whitespace become one space, the ends trimmed', () => {
    expect(summarizeTask(task({ status: ' IN_PROGRESS\n', objective: 'add\n\t  the  mapping', nextAction: 'write\r\nit ' }))).toStrictEqual({
      task_id: 'T1',
      status: 'IN_PROGRESS',
      objective: 'add the mapping',
      next_action: 'write it',
      plan: 'plan.md:3',
    });
  });

  test('bounded: a field of exactly the limit is kept whole; one character more is cut to the limit, the cut marked', () => {
    expect(summarizeTask(task({ objective: 'a'.repeat(10) }), 10).objective).toBe('a'.repeat(10));
    expect(summarizeTask(task({ objective: 'a'.repeat(11) }), 10).objective).toBe(`${'a'.repeat(9)}…`);
    expect(summarizeTask(task({ id: 'T'.repeat(11) }), 10).task_id).toBe(`${'T'.repeat(9)}…`);
  });
});
