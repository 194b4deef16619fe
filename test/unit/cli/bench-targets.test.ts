import { meets, targetText } from '../../../src/cli/commands/bench/targets';

describe('bench targets', () => {
  const row = { ratio: 1.25, subject: 25, baseline: 20 };

  test('an added-milliseconds target bounds the hook time minus the baseline, whatever the ratio', () => {
    expect([meets(row, { addedMs: 5 }), meets(row, { addedMs: 4.9 }), meets({ ...row, subject: 25.01 }, { addedMs: 5 })]).toEqual([true, false, false]);
  });

  test('a ratio target bounds the median of the per-pair ratios', () => {
    expect([meets(row, { ratio: 1.25 }), meets(row, { ratio: 1.249 })]).toEqual([true, false]);
  });

  test('each says what it is', () => {
    expect([targetText({ addedMs: 5 }), targetText({ ratio: 1.3 })]).toEqual(['target ≤ +5 ms', 'target ≤ 1.3']);
  });
});
