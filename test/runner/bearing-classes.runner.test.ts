import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installEvaluator, type EvaluatorFixture } from '../support/evaluators';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../support/expected-replies';
import { GitRepo } from '../support/git-repo';
import { COMPLETE_PLAN, leaseFirstPlan, leaseOnlyPlan, PLACEHOLDER_PLAN, READY_PLAN, unrelatedMarkdown } from '../support/plans';
import { HOOK_BUNDLE, runHook, type HookProcess } from '../support/run-hook';
import { makeWorkspace, removeWorkspace, writeFiles } from '../support/workspace';

/**
 * The Bearing classes on Claude Code, end to end: the committed hook bundle spawned as Claude Code spawns
 * it, in real git repositories with real plans, configs and evaluators. Exact stdout, stderr and exit code.
 */
const cleanup: Array<() => void> = [];
afterAll(() => {
  for (const f of cleanup) f();
});

function workspace(files: Record<string, string> = {}): string {
  const root = makeWorkspace(files);
  cleanup.push(() => removeWorkspace(root));
  return root;
}

/** A git repository with a lease-first plan whose candidate revision is the first commit; the task's scope is src/. */
function teRepo(evaluator?: EvaluatorFixture, select: 'config' | 'none' = 'config'): GitRepo {
  const repo = new GitRepo('work');
  cleanup.push(() => repo.remove());
  const base = repo.git('rev-parse', 'HEAD');
  writeFiles(repo.root, {
    'docs/plan.md': leaseFirstPlan(base, 'src/'),
    ...(select === 'config' && { 'bearing.config.json': '{"capabilities":{"test-engineering":{"selected":true}}}' }),
  });
  if (evaluator) installEvaluator(repo.root, evaluator);
  return repo;
}

const hook = (payload: Record<string, unknown>, env: Record<string, string> = {}): HookProcess => runHook(['claude-code'], JSON.stringify(payload), env);
const sessionStart = (cwd: string) => ({ session_id: 's1', cwd, hook_event_name: 'SessionStart', source: 'resume' });
const stop = (cwd: string, active = false, event = 'Stop') => ({
  session_id: 's1',
  cwd,
  hook_event_name: event,
  stop_hook_active: active,
  last_assistant_message: 'done',
});
const write = (cwd: string, file: string, extra: Record<string, unknown> = {}) => ({
  session_id: 's1',
  cwd,
  hook_event_name: 'PreToolUse',
  tool_name: 'Write',
  tool_input: { file_path: join(cwd, file), content: 'x\n' },
  ...extra,
});
const bash = (cwd: string, command: string) => ({ session_id: 's1', cwd, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });

const context = (event: string, text: string) => ({ hookSpecificOutput: { hookEventName: event, additionalContext: text } });
const deny = (reason: string) => ({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } });
const QUIET: HookProcess = { status: 0, stdout: '', stderr: '' };

function json(run: HookProcess): unknown {
  expect(run.status).toBe(0);
  expect(run.stdout.endsWith('\n') && run.stdout.indexOf('\n') === run.stdout.length - 1).toBe(true);
  return JSON.parse(run.stdout);
}

const READY_RECOVERY = 'recovery: Continue with the assigned role; keep the project plan as the only task record';
const ALL_RECEIPT_FIELDS = 'verdict,candidate_ref,changed_paths,tests,findings';

