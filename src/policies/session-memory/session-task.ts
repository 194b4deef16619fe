import type { HostDescriptor } from '../../protocol/capability';
import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import type { PlanTask } from '../../services/plan/plan-document';

/**
 * The task a session is on. A host that binds tasks to sessions (`taskBinding: session`) remembers it per
 * session (`bound`); a host that knows one active task per workspace has the plan's active task.
 */
export function sessionTask(plan: PlanSnapshot, descriptor: HostDescriptor, bound: string | undefined): PlanTask | undefined {
  if (descriptor.taskBinding === 'workspace') return plan.activeTask;
  return (bound !== undefined ? plan.tasks.find((t) => t.id === bound) : undefined) ?? plan.activeTask;
}
