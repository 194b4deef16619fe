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

const NO_PLAN =
  'Bearing activation: ADVISE (reason: no_plan): no plan in this workspace; if the user wants one, `bearing plan init` writes it (the bearing skill explains the format)';
const READY = 'Bearing activation: ADVISE\nreason: context_ready\nrecovery: Continue with the assigned role; keep the project plan as the only task record';

describe('activationAdvice', () => {
  test.each([
    ['no plan', {}, 'no_plan'],
    ['ready plan', { 'plan.md': READY_PLAN }, 'context_ready'],
    ['placeholder-only plan', { 'plan.md': PLACEHOLDER_PLAN }, 'context_incomplete:next_action+assigned_role+journey'],
    ['lease-only plan', { 'plan.md': leaseOnlyPlan('abc') }, 'context_incomplete:next_action+assigned_role'],
    ['a ready task, no journey line', { 'plan.md': READY_PLAN.replace('- journey: Explorer Journey\n', '') }, 'context_incomplete:journey'],
  ])('%s → %s', (_name, documents, reason) => {
    expect(activationAdvice(snapshotOf(documents))).toMatchObject({ hookClass: 'activation', outcome: 'ADVISE', reason });
  });
});

describe('ActivationPolicy: the exact text the agent reads', () => {
  const textFor = (documents: Record<string, string>) => policyOver(snapshotOf(documents)).policy.evaluate(sessionStart, contextFor().context);

  test('a ready plan: context_ready as context, naming the task and where it is written', () => {
    const { policy, reads } = policyOver(snapshotOf({ 'docs/plan.md': READY_PLAN }));
    expect(policy.evaluate(sessionStart, contextFor().context)).toEqual({ verdict: 'context', context: `${READY}\ntask: T1 (docs/plan.md:6)` });
    expect(reads).toEqual(['/w']);
  });

  test('no plan: one line, naming only what ships (bearing plan init, the bearing skill)', () => {
    expect(textFor({})).toEqual({ verdict: 'context', context: NO_PLAN });
    expect(NO_PLAN.split('\n')).toHaveLength(1);
  });

  test('a task with placeholders and no journey: which fields to set on which task, and the journey line', () => {
    expect(textFor({ 'docs/notes.md': PLACEHOLDER_PLAN })).toEqual({
      verdict: 'context',
      context:
        'Bearing activation: ADVISE\nreason: context_incomplete:next_action+assigned_role+journey\n' +
        'recovery: Set next_action and assigned_role on task T9 in docs/notes.md, and add a `- journey: <name>` line to docs/notes.md; ' +
        'the bearing skill explains each field\ntask: T9 (docs/notes.md:3)',
    });
  });

  test('a plan with no task yet (a lease only): how a task is written, in the plan that has the lease', () => {
    expect(textFor({ 'plans/lease.md': leaseOnlyPlan('abc') })).toEqual({
      verdict: 'context',
      context:
        'Bearing activation: ADVISE\nreason: context_incomplete:next_action+assigned_role\n' +
        'recovery: Add a task to plans/lease.md (a `### task_id: <id>` heading, then `- assigned_role:` and `- next_action:` bullets); ' +
        'the bearing skill explains each field',
    });
  });

  test('a ready task in a plan that names no journey: only the journey line', () => {
    expect(textFor({ 'plan.md': READY_PLAN.replace('- journey: Explorer Journey\n', '') })).toEqual({
      verdict: 'context',
      context:
        'Bearing activation: ADVISE\nreason: context_incomplete:journey\n' +
        'recovery: Add a `- journey: <name>` line to plan.md; the bearing skill explains each field\ntask: T1 (plan.md:5)',
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
    expect(traced.lines).toEqual(['plan scan stopped at a bound (2048 entries beyond the root, docs/, plans/ and .agents/); a plan past it may be missed']);
    const quiet = contextFor();
    policyOver(stopped).policy.evaluate(sessionStart, quiet.context);
    expect(quiet.lines).toEqual([]);
    const whole = contextFor(true);
    policyOver(snapshotOf({ 'docs/plan.md': READY_PLAN })).policy.evaluate(sessionStart, whole.context);
    expect(whole.lines).toEqual([]);
  });
});
