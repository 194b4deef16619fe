import { container, type DependencyContainer } from 'tsyringe';
import { injectable } from '../../src/framework/di/injectable';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { PolicyEntry, type Policy, type PolicyContext } from '../../src/framework/policy';
import type { HookEvent } from '../../src/protocol/hook-event';
import { CapabilityResolver, type CapabilityResolution, type EvaluatorAnswer } from '../../src/services/capability/capability.resolver';
import { CandidateScanner, type CandidateState } from '../../src/services/candidate/candidate.scanner';
import { PlanReader } from '../../src/services/plan/plan.reader';
import { snapshotOf } from '../support/plan-snapshots';
import { READY_PLAN } from '../support/plans';

const UNKNOWN = { known: false, reason: 'not_a_repository' } as const;
const CANDIDATE: CandidateState = {
  checkout: '/w',
  revision: UNKNOWN,
  branch: UNKNOWN,
  diffBase: UNKNOWN,
  committed: UNKNOWN,
  workingTree: UNKNOWN,
  scopePaths: [],
  changedPaths: [],
};

/** A capability resolver whose evaluator always answers the same, counting its calls. */
function evaluatorAnswering(answer: EvaluatorAnswer, calls: string[]): CapabilityResolver {
  const resolution: CapabilityResolution = {
    capability: 'test-engineering',
    selected: true,
    required: false,
    status: 'ACTIVE',
    evaluator: { path: '/w/te.cjs', start: (entry) => ({ answer: async () => (calls.push(entry), answer), cancel: () => undefined }) },
  };
  return { resolve: () => resolution };
}

function runnerIn(setup: (c: DependencyContainer) => void): HookRunner {
  const child = bootstrap(container.createChildContainer(), HOST_CATALOG, {});
  setup(child);
  return child.resolve(HookRunner);
}

const withPlan = (c: DependencyContainer, documents: Record<string, string> = { 'plan.md': READY_PLAN }) =>
  c.register(PlanReader, { useValue: { read: (root: string) => snapshotOf(documents, root) } });

describe('the Bearing classes, wired (child container, services swapped by token)', () => {
  test('SessionStart: activation reads the plan through the PlanReader token', async () => {
    const reply = await runnerIn((c) => withPlan(c)).run('claude-code', { hook_event_name: 'SessionStart', cwd: '/nowhere', source: 'resume' });
    expect(reply).toEqual({
      exitCode: 0,
      stdout: {
        hookSpecificOutput: {
          hookEventName: 'SessionStart',
          additionalContext:
            'Bearing activation: ADVISE\nreason: context_ready\nrecovery: Continue with the assigned role; keep the project plan as the only task record\ntask: T1 (plan.md:6)',
        },
      },
      diagnostics: [],
    });
  });

  test("PreToolUse Write: the evaluator behind the CapabilityResolver token denies through Claude Code's deny channel", async () => {
    const calls: string[] = [];
    const runner = runnerIn((c) => {
      withPlan(c);
      c.register(CandidateScanner, { useValue: { scan: async () => CANDIDATE } });
      c.register(CapabilityResolver, { useValue: evaluatorAnswering({ ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'outside the write set' }, calls) });
    });
    const reply = await runner.run('claude-code', {
      hook_event_name: 'PreToolUse',
      cwd: '/w',
      tool_name: 'Write',
      tool_input: { file_path: '/w/x.ts', content: '' },
    });
    expect(reply).toEqual({
      exitCode: 0,
      stdout: {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: 'Bearing te_test_write: DENY_ROUTE_TO_TE — outside the write set',
        },
      },
      diagnostics: [],
    });
    expect(calls).toEqual(['evaluateTestWrite']);
  });

  test('first-pass Stop: closeout advice and the completion block together; Claude Code gets both', async () => {
    const calls: string[] = [];
    const runner = runnerIn((c) => {
      withPlan(c);
      c.register(CandidateScanner, { useValue: { scan: async () => CANDIDATE } });
      c.register(CapabilityResolver, { useValue: evaluatorAnswering({ ok: true, verdict: 'DENY_RECEIPT_REQUIRED', reason: 'no receipt' }, calls) });
    });
    const reply = await runner.run('claude-code', { hook_event_name: 'Stop', cwd: '/w', stop_hook_active: false });
    expect(reply.stdout).toEqual({
      decision: 'block',
      reason: 'Bearing te_completion: DENY_RECEIPT_REQUIRED — no receipt',
      hookSpecificOutput: { hookEventName: 'Stop', additionalContext: expect.stringMatching(/^Bearing closeout: ADVISE\nreason: handoff_incomplete:verdict,/) },
    });
  });

  test('Stop re-entry: closeout stays quiet, the completion gate asks again and may block again', async () => {
    const calls: string[] = [];
    const deny = runnerIn((c) => {
      withPlan(c);
      c.register(CandidateScanner, { useValue: { scan: async () => CANDIDATE } });
      c.register(CapabilityResolver, { useValue: evaluatorAnswering({ ok: true, verdict: 'DENY_RECEIPT_REQUIRED', reason: 'still no receipt' }, calls) });
    });
    expect(await deny.run('claude-code', { hook_event_name: 'Stop', cwd: '/w', stop_hook_active: true })).toEqual({
      exitCode: 0,
      stdout: { decision: 'block', reason: 'Bearing te_completion: DENY_RECEIPT_REQUIRED — still no receipt' },
      diagnostics: [],
    });
    expect(calls).toEqual(['evaluateCompletion']);
    const allow = runnerIn((c) => {
      withPlan(c);
      c.register(CandidateScanner, { useValue: { scan: async () => CANDIDATE } });
      c.register(CapabilityResolver, { useValue: evaluatorAnswering({ ok: true, verdict: 'ALLOW', reason: 'ok' }, calls) });
    });
    expect(await allow.run('claude-code', { hook_event_name: 'Stop', cwd: '/w', stop_hook_active: true })).toEqual({ exitCode: 0, diagnostics: [] });
    expect(calls).toEqual(['evaluateCompletion', 'evaluateCompletion']);
  });

  test('one hook call has one plan reader (closeout and the completion gate share its scan); each call its own', () => {
    const first = bootstrap(container.createChildContainer(), HOST_CATALOG, {});
    expect(first.resolve(PlanReader)).toBe(first.resolve(PlanReader));
    expect(bootstrap(container.createChildContainer(), HOST_CATALOG, {}).resolve(PlanReader)).not.toBe(first.resolve(PlanReader));
  });
});

