import type { PlanTask } from '../../services/plan/plan-document';
import { redactSecrets } from '../../services/session-memory/redact-secrets';

/** The longest any one field of a task may be when it travels into an agent's context. */
const FIELD_LIMIT = 600;

/** What an agent is told about one plan task: a few fields, secrets redacted, each bounded. */
export interface TaskSummary {
  readonly task_id: string;
  readonly status?: string;
  readonly objective?: string;
  readonly next_action?: string;
  readonly plan: string;
}

export function summarizeTask(task: PlanTask, limit = FIELD_LIMIT): TaskSummary {
  const field = (value: string | undefined) => (value === undefined ? undefined : bounded(redactSecrets(value), limit));
  return {
    task_id: bounded(redactSecrets(task.id), limit),
    ...(task.status !== undefined && { status: field(task.status) }),
    ...(task.objective !== undefined && { objective: field(task.objective) }),
    ...(task.nextAction !== undefined && { next_action: field(task.nextAction) }),
    plan: `${task.file}:${task.line}`,
  };
}

/**
 * Compact JSON that can sit inside a `<bearing-…>` block: `<` is escaped, so no value can close the block
 * or open a tag of its own.
 */
export function blockJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function bounded(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit - 1)}…`;
}
