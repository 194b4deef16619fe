import { familyCapability, stopLoopCap } from '../../../src/framework/descriptor/family-capability';

// The packaged hook's build passes `false` for evidence and notes (CARRY_EVIDENCE): they become nothing, not a placeholder.
describe('evidence left out of the build', () => {
  test('a family capability without evidence or note', () => {
    expect(familyCapability('degraded', ['deny'], false, false)).toStrictEqual({
      state: 'degraded',
      channels: { deny: 'native', ask: 'UNAVAILABLE', context: 'UNAVAILABLE', continue: 'UNAVAILABLE', notice: 'UNAVAILABLE' },
      evidence: [],
    });
  });

  test('a stop loop cap without evidence', () => {
    expect(stopLoopCap(3, false)).toStrictEqual({ blocks: 3, evidence: [] });
  });
});
