import { TeCompletionPolicy } from '../../../src/policies/test-engineering/te-completion.policy';
import { TeTestWritePolicy } from '../../../src/policies/test-engineering/te-test-write.policy';
import { TestEngineeringGate } from '../../../src/policies/test-engineering/test-engineering.gate';
import type { HookEvent } from '../../../src/protocol/hook-event';
import type { CapabilityResolution, CapabilityResolver, EvaluatorAnswer } from '../../../src/services/capability/capability.resolver';
import type { CandidateScanner, CandidateScope, CandidateState } from '../../../src/services/candidate/candidate.scanner';
import type { PlanReader } from '../../../src/services/plan/plan.reader';
import type { WorkspaceLocator } from '../../../src/services/workspace/workspace-locator';
import { policyContext } from '../../support/policy-context';
import { snapshotOf } from '../../support/plan-snapshots';
import { leaseFirstPlan } from '../../support/plans';
import { makeWorkspace, removeWorkspace } from '../../support/workspace';
import { fileTool } from '../../support/tool-calls';

const root = makeWorkspace({ '.bearing/test-engineering/handoff.json': '{"kind":"test-engineering-handoff"}' });
afterAll(() => removeWorkspace(root));

const CANDIDATE: CandidateState = {
  checkout: root,
  revision: { known: true, value: 'head1' },
  branch: { known: false, reason: 'detached_head' },
  diffBase: { known: true, value: 'base1' },
  committed: { known: true, value: ['src/a.ts'] },
  workingTree: { known: true, value: [] },
  scopePaths: ['src/'],
  changedPaths: ['src/a.ts'],
};

const activation = { capability: 'test-engineering' as const, selected: true, required: false };

/** Every service the gates use, faked, with a log of who was asked what. */
function harness(options: { resolution?: CapabilityResolution['status']; answer?: EvaluatorAnswer; candidate?: CandidateState } = {}) {
  const log: string[] = [];
  const requests: unknown[] = [];
  let cancelled = 0;
  const locator = { root: (cwd?: string) => (log.push(`locate ${cwd}`), root) } as WorkspaceLocator;
  const answer = options.answer ?? { ok: true, verdict: 'ALLOW', reason: 'fine' };
  const resolutions: Record<CapabilityResolution['status'], CapabilityResolution> = {
    INACTIVE: {
      capability: 'test-engineering',
      selected: false,
      required: false,
      status: 'INACTIVE',
      code: 'capability_inactive',
      message: 'inactive; not a failure',
    },
    TYPED_GAP: { ...activation, status: 'TYPED_GAP', code: 'typed_capability_gap', message: 'no loadable evaluator', recovery: 'install it' },
    CONFIG_INVALID: {
      ...activation,
      status: 'CONFIG_INVALID',
      code: 'capability_config_invalid',
      message: '/w/bearing.config.json: unknown key "x"',
      recovery: 'repair',
    },
    ACTIVE: {
      ...activation,
      status: 'ACTIVE',
      evaluator: {
        path: `${root}/skills/test-engineering/hooks/te-evaluator.cjs`,
        start: (entry) => {
          log.push(`start ${entry}`);
          return { answer: async (request) => (requests.push(request), answer), cancel: () => void cancelled++ };
        },
      },
    },
  };
  const resolver: CapabilityResolver = { resolve: (r) => (log.push(`resolve ${r}`), resolutions[options.resolution ?? 'ACTIVE']) };
  const plans: PlanReader = { read: (r) => (log.push(`plan ${r}`), snapshotOf({ 'plan.md': leaseFirstPlan('base1') }, r)) };
  const scanner: CandidateScanner = {
    scan: async (r: string, scope: CandidateScope) => (log.push(`scan ${r} ${scope.diffBase} ${scope.writeSet.join(',')}`), options.candidate ?? CANDIDATE),
  };
  const gate = new TestEngineeringGate(locator, resolver, plans, scanner);
  const { context: policyContextOf, lines } = policyContext();
  const context = () => policyContextOf;
  return { gate, log, requests, lines, context, cancelled: () => cancelled };
}

const write = (input: Record<string, unknown>, raw: Record<string, unknown> = {}): HookEvent => ({
  host: 'claude-code',
  family: 'tool/before',
  nativeEvent: 'PreToolUse',
  cwd: root,
  tool: fileTool('Write', input),
  reentry: false,
  raw: { hook_event_name: 'PreToolUse', ...raw },
});
const stopEvent = (family: 'stop' | 'agent/stop', nativeEvent: string, reentry = false): HookEvent => ({
  host: 'claude-code',
  family,
  nativeEvent,
  cwd: root,
  reentry,
  raw: {},
});

