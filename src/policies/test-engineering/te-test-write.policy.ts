import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { TestEngineeringGate } from './test-engineering.gate';
import { teDecision } from './te-result';

/**
 * Before a tool call that writes files or runs a shell command (as the host's adapter classifies it): the
 * workspace's Test Engineering evaluator may refuse it. Reads, searches and the like pass untouched.
 */
@injectable()
export class TeTestWritePolicy implements Policy {
  constructor(@inject(TestEngineeringGate) private readonly gate: TestEngineeringGate) {}

  async evaluate(event: HookEvent, context: PolicyContext): Promise<Decision> {
    const kind = event.tool?.kind;
    if (kind !== 'write' && kind !== 'shell') return NO_DECISION;
    return teDecision(await this.gate.check('te_test_write', event, context), 'deny', context);
  }
}
