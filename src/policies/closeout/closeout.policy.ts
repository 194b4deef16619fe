import { inject, injectable } from 'tsyringe';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { PlanReader } from '../../services/plan/plan.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { hostEnforces } from '../bearing/host-honesty';
import { outcomeDecision } from '../bearing/outcome-decision';
import { reportPlanProblems } from '../bearing/plan-problems';
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
    if (!hostEnforces('closeout', event.family, context.descriptor)) return NO_DECISION;
    const plan = this.plans.read(this.workspaces.root(event.cwd));
    reportPlanProblems(plan, context);
    const advice = closeoutAdvice(plan);
    return advice ? outcomeDecision(advice) : NO_DECISION;
  }
}
