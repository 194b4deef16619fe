/** The Test Engineering capability: its id, where its evaluator lives, and how it is switched on. */
export const TEST_ENGINEERING = 'test-engineering';

/** In the workspace (the user's repository), not in bearing: bearing ships no evaluator. */
export const EVALUATOR_PATH = 'skills/test-engineering/hooks/te-evaluator.cjs';

/** The two functions an evaluator exports; both are synchronous and return `{ verdict, reason }`. */
const EVALUATOR_ENTRIES = ['evaluateTestWrite', 'evaluateCompletion'] as const;
export type EvaluatorEntry = (typeof EVALUATOR_ENTRIES)[number];

/** Environment flags kept for bearing-lite compatibility (`1`, `true`, `yes`, `on`). */
export const SELECTED_ENV = 'BEARING_TEST_ENGINEERING_SELECTED';
export const REQUIRED_ENV = 'BEARING_TEST_ENGINEERING_REQUIRED';
/** How long one evaluator call may take, loading included, before it counts as hung. */
export const EVALUATOR_TIMEOUT_ENV = 'BEARING_TE_EVALUATOR_TIMEOUT_MS';
export const DEFAULT_EVALUATOR_TIMEOUT_MS = 2_000;

export const GAP_MESSAGE = `selected or required capability "${TEST_ENGINEERING}" is unavailable: no loadable evaluator at ${EVALUATOR_PATH}`;
export const GAP_RECOVERY = 'install the test-engineering method capability in this workspace, or clear the selected/required activation for this task';
