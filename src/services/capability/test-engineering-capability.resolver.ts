import { resolve, statSync } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { positiveSetting, RuntimeEnvironment } from '../../platform/runtime-environment';
import { WorkspaceConfigReader } from '../config/workspace-config.reader';
import type { CapabilityResolution, CapabilityResolver, TestEngineeringEvaluator } from './capability.resolver';
import { isFlagOn } from '../../platform/runtime-environment';
import { evaluatorAnswer } from './evaluator-answer';
import { EvaluatorSandbox } from './evaluator.sandbox';
import {
  DEFAULT_EVALUATOR_TIMEOUT_MS,
  EVALUATOR_PATH,
  EVALUATOR_TIMEOUT_ENV,
  GAP_MESSAGE,
  GAP_RECOVERY,
  REQUIRED_ENV,
  SELECTED_ENV,
  TEST_ENGINEERING,
} from './test-engineering';

/**
 * `test-engineering` for one workspace. Either source can switch it on: the workspace's
 * `capabilities["test-engineering"]` in bearing.config.json, or the bearing-lite environment flags. It costs
 * one config read and one `stat` to find it inactive or missing; the evaluator itself runs only in the
 * sandbox, and only when a gate asks for a verdict.
 */
@injectable()
export class TestEngineeringCapabilityResolver implements CapabilityResolver {
  constructor(
    @inject(WorkspaceConfigReader) private readonly configs: WorkspaceConfigReader,
    @inject(EvaluatorSandbox) private readonly sandbox: EvaluatorSandbox,
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
  ) {}

  resolve(root: string): CapabilityResolution {
    const fromEnv = { selected: isFlagOn(this.environment[SELECTED_ENV]), required: isFlagOn(this.environment[REQUIRED_ENV]) };
    const workspace = this.configs.read(root);
    if (!workspace.ok) {
      return {
        capability: TEST_ENGINEERING,
        ...fromEnv,
        status: 'CONFIG_INVALID',
        code: 'capability_config_invalid',
        // Worded as every reader of the config words it, so the runner reports the file once.
        message: `${workspace.location}: ${workspace.error}`,
        recovery: 'repair bearing.config.json',
      };
    }
    const configured = workspace.config.capabilities?.[TEST_ENGINEERING];
    const activation = {
      capability: TEST_ENGINEERING,
      selected: fromEnv.selected || configured?.selected === true,
      required: fromEnv.required || configured?.required === true,
    } as const;
    if (!activation.selected && !activation.required) {
      return {
        ...activation,
        status: 'INACTIVE',
        code: 'capability_inactive',
        message: `capability "${TEST_ENGINEERING}" is neither selected nor required; the class does not run and this is not a failure`,
      };
    }
    const path = resolve(root, EVALUATOR_PATH);
    if (!isRegularFile(path)) {
      return { ...activation, status: 'TYPED_GAP', code: 'typed_capability_gap', message: GAP_MESSAGE, recovery: GAP_RECOVERY };
    }
    return { ...activation, status: 'ACTIVE', evaluator: this.evaluator(path, root) };
  }

  private evaluator(path: string, root: string): TestEngineeringEvaluator {
    const timeoutMs = positiveSetting(this.environment, EVALUATOR_TIMEOUT_ENV, DEFAULT_EVALUATOR_TIMEOUT_MS);
    return {
      path,
      start: (entry) => {
        const call = this.sandbox.start({ file: path, entry, cwd: root, env: this.environment, timeoutMs });
        return { answer: async (request) => evaluatorAnswer(await call.answer(request)), cancel: () => call.cancel() };
      },
    };
  }
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
