import { teRequest } from '../../../src/policies/test-engineering/te-request';
import type { HookEvent } from '../../../src/protocol/hook-event';
import type { CandidateState } from '../../../src/services/candidate/candidate.scanner';
import { snapshotOf } from '../../support/plan-snapshots';

const known: CandidateState = {
  checkout: '/w',
  revision: { known: true, value: 'head1' },
  branch: { known: true, value: 'feature/x' },
  diffBase: { known: true, value: 'base1' },
  committed: { known: true, value: [] },
  workingTree: { known: true, value: [] },
  scopePaths: [],
  changedPaths: [],
};
const stop: HookEvent = { host: 'claude-code', family: 'stop', nativeEvent: 'Stop', cwd: '/w', reentry: false, raw: {} };
const none = { path: 'plan.handoff.md', exists: false, raw: null };

describe('teRequest: what an evaluator is asked', () => {
  test('a plan without an active task: every assignment field is null (the request is still made)', () => {
    const request = teRequest({
      hookClass: 'te_completion',
      event: stop,
      root: '/w',
      plan: snapshotOf({}),
      candidate: known,
      targetPaths: [],
      handoff: none,
      receipt: none,
    });
    expect(request.assignment).toStrictEqual({
      task_id: null,
      assigned_role: null,
      role_instance: null,
      write_set: [],
      authority: null,
      authority_id: null,
      type: null,
      candidate_revision: null,
    });
  });

  test('git facts that are all known: no reason is listed, not even as a key without a value', () => {
    const request = teRequest({
      hookClass: 'te_completion',
      event: stop,
      root: '/w',
      plan: snapshotOf({}),
      candidate: known,
      targetPaths: [],
      handoff: none,
      receipt: none,
    });
    expect(request.candidate.unknown).toStrictEqual({});
    expect([request.revision, request.diff_base, request.candidate.branch]).toEqual(['head1', 'base1', 'feature/x']);
  });
});
