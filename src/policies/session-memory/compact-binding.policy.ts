import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { PlanReader } from '../../services/plan/plan.reader';
import { SessionRegistry } from '../../services/session-memory/session-registry';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { rememberedOr } from './remembered-or';
import { readBinding, sessionTask } from './session-task';

/**
 * Before compaction: a host that binds tasks to sessions remembers which task this session is on (the one it
 * was bound to, else the plan's active task), so that the context restored after compaction is its own; the
 * user sees a one-line notice where the host shows one (the runner drops it elsewhere: an optional channel). A session record this bearing cannot use means no
 * binding and no notice (one stderr line).
 */
@injectable()
export class CompactBindingPolicy implements Policy {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(PlanReader) private readonly plans: PlanReader,
    @inject(SessionRegistry) private readonly sessions: SessionRegistry,
  ) {}

  async evaluate(event: HookEvent, context: PolicyContext): Promise<Decision> {
    const root = this.workspaces.root(event.cwd);
    const binding = readBinding(this.sessions, root, event, context);
    const task = binding && sessionTask(this.plans.read(root), context.descriptor, binding.bound);
    if (!binding || !task) return NO_DECISION;
    if (context.descriptor.taskBinding === 'session' && event.sessionId !== undefined && binding.bound === undefined) {
      await rememberedOr(
        this.sessions.bind(root, event.host, event.sessionId, task.id, (line) => context.diagnose(line)),
        undefined,
        context,
      );
    }
    return { verdict: 'none', notice: `bearing keeps task ${task.id} from the plan for after the compaction` };
  }
}
