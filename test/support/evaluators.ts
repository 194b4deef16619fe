import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type EvaluatorFixture =
  | 'allow'
  | 'deny-route'
  | 'deny-receipt'
  | 'unavailable'
  | 'write-set'
  | 'record'
  | 'throws'
  | 'garbage'
  | 'not-an-object'
  | 'hang'
  | 'hang-blocking'
  | 'noisy'
  | 'exits'
  | 'missing-export'
  | 'load-throws'
  | 'leaves-a-child';

/** Where a workspace keeps its Test Engineering evaluator. */
export const EVALUATOR_IN_WORKSPACE = 'skills/test-engineering/hooks/te-evaluator.cjs';

/** Installs one of test/support/evaluators/*.cjs as the workspace's evaluator. */
export function installEvaluator(root: string, fixture: EvaluatorFixture): string {
  const target = join(root, ...EVALUATOR_IN_WORKSPACE.split('/'));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(__dirname, 'evaluators', `${fixture}.cjs`), target);
  return target;
}
