import { inject, injectable } from 'tsyringe';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { PlanReader } from '../../services/plan/plan.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { hostEnforces } from '../bearing/host-honesty';
import { outcomeDecision } from '../bearing/outcome-decision';
import { reportPlanProblems } from '../bearing/plan-problems';
import { activationAdvice } from './activation.advice';

/** Session start: tells the agent what the visible plan says about its role and next action, or what is missing. */
@injectable()
export class ActivationPolicy implements Policy {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(PlanReader) private readonly plans: PlanReader,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    if (!hostEnforces('activation', event.family, context.descriptor)) return NO_DECISION;
    const plan = this.plans.read(this.workspaces.root(event.cwd));
    reportPlanProblems(plan, context);
    return outcomeDecision(activationAdvice(plan));
  }
}
