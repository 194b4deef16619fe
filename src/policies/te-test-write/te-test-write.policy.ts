import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { hostEnforces } from '../bearing/host-honesty';
import { TestEngineeringGate } from '../test-engineering/test-engineering.gate';
import { teDecision } from '../test-engineering/te-result';
import { writesOrRuns } from './write-tools';

/** Before a write or shell tool call: the workspace's Test Engineering evaluator may refuse it (host deny channel). */
@injectable()
export class TeTestWritePolicy implements Policy {
  constructor(@inject(TestEngineeringGate) private readonly gate: TestEngineeringGate) {}

  async evaluate(event: HookEvent, context: PolicyContext): Promise<Decision> {
    // UNAVAILABLE (host_enforcement_unavailable): the host cannot deny here, so nothing else runs.
    if (!hostEnforces('te_test_write', event.family, context.descriptor)) return NO_DECISION;
    if (!writesOrRuns(event.tool)) return NO_DECISION;
    return teDecision(await this.gate.check('te_test_write', event, context), 'deny', context);
  }
}
