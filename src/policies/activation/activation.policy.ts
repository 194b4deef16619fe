import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { PlanReader } from '../../services/plan/plan.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { planAdvice } from '../plan-advice/plan-advice';
import { activationAdvice } from './activation.advice';

/** Session start: tells the agent what the visible plan says about its role and next action, or what is missing. */
@injectable()
export class ActivationPolicy implements Policy {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(PlanReader) private readonly plans: PlanReader,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    return planAdvice(context, this.plans.read(this.workspaces.root(event.cwd)), activationAdvice);
  }
}
