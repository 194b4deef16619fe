import { CloseoutPolicy } from '../../../src/policies/closeout/closeout.policy';
import { closeoutAdvice } from '../../../src/policies/closeout/closeout.advice';
import { outcomeDecision } from '../../../src/policies/plan-advice/outcome-decision';
import type { HookEvent } from '../../../src/protocol/hook-event';
import type { PlanReader } from '../../../src/services/plan/plan.reader';
import type { PlanSnapshot } from '../../../src/services/plan/plan-snapshot';
import type { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { policyContext } from '../../support/policy-context';
import { snapshotOf } from '../../support/plan-snapshots';
import { COMPLETE_PLAN, JOURNEY_PLACEHOLDER_ONLY, leaseOnlyPlan, PLACEHOLDER_PLAN, READY_PLAN } from '../../support/plans';

const stop: HookEvent = { host: 'claude-code', family: 'stop', nativeEvent: 'Stop', cwd: '/w', reentry: false, raw: {} };
const locator = { root: (cwd?: string) => cwd ?? '/w' } as WorkspaceLocator;
const RECEIPT_ALL_MISSING = 'handoff_incomplete:verdict,candidate_ref,changed_paths,tests,findings';
const reasonOf = (documents: Record<string, string>) => closeoutAdvice(snapshotOf(documents))?.reason;

function policyOver(plan: PlanSnapshot) {
  const reads: string[] = [];
  const reader: PlanReader = { read: (root) => (reads.push(root), plan) };
  return { policy: new CloseoutPolicy(locator, reader), reads };
}
const context = () => policyContext().context;

describe('closeoutAdvice', () => {
  test('no discoverable Journey (no files, or only unfilled settings): quiet', () => {
    expect(closeoutAdvice(snapshotOf({}))).toBeUndefined();
    expect(closeoutAdvice(snapshotOf({ 'plan.md': JOURNEY_PLACEHOLDER_ONLY }))).toBeUndefined();
  });

  test.each([
    ['ready plan (no receipt yet)', { 'plan.md': READY_PLAN }, RECEIPT_ALL_MISSING],
    ['placeholder-only plan', { 'plan.md': PLACEHOLDER_PLAN }, RECEIPT_ALL_MISSING],
    ['lease-only plan', { 'plan.md': leaseOnlyPlan('abc') }, RECEIPT_ALL_MISSING],
    ['journey marker only', { 'plan.md': '- journey: Explorer Journey\n' }, RECEIPT_ALL_MISSING],
    ['complete receipt', { 'plan.md': COMPLETE_PLAN }, 'handoff_complete'],
    ['lower-case pass', { 'plan.md': COMPLETE_PLAN.replace('verdict: PASS', 'verdict: pass') }, 'handoff_invalid:verdict'],
    [
      'missing fields come before an invalid verdict',
      { 'plan.md': COMPLETE_PLAN.replace('verdict: PASS', 'verdict: pass').replace(/- tests: .*\n/, '') },
      'handoff_incomplete:tests',
    ],
    ['outcome is intent, never copied into the verdict', { 'plan.md': COMPLETE_PLAN.replace('- verdict: PASS\n', '') }, 'handoff_incomplete:verdict'],
    ['pending assurance', { 'plan.md': COMPLETE_PLAN.replace('required_assurance: none', 'required_assurance: [Validator]') }, 'assurance_pending:[Validator]'],
    ['a blocker defaults to none', { 'plan.md': COMPLETE_PLAN.replace('- blocker: none\n', '') }, 'handoff_complete'],
    ['no required_assurance line: nothing to wait for', { 'plan.md': COMPLETE_PLAN.replace('- required_assurance: none\n', '') }, 'handoff_complete'],
  ])('%s → %s', (_name, documents, reason) => {
    expect(reasonOf(documents)).toBe(reason);
  });

  test.each([
    ['ACCEPT'],
    ['ACCEPT_WITH_FINDINGS'],
    ['BLOCK'],
    ['CANDIDATE_READY'],
    ['FAIL'],
    ['GAPS'],
    ['NEEDS_MORE_EVIDENCE'],
    ['OWNER_DECISION_REQUIRED'],
    ['PARTIAL'],
    ['PASS'],
    ['READY'],
    ['REPAIR_REQUIRED'],
    ['REROUTED'],
    ['WAITING_ON'],
  ])('receipt verdict %s is one of the closed set', (verdict) => {
    expect(reasonOf({ 'plan.md': COMPLETE_PLAN.replace('verdict: PASS', `verdict: ${verdict}`) })).toBe('handoff_complete');
  });

  test('advice, never a block', () => {
    expect(closeoutAdvice(snapshotOf({ 'plan.md': COMPLETE_PLAN.replace('verdict: PASS', 'verdict: FAIL') }))?.outcome).toBe('ADVISE');
  });
});

describe('outcomeDecision (the seed table)', () => {
  const base = { hookClass: 'closeout' as const, reason: 'r', recovery: 'x' };
  test.each(['ADVISE', 'REROUTE', 'UNAVAILABLE'] as const)('%s → context', (outcome) => {
    expect(outcomeDecision({ ...base, outcome })).toEqual({ verdict: 'context', context: `Bearing closeout: ${outcome}\nreason: r\nrecovery: x` });
  });
  test('BLOCK → a block with the text as its reason, and nothing else', () => {
    expect(outcomeDecision({ ...base, outcome: 'BLOCK' })).toEqual({ verdict: 'block', reason: 'Bearing closeout: BLOCK\nreason: r\nrecovery: x' });
  });
  test('without a recovery, no recovery line; details follow one per line', () => {
    expect(outcomeDecision({ hookClass: 'closeout', reason: 'r', outcome: 'ADVISE', details: ['task: T1', 'plan: p'] })).toEqual({
      verdict: 'context',
      context: 'Bearing closeout: ADVISE\nreason: r\ntask: T1\nplan: p',
    });
  });
});

describe('CloseoutPolicy', () => {
  test('a ready plan: the missing receipt fields, for the active task', () => {
    expect(policyOver(snapshotOf({ 'plan.md': READY_PLAN })).policy.evaluate(stop, context())).toEqual({
      verdict: 'context',
      context:
        `Bearing closeout: ADVISE\nreason: ${RECEIPT_ALL_MISSING}\n` +
        'recovery: Record verdict, candidate_ref, changed_paths, tests, findings on task T1 in plan.md before handing off; ' +
        'the bearing skill explains the receipt\ntask: T1 (plan.md:6)',
    });
  });

  test('a plan with no task yet (a lease only): add one, in the plan that has the lease, and record the receipt on it', () => {
    expect(policyOver(snapshotOf({ 'docs/lease.md': leaseOnlyPlan('abc') })).policy.evaluate(stop, context())).toEqual({
      verdict: 'context',
      context:
        `Bearing closeout: ADVISE\nreason: ${RECEIPT_ALL_MISSING}\n` +
        'recovery: Add a task to docs/lease.md (a `### task_id: <id>` heading) and record verdict, candidate_ref, changed_paths, tests, findings on it ' +
        'before handing off; the bearing skill explains the receipt',
    });
  });

  test('pending assurance: who checks the work, before the task is COMPLETE', () => {
    const plan = COMPLETE_PLAN.replace('required_assurance: none', 'required_assurance: [Validator]');
    expect(policyOver(snapshotOf({ 'plan.md': plan })).policy.evaluate(stop, context())).toEqual({
      verdict: 'context',
      context:
        'Bearing closeout: ADVISE\nreason: assurance_pending:[Validator]\n' +
        "recovery: Have [Validator] (the task's required_assurance) check the work before task T1 is COMPLETE\ntask: T1 (plan.md:6)",
    });
  });

  test('a complete receipt: report it to the user (bearing ships no role to receive it)', () => {
    expect(policyOver(snapshotOf({ 'plan.md': COMPLETE_PLAN })).policy.evaluate(stop, context())).toEqual({
      verdict: 'context',
      context:
        'Bearing closeout: ADVISE\nreason: handoff_complete\n' +
        "recovery: Report the receipt on task T1 in plan.md to the user (or to the task's receiving_role, if it names one)\ntask: T1 (plan.md:6)",
    });
  });

  test('an invalid verdict: the recovery lists the closed set', () => {
    const decision = policyOver(snapshotOf({ 'plan.md': COMPLETE_PLAN.replace('verdict: PASS', 'verdict: pass') })).policy.evaluate(stop, context());
    expect(decision).toEqual({
      verdict: 'context',
      context:
        'Bearing closeout: ADVISE\nreason: handoff_invalid:verdict\n' +
        'recovery: Set verdict on task T1 in plan.md to one of ACCEPT, ACCEPT_WITH_FINDINGS, BLOCK, CANDIDATE_READY, FAIL, GAPS, NEEDS_MORE_EVIDENCE, OWNER_DECISION_REQUIRED, PARTIAL, PASS, READY, REPAIR_REQUIRED, REROUTED, WAITING_ON (exact case); ' +
        'the task outcome is intent, never a verdict\ntask: T1 (plan.md:6)',
    });
  });

  test('no discoverable Journey: nothing', () => {
    expect(policyOver(snapshotOf({})).policy.evaluate(stop, context())).toEqual({ verdict: 'none' });
  });
});
