import { mergeDecisions } from '../../../src/framework/runner/merge-decisions';

describe('mergeDecisions: deny > block > ask > context > none', () => {
  test('no decisions, or only none, is none', () => {
    expect(mergeDecisions([])).toEqual({ verdict: 'none' });
    expect(mergeDecisions([{ verdict: 'none' }, { verdict: 'none' }])).toEqual({ verdict: 'none' });
  });

  test.each([
    [['deny', 'block', 'ask', 'context'], 'deny'],
    [['context', 'block', 'ask'], 'block'],
    [['context', 'ask'], 'ask'],
    [['none', 'context'], 'context'],
  ] as const)('%j → %s', (verdicts, expected) => {
    const merged = mergeDecisions(verdicts.map((verdict, i) => ({ verdict, reason: `r${i}`, ...(verdict === 'context' && { context: `c${i}` }) })));
    expect(merged.verdict).toBe(expected);
  });

  test('reasons of the winning verdict are joined; every context and notice is kept in order', () => {
    const merged = mergeDecisions([
      { verdict: 'context', context: 'first', policy: 'a' },
      { verdict: 'deny', reason: 'no', context: 'second', notice: 'n1', policy: 'b' },
      { verdict: 'ask', reason: 'maybe', policy: 'c' },
      { verdict: 'deny', reason: 'never', policy: 'd' },
    ]);
    expect(merged).toEqual({ verdict: 'deny', reason: 'no\nnever', context: 'first\n\nsecond', notice: 'n1', policy: 'b,d' });
  });

  test('a none carrying only context counts as context', () => {
    expect(mergeDecisions([{ verdict: 'none', context: 'hint' }])).toMatchObject({ verdict: 'context', context: 'hint' });
  });

  test('notices are joined one per line', () => {
    expect(
      mergeDecisions([
        { verdict: 'none', notice: 'n1', policy: 'a' },
        { verdict: 'context', context: 'c', notice: 'n2', policy: 'b' },
      ]),
    ).toEqual({
      verdict: 'context',
      context: 'c',
      notice: 'n1\nn2',
      policy: 'b',
    });
  });

  test('a peer without a policy id adds no empty name to the deciding policies', () => {
    expect(
      mergeDecisions([
        { verdict: 'deny', reason: 'anonymous' },
        { verdict: 'deny', reason: 'named', policy: 'guard' },
      ]),
    ).toEqual({
      verdict: 'deny',
      reason: 'anonymous\nnamed',
      policy: 'guard',
    });
  });

  test('an empty reason is no reason: it adds no blank line to the others', () => {
    expect(
      mergeDecisions([
        { verdict: 'block', reason: '', policy: 'a' },
        { verdict: 'block', reason: 'left to do', policy: 'b' },
      ]),
    ).toEqual({
      verdict: 'block',
      reason: 'left to do',
      policy: 'a,b',
    });
  });
});