describe('HookRunner: re-entry opt-in and one line per cause', () => {
  function entry(id: string, evaluate: (event: HookEvent, context: PolicyContext) => ReturnType<Policy['evaluate']>, onReentry?: boolean): PolicyEntry {
    @injectable()
    class Fake implements Policy {
      evaluate(event: HookEvent, context: PolicyContext) {
        return evaluate(event, context);
      }
    }
    return { id, families: ['stop'], needs: { channels: [], at: 'agent_guided' }, ...(onReentry !== undefined && { onReentry }), policy: Fake };
  }

  test('on a re-entry only the policies that opted in run', async () => {
    const seen: string[] = [];
    const runner = runnerIn((c) => {
      c.register(PolicyEntry, { useValue: entry('quiet', () => (seen.push('quiet'), { verdict: 'context', context: 'advice' })) });
      c.register(PolicyEntry, { useValue: entry('gate', () => (seen.push('gate'), { verdict: 'block', reason: 'again' }), true) });
    });
    expect(await runner.run('claude-code', { hook_event_name: 'Stop', stop_hook_active: true, cwd: '/nowhere' })).toEqual({
      exitCode: 0,
      stdout: { decision: 'block', reason: 'again' },
      diagnostics: [],
    });
    expect(seen).toEqual(['gate']);
  });

  test('two policies reporting the same broken thing: said once, in the one stderr line of the call', async () => {
    const runner = runnerIn((c) => {
      c.register(PolicyEntry, { useValue: entry('a', (_e, ctx) => (ctx.diagnose('/w/bearing.config.json: broken'), { verdict: 'none' })) });
      c.register(PolicyEntry, {
        useValue: entry('b', (_e, ctx) => (ctx.diagnose('/w/bearing.config.json: broken'), ctx.diagnose('b: other'), { verdict: 'none' })),
      });
    });
    expect((await runner.run('claude-code', { hook_event_name: 'Stop', cwd: '/nowhere' })).diagnostics).toEqual([
      'bearing: /w/bearing.config.json: broken; b: other',
    ]);
  });
});
