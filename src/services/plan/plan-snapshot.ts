import type { CheckoutLease, PlanDocument, PlanTask } from './plan-document';
import { definedFields } from './defined-fields';
import { HANDOFF_FIELDS, type HandoffField } from './task-fields';

/**
 * What the visible plan of one workspace says, merged over every plan document the bounded scan found.
 * Derived only from files in the workspace: never from a host payload or a transcript.
 */
export interface PlanSnapshot {
  readonly root: string;
  /** The plan documents, relative to the root, in scan order (the order their tasks are listed in). */
  readonly documents: readonly string[];
  readonly planPresent: boolean;
  /**
   * A non-placeholder journey marker exists (the lease's nested one counts): the plan names the work it belongs
   * to. bearing-lite called this `router_invoked`; bearing ships no router, so the name says what is read.
   */
  readonly journeyMarked: boolean;
  readonly journey?: string;
  /** Every task of every plan document, in scan order. */
  readonly tasks: readonly PlanTask[];
  /** The first task whose status is set and not COMPLETE/CANCELLED; else the first task. */
  readonly activeTask?: PlanTask;
  readonly assignedRole?: string;
  readonly nextAction?: string;
  readonly nextActionKnown: boolean;
  /** The first checkout lease in scan order. */
  readonly checkoutLease?: CheckoutLease;
  /** The active task's scope; empty covers nothing. */
  readonly writeSet: readonly string[];
  /** A plan, a journey, an assigned role or a task: there is a Journey to close out. */
  readonly journeyDiscoverable: boolean;
  /** The active task's receipt fields for closeout; `blocker` defaults to `none`. */
  readonly handoff: Readonly<Partial<Record<HandoffField, string>>>;
  /** The active task's raw `required_assurance`, if any. */
  readonly requiredAssurance?: string;
  /** Entries the scan could not read (one line each, path and error code). */
  readonly problems: readonly string[];
  /** The bounds the scan met before it had seen the whole workspace (e.g. `256 folders`); absent if none. */
  readonly truncated?: string;
}

/** Merges parsed documents (in scan order) into the plan. Pure. */
export function mergePlan(root: string, parsed: readonly PlanDocument[], problems: readonly string[], truncated?: string): PlanSnapshot {
  const documents = parsed.filter((d) => d.isPlan);
  const tasks = documents.flatMap((d) => d.tasks);
  const journey = documents.reduce<string | undefined>((last, d) => d.journey ?? last, undefined);
  const checkoutLease = documents.find((d) => d.lease)?.lease;
  const activeTask = tasks.find((t) => t.status !== undefined && !t.finished) ?? tasks[0];
  const assignedRole = activeTask?.assignedRole;
  const nextAction = activeTask?.nextAction;
  const fields = activeTask?.fields ?? {};
  const handoff: Partial<Record<HandoffField, string>> = {};
  for (const key of HANDOFF_FIELDS) if (fields[key] !== undefined) handoff[key] = fields[key];
  handoff.blocker ??= 'none';
  const planPresent = documents.length > 0;
  const journeyMarked = journey !== undefined;
  return definedFields({
    root,
    documents: documents.map((d) => d.file),
    planPresent,
    journeyMarked,
    journey,
    tasks,
    activeTask,
    assignedRole,
    nextAction,
    nextActionKnown: nextAction !== undefined,
    checkoutLease,
    writeSet: activeTask?.writeSet ?? [],
    journeyDiscoverable: planPresent || journeyMarked || assignedRole !== undefined || activeTask !== undefined,
    handoff,
    requiredAssurance: fields['required_assurance'],
    problems,
    truncated,
  });
}
