/** The compact receipt a closing role hands off, in the order missing fields are reported. */
export const HANDOFF_FIELDS = ['verdict', 'candidate_ref', 'changed_paths', 'tests', 'findings', 'blocker'] as const;
export type HandoffField = (typeof HANDOFF_FIELDS)[number];

/**
 * The task keys a plan may set with a column-0 `- key: value` bullet. Any other key is prose to bearing.
 * The union of what bearing-lite's activation/closeout reader and its Test Engineering reader know (the
 * receipt fields among them).
 */
export const TASK_KEYS: ReadonlySet<string> = new Set([
  ...HANDOFF_FIELDS,
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
]);

/** Statuses after which a task is no longer worked on. */
export const FINISHED_STATUSES: ReadonlySet<string> = new Set(['COMPLETE', 'CANCELLED']);
