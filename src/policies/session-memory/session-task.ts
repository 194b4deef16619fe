import type { PolicyContext } from '../../framework/policy';
import type { HostDescriptor } from '../../protocol/host-capability';
import type { HookEvent } from '../../protocol/hook-event';
import type { PlanSnapshot } from '../../services/plan/plan-snapshot';
import type { PlanTask } from '../../services/plan/plan-document';
import { SessionMemoryUnavailable, type SessionRegistry } from '../../services/session-memory/session-registry';

/** What a session's record says about its task: `bound` is absent when it names none. */
interface SessionBinding {
  readonly bound?: string;
}

/**
 * The task a session is on. A host that binds tasks to sessions (`taskBinding: session`) remembers it per
 * session (`bound`); a host that knows one active task per workspace has the plan's active task.
 */
export function sessionTask(plan: PlanSnapshot, descriptor: HostDescriptor, bound: string | undefined): PlanTask | undefined {
  if (descriptor.taskBinding === 'workspace') return plan.activeTask;
  return (bound !== undefined ? plan.tasks.find((t) => t.id === bound) : undefined) ?? plan.activeTask;
}

/**
 * The session's binding, read only where the host binds tasks to sessions; undefined, with one stderr line, where
 * its record cannot be used (it needs a newer bearing, or is damaged). Such a session must not quietly be handed
 * the plan's active task in place of its own: the caller then says nothing about tasks at all.
 */
export function readBinding(sessions: SessionRegistry, root: string, event: HookEvent, context: PolicyContext): SessionBinding | undefined {
  if (context.descriptor.taskBinding !== 'session') return {};
  try {
    const bound = sessions.boundTask(root, event.host, event.sessionId, (line) => context.diagnose(line));
    return bound === undefined ? {} : { bound };
  } catch (error) {
    if (!(error instanceof SessionMemoryUnavailable)) throw error;
    context.diagnose(error.message);
    return undefined;
  }
}
