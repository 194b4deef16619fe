import { evaluatorAnswer } from '../../../src/services/capability/evaluator-answer';

const EXPECTED = 'expected one of ALLOW, DENY_ROUTE_TO_TE, DENY_RECEIPT_REQUIRED, UNAVAILABLE';

describe('evaluatorAnswer: a returned verdict', () => {
  test('a known verdict passes through with its reason, trimmed', () => {
    expect(evaluatorAnswer({ kind: 'returned', shape: 'object', verdict: 'DENY_ROUTE_TO_TE', reason: '  outside the write set \n' })).toStrictEqual({
      ok: true,
      verdict: 'DENY_ROUTE_TO_TE',
      reason: 'outside the write set',
    });
  });

  test.each([
    ['no string reason', null],
    ['an empty reason', '   '],
    ['a placeholder reason', '<reason>'],
  ])('%s: bearing names the verdict itself', (_, reason) => {
    expect(evaluatorAnswer({ kind: 'returned', shape: 'object', verdict: 'ALLOW', reason })).toStrictEqual({
      ok: true,
      verdict: 'ALLOW',
      reason: 'test_engineering_verdict',
    });
  });

  test('no string verdict: the shape it returned is named', () => {
    expect(evaluatorAnswer({ kind: 'returned', shape: 'an array', verdict: null, reason: null })).toStrictEqual({
      ok: false,
      code: 'evaluator_verdict_unrecognized',
      message: `the evaluator returned an array without a string verdict; ${EXPECTED}`,
    });
  });

  test('an unknown verdict is quoted, cut at 60 characters so a runaway string stays readable', () => {
    const verdict = `${'X'.repeat(60)}TAIL`;
    expect(evaluatorAnswer({ kind: 'returned', shape: 'object', verdict, reason: 'fine' })).toStrictEqual({
      ok: false,
      code: 'evaluator_verdict_unrecognized',
      message: `the evaluator returned verdict "${'X'.repeat(60)}"; ${EXPECTED}`,
    });
  });

  test('verdicts are case-sensitive', () => {
    expect(evaluatorAnswer({ kind: 'returned', shape: 'object', verdict: 'allow', reason: 'fine' })).toStrictEqual({
      ok: false,
      code: 'evaluator_verdict_unrecognized',
      message: `the evaluator returned verdict "allow"; ${EXPECTED}`,
    });
  });
});

describe('evaluatorAnswer: no verdict', () => {
  test('unloadable is the capability gap, with the recovery', () => {
    expect(evaluatorAnswer({ kind: 'unloadable', message: 'require() failed: boom' })).toStrictEqual({
      ok: false,
      code: 'typed_capability_gap',
      message:
        'selected or required capability "test-engineering" is unavailable: no loadable evaluator at skills/test-engineering/hooks/te-evaluator.cjs (require() failed: boom)',
      recovery: 'install the test-engineering method capability in this workspace, or clear the selected/required activation for this task',
    });
  });

  test.each([
    ['threw', { kind: 'threw', message: 'boom' } as const, { ok: false, code: 'evaluator_failure', message: 'the evaluator threw: boom' }],
    [
      'crashed',
      { kind: 'crashed', message: 'ended without a verdict (exit code 3)' } as const,
      { ok: false, code: 'evaluator_failure', message: 'the evaluator ended without a verdict (exit code 3)' },
    ],
    ['timeout', { kind: 'timeout', ms: 250 } as const, { ok: false, code: 'evaluator_timeout', message: 'the evaluator did not answer within 250 ms' }],
  ])('%s is an evaluator failure with its own code', (_, outcome, answer) => {
    expect(evaluatorAnswer(outcome)).toStrictEqual(answer);
  });
});
