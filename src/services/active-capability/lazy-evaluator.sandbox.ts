import { injectable } from '../../framework/di/injectable';
import { activeModules } from './active-modules.loader';
import type { EvaluatorSandbox, SandboxCall, SandboxStart } from '../capability/evaluator.sandbox';

/** The evaluator's child process, loaded when a gate first starts one (only where Test Engineering is active). */
@injectable()
export class LazyEvaluatorSandbox implements EvaluatorSandbox {
  start(options: SandboxStart): SandboxCall {
    return new (activeModules().ChildProcessEvaluatorSandbox)().start(options);
  }
}
