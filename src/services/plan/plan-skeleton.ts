/**
 * The plan `bearing plan init` writes: a journey marker and one task in the grammar the plan reader parses
 * (plan-grammar.ts), every field a user has not given left as a `<…>` placeholder, which the reader treats as
 * not set yet. Pure: the text is a function of the fields.
 */

/** Where it is written, relative to the workspace root: the most plan-like name, in the folder the reader lists first after docs/, plans/ and .agents/. */
export const PLAN_SKELETON_FILE = 'plan.md';

export interface PlanSkeletonFields {
  /** One token (the task heading takes nothing after it). */
  readonly taskId: string;
  /** The name of the work the plan tracks: the journey marker. */
  readonly journey: string;
  readonly assignedRole?: string;
  readonly nextAction?: string;
}

/** The text of a fresh plan. Every value is one line: a line break would start a line of its own in the grammar. */
export function planSkeleton(fields: PlanSkeletonFields): string {
  return [
    '# Plan',
    '',
    "This workspace's task record: bearing reads it, and the bearing skill explains each field.",
    '',
    `- journey: ${fields.journey}`,
    '',
    `### task_id: ${fields.taskId}`,
    '- status: READY',
    `- assigned_role: ${fields.assignedRole ?? '<the role that works on it, e.g. implementer>'}`,
    `- next_action: ${fields.nextAction ?? '<the first concrete step>'}`,
    '- outcome: <what this task should achieve>',
    '- scope: <the paths it may change, comma separated>',
    '- required_assurance: none',
    '',
    'Receipt, recorded on the task before handing off:',
    '- verdict: <PASS, FAIL, PARTIAL, READY, … (exact case)>',
    '- candidate_ref: <the commit or branch handed over>',
    '- changed_paths: <the paths changed>',
    '- tests: <what ran, and the result>',
    '- findings: <what the next person should know>',
    '- blocker: none',
    '',
  ].join('\n');
}

/** Why a value cannot go into the skeleton as given, or undefined: the task id is one token, every value one line. */
export function skeletonValueProblem(name: 'taskId' | 'journey' | 'assignedRole' | 'nextAction', value: string): string | undefined {
  if (value.trim() === '') return 'is empty';
  if (/[\r\n]/.test(value)) return 'must be one line';
  if (name === 'taskId' && /\s/.test(value.trim())) return 'must be one word (a task heading takes nothing after the id)';
  return undefined;
}
