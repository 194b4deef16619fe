import type { TestEngineeringVerdict } from '../../protocol/outcome';
import type { EvaluatorEntry } from './test-engineering';

/** Why a resolved, active capability still gave no verdict. Each has its own code. */
type EvaluatorFailureCode = 'typed_capability_gap' | 'evaluator_failure' | 'evaluator_verdict_unrecognized' | 'evaluator_timeout';

export type EvaluatorAnswer =
  /** The evaluator's verdict, verbatim; a missing or placeholder reason reads `test_engineering_verdict`. */
  | { readonly ok: true; readonly verdict: TestEngineeringVerdict; readonly reason: string }
  | { readonly ok: false; readonly code: EvaluatorFailureCode; readonly message: string; readonly recovery?: string };

/** One evaluator call: started early (it loads while the request is gathered), answered once. */
interface EvaluatorCall {
  answer(request: unknown): Promise<EvaluatorAnswer>;
  cancel(): void;
}

/** The workspace's evaluator, found and ready to start. */
export interface TestEngineeringEvaluator {
  /** Absolute path of the evaluator module. */
  readonly path: string;
  start(entry: EvaluatorEntry): EvaluatorCall;
}

interface Activation {
  readonly capability: 'test-engineering';
  readonly selected: boolean;
  readonly required: boolean;
}

/** Where the Test Engineering capability stands in one workspace. */
export type CapabilityResolution =
  /** Neither selected nor required: the gates do not run, and that is not a failure. */
  | (Activation & { readonly status: 'INACTIVE'; readonly code: 'capability_inactive'; readonly message: string })
  /** Selected or required, but no usable evaluator in the workspace. */
  | (Activation & { readonly status: 'TYPED_GAP'; readonly code: 'typed_capability_gap'; readonly message: string; readonly recovery: string })
  /** The workspace config could not be read, so whether it is selected is unknown. */
  | (Activation & { readonly status: 'CONFIG_INVALID'; readonly code: 'capability_config_invalid'; readonly message: string; readonly recovery: string })
  | (Activation & { readonly status: 'ACTIVE'; readonly evaluator: TestEngineeringEvaluator });

/**
 * Resolves the `test-engineering` capability of a workspace: selected/required from `bearing.config.json`
 * and the environment (never from a host payload), and the evaluator the workspace provides.
 */
export const CapabilityResolver = Symbol('CapabilityResolver');
export interface CapabilityResolver {
  resolve(root: string): CapabilityResolution;
}