describe('te_test_write', () => {
  test('DENY_ROUTE_TO_TE: refused through the deny channel, with the class, verdict and reason', async () => {
    const h = harness({ answer: { ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'tests belong to Test Engineering' } });
    expect(await new TeTestWritePolicy(h.gate).evaluate(write({ file_path: `${root}/test/a.test.ts` }), h.context())).toEqual({
      verdict: 'deny',
      reason: 'Bearing te_test_write: DENY_ROUTE_TO_TE — tests belong to Test Engineering',
    });
    expect(h.log).toEqual([`locate ${root}`, `resolve ${root}`, 'start evaluateTestWrite', `plan ${root}`, `scan ${root} base1 src/`]);
    expect(h.cancelled()).toBe(1);
  });

  test("DENY_RECEIPT_REQUIRED is refused too; ALLOW and the evaluator's own UNAVAILABLE let the call through, silently", async () => {
    const deny = harness({ answer: { ok: true, verdict: 'DENY_RECEIPT_REQUIRED', reason: 'r' } });
    expect(await new TeTestWritePolicy(deny.gate).evaluate(write({}), deny.context())).toMatchObject({
      verdict: 'deny',
      reason: 'Bearing te_test_write: DENY_RECEIPT_REQUIRED — r',
    });
    for (const verdict of ['ALLOW', 'UNAVAILABLE'] as const) {
      const h = harness({ answer: { ok: true, verdict, reason: 'r' } });
      expect(await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context())).toEqual({ verdict: 'none' });
      expect(h.lines).toEqual([]);
    }
  });

  test('the request: assignment from the plan, candidate from git, target paths and tool from the tool call (never the envelope), artifacts from disk', async () => {
    const h = harness();
    const event = write(
      { file_path: `${root}/src/b.ts`, paths: ['src/c.ts', 'src/b.ts'], assigned_role: 'Spoofed Role', write_set: ['/'] },
      { file_path: 'lib/d.ts', last_assistant_message: 'I am the Test Engineer' },
    );
    // The paths an adapter found (a host with a path list key): absolute, relative, repeated.
    await new TeTestWritePolicy(h.gate).evaluate({ ...event, tool: { ...event.tool!, paths: [`${root}/src/b.ts`, 'src/c.ts', 'src/b.ts'] } }, h.context());
    expect(h.requests).toEqual([
      {
        hook_class: 'te_test_write',
        event: 'PreToolUse',
        host: 'claude-code',
        workspace_root: root,
        workspaceRoot: root,
        revision: 'head1',
        diff_base: 'base1',
        candidate: {
          checkout: root,
          branch: null,
          revision: 'head1',
          diff_base: 'base1',
          scope_paths: ['src/'],
          changed_paths: ['src/a.ts'],
          unknown: { branch: 'detached_head' },
        },
        assignment: {
          task_id: 'T-TE-2',
          assigned_role: 'Product Implementer',
          role_instance: 'PC-TE',
          write_set: ['src/'],
          authority: 'AUTH-EMV-001',
          authority_id: 'AUTH-EMV-001',
          type: 'product',
          candidate_revision: 'base1',
        },
        target_paths: ['src/b.ts', 'src/c.ts'],
        handoff: { path: '.bearing/test-engineering/handoff.json', exists: true, raw: '{"kind":"test-engineering-handoff"}' },
        receipt: { path: '.bearing/test-engineering/receipt.json', exists: false, raw: null },
        tool_name: 'Write',
        tool_input: { file_path: `${root}/src/b.ts`, paths: ['src/c.ts', 'src/b.ts'], assigned_role: 'Spoofed Role', write_set: ['/'] },
      },
    ]);
  });

  test.each([['read'], ['other']] as const)('a %s tool call (as the adapter classifies it) is not looked at', async (kind) => {
    const h = harness({ answer: { ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'r' } });
    expect(
      await new TeTestWritePolicy(h.gate).evaluate({ ...write({}), tool: { name: 'Anything', kind, input: {}, paths: [], removes: [] } }, h.context()),
    ).toEqual({
      verdict: 'none',
    });
    expect(h.log).toEqual([]);
  });

  test.each([
    ['write', undefined],
    ['shell', 'npm test'],
    ['shell', undefined],
  ] as const)('a %s call is looked at (command %s)', async (kind, command) => {
    const h = harness({ answer: { ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'r' } });
    const event = { ...write({}), tool: { name: 'Anything', kind, input: {}, ...(command && { command }), paths: [], removes: [] } };
    expect(await new TeTestWritePolicy(h.gate).evaluate(event, h.context())).toMatchObject({ verdict: 'deny' });
  });

  test('capability inactive: nothing, no line, and neither the plan nor git is read', async () => {
    const h = harness({ resolution: 'INACTIVE' });
    expect(await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context())).toEqual({ verdict: 'none' });
    expect(h.lines).toEqual([]);
    expect(h.log).toEqual([`locate ${root}`, `resolve ${root}`]);
  });

  test('a typed gap: the call goes through, one line with the recovery, no scan', async () => {
    const h = harness({ resolution: 'TYPED_GAP' });
    expect(await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context())).toEqual({ verdict: 'none' });
    expect(h.lines).toEqual(['te_test_write UNAVAILABLE typed_capability_gap: no loadable evaluator; recovery: install it']);
    expect(h.log).toEqual([`locate ${root}`, `resolve ${root}`]);
  });

  test('a broken config: the call goes through, the file named as its other readers name it', async () => {
    const h = harness({ resolution: 'CONFIG_INVALID' });
    expect(await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context())).toEqual({ verdict: 'none' });
    expect(h.lines).toEqual(['/w/bearing.config.json: unknown key "x"']);
  });

  test.each([
    ['evaluator_failure', 'the evaluator threw: boom'],
    ['evaluator_verdict_unrecognized', 'the evaluator returned verdict "PASS"'],
    ['evaluator_timeout', 'the evaluator did not answer within 2000 ms'],
  ] as const)('%s: fail open with one line', async (code, message) => {
    const h = harness({ answer: { ok: false, code, message } });
    expect(await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context())).toEqual({ verdict: 'none' });
    expect(h.lines).toEqual([`te_test_write UNAVAILABLE ${code}: ${message}`]);
    expect(h.cancelled()).toBe(1);
  });
});

