/** One task block of a plan: `### task_id: <id>` and the column-0 `- key: value` bullets under it. */
export interface PlanTask {
  readonly id: string;
  /** The plan document it was read from, relative to the workspace root, with `/` separators. */
  readonly file: string;
  /** 1-based line of the task heading. */
  readonly line: number;
  readonly status?: string;
  readonly assignedRole?: string;
  readonly nextAction?: string;
  /** The task's `outcome`: the approved intent (never a receipt verdict). */
  readonly objective?: string;
  /** The task's `scope`, split on commas: the trusted write set while the task is active. */
  readonly writeSet: readonly string[];
  /** True once `status` is COMPLETE or CANCELLED. */
  readonly finished: boolean;
  /** Every recognised key with a non-placeholder value, raw (no list or JSON parsing). */
  readonly fields: Readonly<Record<string, string>>;
}

/** The `- checkout_lease:` block and its nested bullets. */
export interface CheckoutLease {
  readonly file: string;
  readonly line: number;
  /** The nested `- journey:`. */
  readonly journey?: string;
  /** The nested `- candidate_revision:`: the base the candidate's committed changes are measured from. */
  readonly candidateRevision?: string;
  /** Every nested key with a non-placeholder value. */
  readonly fields: Readonly<Record<string, string>>;
}

/** What one Markdown document says, before documents are merged into a plan. */
export interface PlanDocument {
  readonly file: string;
  /** A task heading, a column-0 `- assigned_role:`, a non-placeholder journey, or a lease: this is a plan. */
  readonly isPlan: boolean;
  readonly tasks: readonly PlanTask[];
  /** The last non-placeholder `- journey:` (any indentation, the lease's included). */
  readonly journey?: string;
  /** The first `- checkout_lease:` block. */
  readonly lease?: CheckoutLease;
}
