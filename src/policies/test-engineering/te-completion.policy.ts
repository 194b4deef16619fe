import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { TestEngineeringGate } from './test-engineering.gate';
import { teDecision } from './te-result';

/**
 * At a stop or a child agent's stop: the workspace's Test Engineering evaluator may refuse completion (host
 * stop-block channel). Runs on a stop re-entry too, as bearing-lite does, so a refusal holds until the
 * evaluator is satisfied or the host's own loop cap ends the turn.
 */
@injectable()
export class TeCompletionPolicy implements Policy {
  constructor(@inject(TestEngineeringGate) private readonly gate: TestEngineeringGate) {}

  async evaluate(event: HookEvent, context: PolicyContext): Promise<Decision> {
    return teDecision(await this.gate.check('te_completion', event, context), 'block', context);
  }
}