describe('git that gives no answer', () => {
  const gone = { known: false, reason: 'git_unavailable', detail: 'git is not on PATH' } as const;
  const noGit: CandidateState = { ...CANDIDATE, revision: gone, branch: gone, diffBase: gone, committed: gone, workingTree: gone, changedPaths: [] };

  test('git missing: the evaluator still decides, and one line says git gave no answer', async () => {
    const h = harness({ candidate: noGit, answer: { ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'cannot see the candidate' } });
    expect(await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context())).toMatchObject({ verdict: 'deny' });
    expect(h.lines).toEqual(['te_test_write: git gave no answer (git_unavailable: git is not on PATH); the evaluator is told which facts are unknown']);
    expect(h.requests[0]).toMatchObject({
      candidate: { unknown: { revision: 'git_unavailable', branch: 'git_unavailable', diff_base: 'git_unavailable', working_tree: 'git_unavailable' } },
    });
  });

  test.each([
    ['git_timeout', 'git did not answer within 2000 ms', 'git_timeout: git did not answer within 2000 ms'],
    ['git_failed', undefined, 'git_failed'],
  ] as const)('%s in the working tree alone is a failure: one line, with its detail when git gave one', async (reason, detail, named) => {
    const state = { known: false, reason, ...(detail && { detail }) } as const;
    const h = harness({ candidate: { ...CANDIDATE, workingTree: state } });
    await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context());
    expect(h.lines).toEqual([`te_test_write: git gave no answer (${named}); the evaluator is told which facts are unknown`]);
  });

  test('git failing on the diff base alone is a failure too', async () => {
    const h = harness({ candidate: { ...CANDIDATE, diffBase: { known: false, reason: 'git_failed', detail: 'exit 128' } } });
    await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context());
    expect(h.lines).toEqual(['te_test_write: git gave no answer (git_failed: exit 128); the evaluator is told which facts are unknown']);
  });

  test.each(['not_a_repository', 'detached_head', 'no_commits', 'diff_base_not_recorded', 'diff_base_unknown'] as const)(
    '%s is a state, not a failure: no line',
    async (reason) => {
      const state = { known: false, reason } as const;
      const h = harness({ candidate: { ...CANDIDATE, branch: state, diffBase: state } });
      await new TeTestWritePolicy(h.gate).evaluate(write({}), h.context());
      expect(h.lines).toEqual([]);
    },
  );
});

describe('te_completion', () => {
  test.each([
    ['stop', 'Stop'],
    ['agent/stop', 'SubagentStop'],
  ] as const)('%s (%s): a DENY keeps the agent going through the block channel', async (family, nativeEvent) => {
    const h = harness({ answer: { ok: true, verdict: 'DENY_RECEIPT_REQUIRED', reason: 'no passing receipt' } });
    expect(await new TeCompletionPolicy(h.gate).evaluate(stopEvent(family, nativeEvent), h.context())).toEqual({
      verdict: 'block',
      reason: 'Bearing te_completion: DENY_RECEIPT_REQUIRED — no passing receipt',
    });
    expect(h.log).toContain('start evaluateCompletion');
    expect(h.requests[0]).toMatchObject({ hook_class: 'te_completion', event: nativeEvent, target_paths: [], tool_name: null, tool_input: null });
  });

  test('a re-entry is evaluated again (the runner lets this policy run on it)', async () => {
    const h = harness({ answer: { ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'r' } });
    expect(await new TeCompletionPolicy(h.gate).evaluate(stopEvent('stop', 'Stop', true), h.context())).toMatchObject({ verdict: 'block' });
  });

  test('ALLOW lets the agent stop; it grants nothing else (no context, no notice)', async () => {
    const h = harness({ answer: { ok: true, verdict: 'ALLOW', reason: 'receipt present' } });
    expect(await new TeCompletionPolicy(h.gate).evaluate(stopEvent('stop', 'Stop'), h.context())).toEqual({ verdict: 'none' });
  });
});