describe('activation (SessionStart → additionalContext)', () => {
  test('no plan: one line, naming what ships (bearing plan init, the bearing skill)', () => {
    const run = hook(sessionStart(workspace()));
    expect(json(run)).toEqual(context('SessionStart', ACTIVATION_ADVICE_WITHOUT_PLAN));
    expect(run.stderr).toBe('');
  });

  test('a ready plan at docs/plan.md behind 25 unrelated Markdown files: context_ready', () => {
    const root = workspace({ ...unrelatedMarkdown(25), 'docs/plan.md': READY_PLAN });
    expect(json(hook(sessionStart(root)))).toEqual(
      context('SessionStart', `Bearing activation: ADVISE\nreason: context_ready\n${READY_RECOVERY}\ntask: T1 (docs/plan.md:6)`),
    );
  });

  test('docs/plan.md behind a root with more entries than the scan reads: context_ready; with BEARING_TRACE=1 one line says the scan stopped', () => {
    const root = workspace({ 'docs/plan.md': READY_PLAN });
    writeFiles(root, Object.fromEntries(Array.from({ length: 10_100 }, (_, i) => [`f${i}.txt`, ''])));
    const ready = context('SessionStart', `Bearing activation: ADVISE\nreason: context_ready\n${READY_RECOVERY}\ntask: T1 (docs/plan.md:6)`);
    const quiet = hook(sessionStart(root));
    expect(json(quiet)).toEqual(ready);
    expect(quiet.stderr).toBe('');
    const traced = hook(sessionStart(root), { BEARING_TRACE: '1' });
    expect(json(traced)).toEqual(ready);
    expect(traced.stderr).toBe(
      'bearing: plan scan stopped at a bound (10000 entries in the root, docs/, plans/ and .agents/); a plan past it may be missed\n' +
        'bearing: trace: claude-code SessionStart → session/start: context (activation)\n',
    );
  });

  test('placeholder-only and lease-only plans: what is still missing', () => {
    expect(json(hook(sessionStart(workspace({ 'plan.md': PLACEHOLDER_PLAN }))))).toEqual(
      context(
        'SessionStart',
        'Bearing activation: ADVISE\nreason: context_incomplete:next_action+assigned_role+journey\n' +
          'recovery: Set next_action and assigned_role on task T9 in plan.md, and add a `- journey: <name>` line to plan.md; the bearing skill explains each field\n' +
          'task: T9 (plan.md:3)',
      ),
    );
    expect(json(hook(sessionStart(workspace({ 'plan.md': leaseOnlyPlan('abc') }))))).toEqual(
      context(
        'SessionStart',
        'Bearing activation: ADVISE\nreason: context_incomplete:next_action+assigned_role\n' +
          'recovery: Add a task to plan.md (a `### task_id: <id>` heading, then `- assigned_role:` and `- next_action:` bullets); the bearing skill explains each field',
      ),
    );
  });

  test('from a sub-folder of the repository, the plan at the workspace root is found', () => {
    const repo = teRepo(undefined, 'none');
    writeFiles(repo.root, { 'docs/plan.md': READY_PLAN, 'src/deep/x.ts': '' });
    expect(json(hook(sessionStart(join(repo.root, 'src', 'deep'))))).toMatchObject(context('SessionStart', expect.stringContaining('reason: context_ready')));
  });
});

