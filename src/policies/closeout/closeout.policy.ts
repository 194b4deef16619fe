import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { PlanReader } from '../../services/plan/plan.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { planAdvice } from '../plan-advice/plan-advice';
import { closeoutAdvice } from './closeout.advice';

/**
 * First-pass stop: hand-off advice for the active task. Quiet without a discoverable Journey; never runs on
 * a stop re-entry (its catalog entry does not opt in).
 */
@injectable()
export class CloseoutPolicy implements Policy {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(PlanReader) private readonly plans: PlanReader,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    return planAdvice(context, this.plans.read(this.workspaces.root(event.cwd)), closeoutAdvice);
  }
}
