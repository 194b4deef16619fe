import { parsePlanDocument } from '../../../src/services/plan/plan-grammar';

const parse = (text: string) => parsePlanDocument('plan.md', text);
const ids = (text: string) => parse(text).tasks.map((t) => t.id);
const fields = (text: string) => parse(`### task_id: T\n${text}`).tasks[0]!.fields;
const leaseFields = (text: string) => parse(text).lease?.fields;

describe('parsePlanDocument: task headings', () => {
  test('the id may follow the colon directly or after several blanks, and blanks may trail it', () => {
    expect(ids('### task_id:T1\n### task_id:  \tT2\n### task_id: T3 \t\n')).toEqual(['T1', 'T2', 'T3']);
  });

  test('the heading starts the line: nothing before the three #', () => {
    expect(ids('#### task_id: T1\nsee ### task_id: T2\n')).toEqual([]);
  });

  test('nothing but blanks after the id', () => {
    expect(ids('### task_id: T1 extra\n### task_id: T2 #\n')).toEqual([]);
  });
});

describe('parsePlanDocument: task fields', () => {
  test('a field starts the line', () => {
    expect(fields('x- status: READY\n - status: LATE\n')).toEqual({});
  });

  test('a lone carriage return does not end a line: the bullet before it is not a field', () => {
    expect(fields('- status: READY\r- next_action: go\n')).toEqual({});
  });
});

describe('parsePlanDocument: journey marker', () => {
  test('at any indent, with any blanks around the dash', () => {
    expect(parse('    -journey: A\n').journey).toBe('A');
    expect(parse('\t-  \tjourney: B\n').journey).toBe('B');
  });

  test('the marker is the first thing on its line', () => {
    expect(parse('x - journey: A\n')).toStrictEqual({ file: 'plan.md', isPlan: false, tasks: [] });
  });

  test('a lone carriage return does not end a line: a journey before it is not a marker', () => {
    expect(parse('- journey: A\r- status: x\n')).toStrictEqual({ file: 'plan.md', isPlan: false, tasks: [] });
  });
});

describe('parsePlanDocument: checkout lease', () => {
  test('a lease alone makes a plan, at column 0 and with any blanks after the dash', () => {
    // toEqual: the field records have no prototype, so that a key such as `constructor` is a plain key.
    expect(parse('- checkout_lease:\n  - branch: main\n')).toEqual({
      file: 'plan.md',
      isPlan: true,
      tasks: [],
      lease: { file: 'plan.md', line: 1, fields: { branch: 'main' } },
    });
    expect(parse('-checkout_lease:\n').lease).toEqual({ file: 'plan.md', line: 1, fields: {} });
    expect(parse('  -   checkout_lease:\n').lease).toEqual({ file: 'plan.md', line: 1, fields: {} });
  });

  test('nested keys: any indent deeper than the lease, any blanks after the dash, any case; values kept whole', () => {
    const lease = leaseFields('- checkout_lease:\n    -branch: main\n  -   state: active\n \t- Candidate_Revision: abc123\n  - g: 1\n');
    expect(lease).toEqual({ branch: 'main', state: 'active', candidate_revision: 'abc123', g: '1' });
  });

  test('a nested line that is not `- key: value` is skipped, and the lease stays open', () => {
    expect(leaseFields('- checkout_lease:\n  note - branch: main\n  some prose\n  - 9x: y\n  - state: active\n')).toEqual({ state: 'active' });
  });

  test('a lone carriage return does not end a line: a nested key before it is not read', () => {
    expect(leaseFields('- checkout_lease:\n  - branch: main\r  - state: x\n')).toEqual({});
  });

  test('a line of blanks does not close an indented lease, however few blanks it has', () => {
    expect(leaseFields('    - checkout_lease:\n  \n      - branch: main\n')).toEqual({ branch: 'main' });
  });

  test('the first lease is the document’s', () => {
    expect(parse('- checkout_lease:\n  - branch: one\n- checkout_lease:\n  - branch: two\n').lease).toEqual({
      file: 'plan.md',
      line: 1,
      fields: { branch: 'one' },
    });
  });
});
