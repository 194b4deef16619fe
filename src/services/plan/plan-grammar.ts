import type { CheckoutLease, PlanDocument, PlanTask } from './plan-document';
import { definedFields } from './defined-fields';
import { isPlaceholder } from './placeholder';
import { FINISHED_STATUSES, TASK_KEYS } from './task-fields';

/** Exactly three `#`, and the id is one token with nothing after it. */
const TASK_HEADING = /^### task_id:[ \t]*(\S+)[ \t]*$/;
/** Column 0, lower-case key. Indented bullets and `*` bullets are not fields. */
const FIELD = /^- ([a-z_]+):(.*)$/;
const JOURNEY = /^\s*-\s*journey:(.+)$/i;
const LEASE = /^(\s*)-\s*checkout_lease:/;
const NESTED_FIELD = /^\s+-\s*([A-Za-z_]+):(.*)$/;

interface OpenTask {
  readonly id: string;
  readonly line: number;
  readonly fields: Record<string, string>;
}

interface OpenLease {
  readonly line: number;
  readonly indent: number;
  readonly fields: Record<string, string>;
}

/**
 * Reads one Markdown document with the plan grammar (shared/reference/bearing-lite.md §1.2–1.4). Line based,
 * no YAML, no front matter; a placeholder never overwrites a value. Pure: the text is all it reads.
 */
export function parsePlanDocument(file: string, text: string): PlanDocument {
  const tasks: OpenTask[] = [];
  let current: OpenTask | undefined;
  let isPlan = false;
  let journey: string | undefined;
  let lease: OpenLease | undefined;
  let openLease: OpenLease | undefined;

  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (openLease && line.trim() !== '') {
      if (indentOf(line) > openLease.indent) {
        const nested = NESTED_FIELD.exec(line);
        if (nested) setField(openLease.fields, nested[1]!.toLowerCase(), nested[2]!);
      } else {
        openLease = undefined;
      }
    }
    const heading = TASK_HEADING.exec(line);
    if (heading) {
      current = { id: heading[1]!, line: index + 1, fields: Object.create(null) as Record<string, string> };
      tasks.push(current);
      isPlan = true;
      continue;
    }
    const journeyLine = JOURNEY.exec(line);
    if (journeyLine && !isPlaceholder(journeyLine[1])) {
      journey = journeyLine[1]!.trim();
      isPlan = true;
    }
    const leaseLine = LEASE.exec(line);
    if (leaseLine) {
      isPlan = true;
      openLease = { line: index + 1, indent: leaseLine[1]!.length, fields: Object.create(null) as Record<string, string> };
      lease ??= openLease;
      continue;
    }
    if (line.startsWith('- assigned_role:')) isPlan = true;
    const field = FIELD.exec(line);
    if (field && current && TASK_KEYS.has(field[1]!)) setField(current.fields, field[1]!, field[2]!);
  }

  return definedFields({ file, isPlan, tasks: tasks.map((t) => toTask(file, t)), journey, lease: lease && toLease(file, lease) });
}

/** Splits a `scope` value into write-set entries: comma separated, trimmed, empty entries dropped. */
function splitScope(scope: string | undefined): string[] {
  return scope === undefined
    ? []
    : scope
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}

function setField(fields: Record<string, string>, key: string, value: string): void {
  if (!isPlaceholder(value)) fields[key] = value.trim();
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function toTask(file: string, task: OpenTask): PlanTask {
  const f = task.fields;
  return definedFields({
    id: task.id,
    file,
    line: task.line,
    status: f['status'],
    assignedRole: f['assigned_role'],
    nextAction: f['next_action'],
    objective: f['outcome'],
    writeSet: splitScope(f['scope']),
    finished: f['status'] !== undefined && FINISHED_STATUSES.has(f['status']),
    fields: f,
  });
}

function toLease(file: string, lease: OpenLease): CheckoutLease {
  const f = lease.fields;
  return definedFields({ file, line: lease.line, journey: f['journey'], candidateRevision: f['candidate_revision'], fields: f });
}