describe('unreadable parts of the workspace', () => {
  /** As root every file is readable, so the hook runs as `nobody` there; anyone else meets the modes directly. */
  function hookAs(payload: Record<string, unknown>): HookProcess {
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const run = spawnSync(process.execPath, [HOOK_BUNDLE, 'claude-code'], {
      input: JSON.stringify(payload),
      encoding: 'utf8',
      timeout: 20_000,
      env: { PATH: process.env['PATH'] ?? '', BEARING_NO_COMPILE_CACHE: '1' },
      ...asNobody,
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  test('a folder that cannot be listed and a plan that cannot be read: skipped, one stderr line, the advice still given', () => {
    const root = workspace({ 'docs/plan.md': READY_PLAN, 'secret-plan.md': READY_PLAN, 'private/plan.md': READY_PLAN });
    chmodSync(root, 0o755);
    chmodSync(join(root, 'docs'), 0o755);
    chmodSync(join(root, 'docs', 'plan.md'), 0o644);
    chmodSync(join(root, 'secret-plan.md'), 0o000);
    chmodSync(join(root, 'private'), 0o000);
    try {
      const run = hookAs(sessionStart(root));
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(
        context('SessionStart', `Bearing activation: ADVISE\nreason: context_ready\n${READY_RECOVERY}\ntask: T1 (docs/plan.md:6)`),
      );
      expect(run.stderr).toBe('bearing: plan scan skipped what it could not read: private: EACCES (and 1 more)\n');
    } finally {
      // Even when an expectation fails: a folder nobody may list cannot be cleaned up.
      chmodSync(join(root, 'private'), 0o755);
    }
  });
});

describe('closeout (Stop → additionalContext; quiet without a Journey or on re-entry)', () => {
  test('no discoverable Journey: quiet', () => {
    expect(hook(stop(workspace({ 'README.md': '# hi\n' })))).toEqual(QUIET);
  });

  test('a ready plan: the receipt fields still missing', () => {
    expect(json(hook(stop(workspace({ 'plan.md': READY_PLAN }))))).toEqual(
      context(
        'Stop',
        `Bearing closeout: ADVISE\nreason: handoff_incomplete:${ALL_RECEIPT_FIELDS}\n` +
          'recovery: Record verdict, candidate_ref, changed_paths, tests, findings on task T1 in plan.md before handing off; the bearing skill explains the receipt\n' +
          'task: T1 (plan.md:6)',
      ),
    );
  });

  test('a complete receipt: handoff_complete; a lease-only plan is a discoverable Journey too', () => {
    expect(json(hook(stop(workspace({ 'plan.md': COMPLETE_PLAN }))))).toEqual(
      context(
        'Stop',
        "Bearing closeout: ADVISE\nreason: handoff_complete\nrecovery: Report the receipt on task T1 in plan.md to the user (or to the task's receiving_role, if it names one)\n" +
          'task: T1 (plan.md:6)',
      ),
    );
    expect(json(hook(stop(workspace({ 'plan.md': leaseOnlyPlan('abc') }))))).toEqual(
      context(
        'Stop',
        `Bearing closeout: ADVISE\nreason: handoff_incomplete:${ALL_RECEIPT_FIELDS}\n` +
          'recovery: Add a task to plan.md (a `### task_id: <id>` heading) and record verdict, candidate_ref, changed_paths, tests, findings on it before handing off; ' +
          'the bearing skill explains the receipt',
      ),
    );
  });

  test("stop_hook_active: quiet, plan or not; a child agent's stop gets no closeout", () => {
    const root = workspace({ 'plan.md': READY_PLAN });
    expect(hook(stop(root, true))).toEqual(QUIET);
    expect(hook(stop(root, false, 'SubagentStop'))).toEqual(QUIET);
  });
});

describe('te_test_write (PreToolUse → permissionDecision deny)', () => {
  test('an evaluator present but not selected: not consulted', () => {
    expect(hook(write(teRepo('deny-route', 'none').root, 'test/a.test.ts'))).toEqual(QUIET);
  });

  test('selected through the environment, no evaluator: the call goes through, one line with the recovery', () => {
    const root = teRepo(undefined, 'none').root;
    expect(hook(write(root, 'src/a.ts'), { BEARING_TEST_ENGINEERING_SELECTED: 'yes' })).toEqual({
      status: 0,
      stdout: '',
      stderr:
        'bearing: te_test_write UNAVAILABLE typed_capability_gap: selected or required capability "test-engineering" is unavailable: no loadable evaluator at ' +
        'skills/test-engineering/hooks/te-evaluator.cjs; recovery: install the test-engineering method capability in this workspace, or clear the selected/required activation for this task\n',
    });
  });

  test("inside the write set: allowed; outside it: denied with the evaluator's reason", () => {
    const root = teRepo('write-set').root;
    expect(hook(write(root, 'src/feature.ts'))).toEqual(QUIET);
    const run = hook(write(root, 'test/feature.test.ts'));
    expect(run.stdout).toBe(`${JSON.stringify(deny('Bearing te_test_write: DENY_ROUTE_TO_TE — test/feature.test.ts is outside the write set of T-TE-2'))}\n`);
    expect(run.stderr).toBe('');
  });

  test.each([
    ['deny-route', 'Bearing te_test_write: DENY_ROUTE_TO_TE — route te_test_write to Test Engineering'],
    ['deny-receipt', 'Bearing te_test_write: DENY_RECEIPT_REQUIRED — test_engineering_verdict'],
  ] as const)('%s on a shell call: denied', (fixture, reason) => {
    const run = hook(bash(teRepo(fixture).root, 'npm test -- --update-snapshots'));
    expect(json(run)).toEqual(deny(reason));
  });

  test('a read is not a write: not consulted', () => {
    const root = teRepo('deny-route').root;
    expect(hook({ ...write(root, 'src/a.ts'), tool_name: 'Read', tool_input: { file_path: join(root, 'src/a.ts') } })).toEqual(QUIET);
  });

  test.each([
    ['throws', 'te_test_write UNAVAILABLE evaluator_failure: the evaluator threw: evaluator exploded'],
    ['exits', 'te_test_write UNAVAILABLE evaluator_failure: the evaluator ended without a verdict (exit code 3)'],
    [
      'garbage',
      'te_test_write UNAVAILABLE evaluator_verdict_unrecognized: the evaluator returned verdict "PASS"; expected one of ALLOW, DENY_ROUTE_TO_TE, DENY_RECEIPT_REQUIRED, UNAVAILABLE',
    ],
    [
      'missing-export',
      'te_test_write UNAVAILABLE typed_capability_gap: selected or required capability "test-engineering" is unavailable: no loadable evaluator at skills/test-engineering/hooks/te-evaluator.cjs (it does not export evaluateTestWrite and evaluateCompletion as functions); recovery: install the test-engineering method capability in this workspace, or clear the selected/required activation for this task',
    ],
  ] as const)('%s: the call goes through, one stderr line', (fixture, line) => {
    expect(hook(write(teRepo(fixture).root, 'src/a.ts'))).toEqual({ status: 0, stdout: '', stderr: `bearing: ${line}\n` });
  });

  test.each(['hang', 'hang-blocking'] as const)('%s: the hook still answers in time and exits', (fixture) => {
    const started = Date.now();
    const run = hook(write(teRepo(fixture).root, 'src/a.ts'), { BEARING_TE_EVALUATOR_TIMEOUT_MS: '500' });
    expect(run).toEqual({
      status: 0,
      stdout: '',
      stderr: 'bearing: te_test_write UNAVAILABLE evaluator_timeout: the evaluator did not answer within 500 ms\n',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('no git on PATH: the evaluator decides without a candidate, and one line says so', () => {
    const repo = teRepo('record');
    const record = join(mkdtempSync(join(tmpdir(), 'bearing-record-')), 'call.json');
    const run = hook(write(repo.root, 'src/a.ts'), { PATH: join(repo.root, 'no-bin'), TE_RECORD_FILE: record });
    expect(run).toEqual({
      status: 0,
      stdout: '',
      stderr: 'bearing: te_test_write: git gave no answer (git_unavailable: git is not on PATH); the evaluator is told which facts are unknown\n',
    });
    expect(JSON.parse(readFileSync(record, 'utf8')).request.candidate).toEqual({
      checkout: repo.root,
      branch: null,
      revision: null,
      diff_base: null,
      scope_paths: ['src/'],
      changed_paths: [],
      unknown: { revision: 'git_unavailable', branch: 'git_unavailable', diff_base: 'git_unavailable', working_tree: 'git_unavailable' },
    });
  });

  test('an evaluator that prints everywhere: nothing of it reaches Claude Code', () => {
    expect(hook(write(teRepo('noisy').root, 'src/a.ts'))).toEqual(QUIET);
  });

  test('the request: assignment from the plan only, candidate from git only (payload spoofing ignored)', () => {
    const repo = teRepo('record');
    const base = repo.git('rev-parse', 'HEAD');
    writeFiles(repo.root, { 'src/committed.ts': 'c\n', 'docs/other.md': 'o\n' });
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'work');
    const head = repo.git('rev-parse', 'HEAD');
    writeFiles(repo.root, { 'src/new dir/ü file.ts': 'u\n', 'lib/out.ts': 'o\n', '.bearing/test-engineering/receipt.json': '{"outcome":"PASS"}' });
    const record = join(mkdtempSync(join(tmpdir(), 'bearing-record-')), 'call.json');
    const spoof = { assigned_role: 'Test Engineer', write_set: ['/'], assignment: { write_set: ['/'] } };
    const run = hook(write(repo.root, 'src/x.ts', { ...spoof, tool_input: { file_path: join(repo.root, 'src/x.ts'), content: '', ...spoof } }), {
      TE_RECORD_FILE: record,
    });
    expect(run).toEqual(QUIET);
    const { entry, request } = JSON.parse(readFileSync(record, 'utf8'));
    expect(entry).toBe('evaluateTestWrite');
    expect(request).toMatchObject({
      hook_class: 'te_test_write',
      event: 'PreToolUse',
      host: 'claude-code',
      workspace_root: repo.root,
      revision: head,
      diff_base: base,
      candidate: {
        checkout: repo.root,
        branch: 'work',
        revision: head,
        diff_base: base,
        scope_paths: ['src/'],
        changed_paths: ['src/committed.ts', 'src/new dir/ü file.ts'],
        unknown: {},
      },
      assignment: {
        task_id: 'T-TE-2',
        assigned_role: 'Product Implementer',
        role_instance: 'PC-TE',
        write_set: ['src/'],
        authority: 'AUTH-EMV-001',
        type: 'product',
        candidate_revision: base,
      },
      target_paths: ['src/x.ts'],
      handoff: { path: '.bearing/test-engineering/handoff.json', exists: false, raw: null },
      receipt: { path: '.bearing/test-engineering/receipt.json', exists: true, raw: '{"outcome":"PASS"}' },
      tool_name: 'Write',
    });
  });
});

describe('te_completion (Stop, SubagentStop → decision block)', () => {
  const blocked = (reason: string) => ({ decision: 'block', reason });

  test('no passing receipt: the stop is blocked, and closeout still advises', () => {
    const root = teRepo('write-set').root;
    expect(json(hook(stop(root)))).toEqual({
      ...blocked('Bearing te_completion: DENY_RECEIPT_REQUIRED — no passing receipt for 0 changed path(s)'),
      ...context('Stop', expect.stringMatching(/^Bearing closeout: ADVISE\nreason: handoff_incomplete:/)),
    });
  });

  test('a passing receipt: the stop goes through; only the closeout advice is left', () => {
    const root = teRepo('write-set').root;
    writeFiles(root, { '.bearing/test-engineering/receipt.json': '{"outcome":"PASS"}' });
    expect(json(hook(stop(root)))).toEqual(context('Stop', expect.stringMatching(/^Bearing closeout: ADVISE/)));
  });

  test('a re-entry is asked again: still blocked, and nothing else said', () => {
    const repo = teRepo('write-set');
    writeFiles(repo.root, { 'src/changed.ts': 'x\n' });
    expect(hook(stop(repo.root, true))).toEqual({
      status: 0,
      stdout: `${JSON.stringify(blocked('Bearing te_completion: DENY_RECEIPT_REQUIRED — no passing receipt for 1 changed path(s)'))}\n`,
      stderr: '',
    });
  });

  test("a child agent's stop is held the same way", () => {
    expect(json(hook(stop(teRepo('deny-route').root, false, 'SubagentStop')))).toEqual(
      blocked('Bearing te_completion: DENY_ROUTE_TO_TE — route te_completion to Test Engineering'),
    );
  });

  test('selected through the environment in a workspace with no plan: the gate still applies; closeout stays quiet', () => {
    const root = workspace();
    installEvaluator(root, 'deny-receipt');
    expect(json(hook(stop(root), { BEARING_TEST_ENGINEERING_REQUIRED: '1' }))).toEqual(
      blocked('Bearing te_completion: DENY_RECEIPT_REQUIRED — test_engineering_verdict'),
    );
  });

  test('a hanging evaluator at a stop: the stop goes through in time, with one line', () => {
    const run = hook(stop(teRepo('hang').root), { BEARING_TE_EVALUATOR_TIMEOUT_MS: '500' });
    expect(json(run)).toEqual(context('Stop', expect.stringMatching(/^Bearing closeout: ADVISE/)));
    expect(run.stderr).toBe('bearing: te_completion UNAVAILABLE evaluator_timeout: the evaluator did not answer within 500 ms\n');
  });
});
