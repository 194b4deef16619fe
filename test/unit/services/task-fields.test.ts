import { parsePlanDocument } from '../../../src/services/plan/plan-grammar';

const task = (text: string) => parsePlanDocument('plan.md', `### task_id: T\n${text}`).tasks[0]!;

describe('task keys and finished statuses, as the plan grammar reads them', () => {
  test('every key bearing-lite knows is a task field', () => {
    const keys = [
      'verdict',
      'candidate_ref',
      'changed_paths',
      'tests',
      'findings',
      'blocker',
      'assigned_role',
      'next_action',
      'status',
      'required_assurance',
      'evidence',
      'scope',
      'authority',
      'outcome',
      'depends_on',
      'receiving_role',
      'plan_ref',
      'role',
      'subject',
      'role_instance',
      'type',
    ];
    const fields = task(keys.map((k) => `- ${k}: v-${k}\n`).join('')).fields;
    expect(fields).toEqual(Object.fromEntries(keys.map((k) => [k, `v-${k}`])));
  });

  test('any other key is prose', () => {
    expect(task('- colour: red\n- owner: me\n').fields).toEqual({});
  });

  test.each([
    ['COMPLETE', true],
    ['CANCELLED', true],
    ['IN_PROGRESS', false],
    ['complete', false],
    ['DONE', false],
  ])('status %s: finished %s', (status, finished) => {
    expect(task(`- status: ${status}\n`).finished).toBe(finished);
  });
});
