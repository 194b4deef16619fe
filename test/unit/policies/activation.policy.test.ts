import { ActivationPolicy } from '../../../src/policies/activation/activation.policy';
import { activationAdvice } from '../../../src/policies/activation/activation.advice';
import type { HookEvent } from '../../../src/protocol/hook-event';
import type { PlanReader } from '../../../src/services/plan/plan.reader';
import type { PlanSnapshot } from '../../../src/services/plan/plan-snapshot';
import type { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import { policyContext } from '../../support/policy-context';
import { snapshotOf } from '../../support/plan-snapshots';
import { leaseOnlyPlan, PLACEHOLDER_PLAN, READY_PLAN } from '../../support/plans';

const sessionStart: HookEvent = { host: 'claude-code', family: 'session/start', nativeEvent: 'SessionStart', cwd: '/w/sub', reentry: false, raw: {} };
const locator = { root: (cwd?: string) => (cwd === '/w/sub' ? '/w' : 'unexpected') } as WorkspaceLocator;

function policyOver(plan: PlanSnapshot) {
  const reads: string[] = [];
  const reader: PlanReader = { read: (root) => (reads.push(root), plan) };
  return { policy: new ActivationPolicy(locator, reader), reads };
}

const contextFor = (tracing = false) => policyContext(CLAUDE_CODE_DESCRIPTOR, tracing);

describe('activationAdvice', () => {
  test.each([
    ['no plan', {}, 'context_incomplete:plan+next_action+assigned_role+router'],
    ['ready plan', { 'plan.md': READY_PLAN }, 'context_ready'],
    ['placeholder-only plan', { 'plan.md': PLACEHOLDER_PLAN }, 'context_incomplete:next_action+assigned_role+router'],
    ['lease-only plan', { 'plan.md': leaseOnlyPlan('abc') }, 'context_incomplete:next_action+assigned_role'],
  ])('%s → %s', (_name, documents, reason) => {
    expect(activationAdvice(snapshotOf(documents))).toMatchObject({ hookClass: 'activation', outcome: 'ADVISE', reason });
  });
});

describe('ActivationPolicy', () => {
  test('a ready plan: context_ready as context, naming the task and where it is written', () => {
    const { policy, reads } = policyOver(snapshotOf({ 'docs/plan.md': READY_PLAN }));
    expect(policy.evaluate(sessionStart, contextFor().context)).toEqual({
      verdict: 'context',
      context:
        'Bearing activation: ADVISE\nreason: context_ready\nrecovery: Continue with the assigned role; keep the project plan as the only task record\n' +
        'task: T1 (docs/plan.md:6)',
    });
    expect(reads).toEqual(['/w']);
  });

  test('no plan: what is missing, and to invoke the router and record the next action', () => {
    const { policy } = policyOver(snapshotOf({}));
    expect(policy.evaluate(sessionStart, contextFor().context)).toEqual({
      verdict: 'context',
      context:
        'Bearing activation: ADVISE\nreason: context_incomplete:plan+next_action+assigned_role+router\n' +
        'recovery: Invoke the bearing router, load the assigned role skill, and record the next action in the project plan',
    });
  });

  test('unreadable parts of the workspace: one diagnostic line, the advice still given', () => {
    const { policy } = policyOver(snapshotOf({ 'plan.md': READY_PLAN }, '/w', ['docs: EACCES', 'notes/plan.md: EIO']));
    const { context, lines } = contextFor();
    expect(policy.evaluate(sessionStart, context)).toMatchObject({ verdict: 'context' });
    expect(lines).toEqual(['plan scan skipped what it could not read: docs: EACCES (and 1 more)']);
  });

  test('one unreadable part: the line names it alone; a readable workspace costs no line', () => {
    const one = contextFor();
    policyOver(snapshotOf({ 'plan.md': READY_PLAN }, '/w', ['docs: EACCES'])).policy.evaluate(sessionStart, one.context);
    expect(one.lines).toEqual(['plan scan skipped what it could not read: docs: EACCES']);
    const none = contextFor();
    policyOver(snapshotOf({ 'plan.md': READY_PLAN })).policy.evaluate(sessionStart, none.context);
    expect(none.lines).toEqual([]);
  });

  test('a scan that stopped at a bound: one line when tracing (BEARING_TRACE), none otherwise; the advice still given', () => {
    const stopped = snapshotOf({ 'docs/plan.md': READY_PLAN }, '/w', [], '2048 entries beyond the root, docs/, plans/ and .agents/');
    const traced = contextFor(true);
    expect(policyOver(stopped).policy.evaluate(sessionStart, traced.context)).toMatchObject({ verdict: 'context' });
    expect(traced.lines).toEqual([
      'plan scan stopped at a bound (2048 entries beyond the root, docs/, plans/ and .agents/); a plan past it may be missed',
    ]);
    const quiet = contextFor();
    policyOver(stopped).policy.evaluate(sessionStart, quiet.context);
    expect(quiet.lines).toEqual([]);
    const whole = contextFor(true);
    policyOver(snapshotOf({ 'docs/plan.md': READY_PLAN })).policy.evaluate(sessionStart, whole.context);
    expect(whole.lines).toEqual([]);
  });
});
