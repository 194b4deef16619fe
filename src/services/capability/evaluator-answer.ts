import { TE_VERDICTS, type TestEngineeringVerdict } from '../../protocol/outcome';
import { isPlaceholder } from '../plan/placeholder';
import type { EvaluatorAnswer } from './capability.resolver';
import type { SandboxOutcome } from './evaluator.sandbox';
import { GAP_MESSAGE, GAP_RECOVERY } from './test-engineering';

/** Turns what the sandbox saw into an answer: the verdict verbatim, or a failure with its own code. Pure. */
export function evaluatorAnswer(outcome: SandboxOutcome): EvaluatorAnswer {
  switch (outcome.kind) {
    case 'returned': {
      const verdict = outcome.verdict;
      if (verdict === null || !(TE_VERDICTS as readonly string[]).includes(verdict)) {
        const got = verdict === null ? `${outcome.shape} without a string verdict` : `verdict "${verdict.slice(0, 60)}"`;
        return { ok: false, code: 'evaluator_verdict_unrecognized', message: `the evaluator returned ${got}; expected one of ${TE_VERDICTS.join(', ')}` };
      }
      const reason = outcome.reason !== null && !isPlaceholder(outcome.reason) ? outcome.reason.trim() : 'test_engineering_verdict';
      return { ok: true, verdict: verdict as TestEngineeringVerdict, reason };
    }
    case 'unloadable':
      return { ok: false, code: 'typed_capability_gap', message: `${GAP_MESSAGE} (${outcome.message})`, recovery: GAP_RECOVERY };
    case 'threw':
      return { ok: false, code: 'evaluator_failure', message: `the evaluator threw: ${outcome.message}` };
    case 'crashed':
      return { ok: false, code: 'evaluator_failure', message: `the evaluator ${outcome.message}` };
    case 'timeout':
      return { ok: false, code: 'evaluator_timeout', message: `the evaluator did not answer within ${outcome.ms} ms` };
  }
}
