import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChildProcessEvaluatorSandbox } from '../../../src/services/capability/child-process-evaluator.sandbox';
import type { CapabilityResolution } from '../../../src/services/capability/capability.resolver';
import { TestEngineeringCapabilityResolver } from '../../../src/services/capability/test-engineering-capability.resolver';
import { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import { EVALUATOR_IN_WORKSPACE, installEvaluator, type EvaluatorFixture } from '../../support/evaluators';
import { makeWorkspace, removeWorkspace } from '../../support/workspace';

const roots: string[] = [];
afterAll(() => roots.forEach(removeWorkspace));

function workspace(files: Record<string, string> = {}, evaluator?: EvaluatorFixture): string {
  const root = makeWorkspace(files);
  roots.push(root);
  if (evaluator) installEvaluator(root, evaluator);
  return root;
}

function resolver(env: Record<string, string> = {}) {
  return new TestEngineeringCapabilityResolver(new WorkspaceConfigReader(), new ChildProcessEvaluatorSandbox(), { PATH: process.env['PATH'], ...env });
}

const selectedConfig = { 'bearing.config.json': JSON.stringify({ capabilities: { 'test-engineering': { selected: true } } }) };

function active(resolution: CapabilityResolution) {
  if (resolution.status !== 'ACTIVE') throw new Error(`expected ACTIVE, got ${resolution.status}`);
  return resolution.evaluator;
}

describe('TestEngineeringCapabilityResolver: selection', () => {
  test('neither selected nor required: INACTIVE, not a failure', () => {
    expect(resolver().resolve(workspace({}, 'allow'))).toEqual({
      capability: 'test-engineering',
      selected: false,
      required: false,
      status: 'INACTIVE',
      code: 'capability_inactive',
      message: 'capability "test-engineering" is neither selected nor required; the class does not run and this is not a failure',
    });
  });

  test.each(['1', 'true', 'YES', 'on', ' On '])('env flag %p selects it', (value) => {
    expect(resolver({ BEARING_TEST_ENGINEERING_SELECTED: value }).resolve(workspace({}, 'allow'))).toMatchObject({
      status: 'ACTIVE',
      selected: true,
      required: false,
    });
  });

  test.each(['0', 'false', 'no', '', 'enabled'])('env flag %p does not', (value) => {
    expect(resolver({ BEARING_TEST_ENGINEERING_SELECTED: value, BEARING_TEST_ENGINEERING_REQUIRED: value }).resolve(workspace({}, 'allow')).status).toBe(
      'INACTIVE',
    );
  });

  test('the config file selects or requires it; the env adds to it', () => {
    expect(resolver().resolve(workspace(selectedConfig, 'allow'))).toMatchObject({ status: 'ACTIVE', selected: true, required: false });
    const required = { 'bearing.config.json': '{"capabilities":{"test-engineering":{"required":true,"selected":false}}}' };
    expect(resolver().resolve(workspace(required, 'allow'))).toMatchObject({ status: 'ACTIVE', selected: false, required: true });
    expect(resolver({ BEARING_TEST_ENGINEERING_SELECTED: '1' }).resolve(workspace(required, 'allow'))).toMatchObject({ selected: true, required: true });
  });

  test('selected but no evaluator: TYPED_GAP with the recovery', () => {
    expect(resolver().resolve(workspace(selectedConfig))).toEqual({
      capability: 'test-engineering',
      selected: true,
      required: false,
      status: 'TYPED_GAP',
      code: 'typed_capability_gap',
      message: 'selected or required capability "test-engineering" is unavailable: no loadable evaluator at skills/test-engineering/hooks/te-evaluator.cjs',
      recovery: 'install the test-engineering method capability in this workspace, or clear the selected/required activation for this task',
    });
  });

  test('an evaluator path that is a folder is no evaluator; a symlink to a file is one', () => {
    const root = workspace(selectedConfig);
    mkdirSync(join(root, EVALUATOR_IN_WORKSPACE), { recursive: true });
    expect(resolver().resolve(root).status).toBe('TYPED_GAP');
    const linked = workspace({ ...selectedConfig, 'elsewhere/te.cjs': 'module.exports = {}' });
    mkdirSync(join(linked, 'skills/test-engineering/hooks'), { recursive: true });
    symlinkSync(join(linked, 'elsewhere/te.cjs'), join(linked, EVALUATOR_IN_WORKSPACE));
    expect(resolver().resolve(linked).status).toBe('ACTIVE');
  });

  test.each([
    ['{"capabilities":{"test-engineering":{"selected":"yes"}}}', '1:49: capabilities.test-engineering.selected must be a boolean value'],
    ['{"capabilities":{"requirements-engineering":{"selected":true}}}', '1:18: unknown key "capabilities.requirements-engineering"'],
    ['{"capabilities":{"test-engineering":{"enabled":true}}}', '1:38: unknown key "capabilities.test-engineering.enabled"'],
    ['{"capabilities":{"test-enginering":{"selected":true}}}', '1:18: unknown key "capabilities.test-enginering" (did you mean "test-engineering"?)'],
  ])('a broken config %s: CONFIG_INVALID naming the key, even when the env selects it', (config, error) => {
    const root = workspace({ 'bearing.config.json': config }, 'allow');
    expect(resolver({ BEARING_TEST_ENGINEERING_SELECTED: '1' }).resolve(root)).toMatchObject({
      status: 'CONFIG_INVALID',
      code: 'capability_config_invalid',
      message: `${join(root, 'bearing.config.json')}:${error}`,
      recovery: 'repair bearing.config.json',
    });
  });
});

describe('TestEngineeringCapabilityResolver: the evaluator, in its own process', () => {
  const ask = (fixture: EvaluatorFixture, env: Record<string, string> = {}) => {
    const evaluator = active(resolver(env).resolve(workspace(selectedConfig, fixture)));
    return evaluator.start('evaluateTestWrite').answer({ hook_class: 'te_test_write' });
  };

  test.each([
    ['allow', { ok: true, verdict: 'ALLOW', reason: 'nothing to check' }],
    ['deny-route', { ok: true, verdict: 'DENY_ROUTE_TO_TE', reason: 'route te_test_write to Test Engineering' }],
    ['deny-receipt', { ok: true, verdict: 'DENY_RECEIPT_REQUIRED', reason: 'test_engineering_verdict' }],
    ['unavailable', { ok: true, verdict: 'UNAVAILABLE', reason: 'method data missing' }],
    ['noisy', { ok: true, verdict: 'ALLOW', reason: 'noisy but fine' }],
    ['throws', { ok: false, code: 'evaluator_failure', message: 'the evaluator threw: evaluator exploded' }],
    ['exits', { ok: false, code: 'evaluator_failure', message: 'the evaluator ended without a verdict (exit code 3)' }],
    [
      'garbage',
      {
        ok: false,
        code: 'evaluator_verdict_unrecognized',
        message: 'the evaluator returned verdict "PASS"; expected one of ALLOW, DENY_ROUTE_TO_TE, DENY_RECEIPT_REQUIRED, UNAVAILABLE',
      },
    ],
    [
      'not-an-object',
      {
        ok: false,
        code: 'evaluator_verdict_unrecognized',
        message: 'the evaluator returned string without a string verdict; expected one of ALLOW, DENY_ROUTE_TO_TE, DENY_RECEIPT_REQUIRED, UNAVAILABLE',
      },
    ],
    [
      'missing-export',
      {
        ok: false,
        code: 'typed_capability_gap',
        message:
          'selected or required capability "test-engineering" is unavailable: no loadable evaluator at skills/test-engineering/hooks/te-evaluator.cjs (it does not export evaluateTestWrite and evaluateCompletion as functions)',
        recovery: 'install the test-engineering method capability in this workspace, or clear the selected/required activation for this task',
      },
    ],
    [
      'load-throws',
      expect.objectContaining({
        ok: false,
        code: 'typed_capability_gap',
        message: expect.stringContaining('(require() failed: cannot load: missing dependency)'),
      }),
    ],
  ] as const)('%s', async (fixture, answer) => {
    expect(await ask(fixture)).toEqual(answer);
  });

  test.each(['hang', 'hang-blocking'] as const)('%s: timed out within its budget, and nothing it started is left running', async (fixture) => {
    const root = workspace(selectedConfig, fixture);
    const sleep = `30.${process.pid}${Date.now() % 1000}`;
    const answer = await active(resolver({ BEARING_TE_EVALUATOR_TIMEOUT_MS: '400', TE_SLEEP: sleep }).resolve(root))
      .start('evaluateTestWrite')
      .answer({});
    expect(answer).toEqual({ ok: false, code: 'evaluator_timeout', message: 'the evaluator did not answer within 400 ms' });
    await new Promise((r) => setTimeout(r, 200));
    const running = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
    expect(running).not.toContain(root);
    expect(running).not.toContain(`sleep ${sleep}`);
  });

  test('an answer counts as soon as it is complete, though something the evaluator started holds its pipes; that is ended too', async () => {
    const root = workspace(selectedConfig, 'leaves-a-child');
    const sleep = `31.${process.pid}${Date.now() % 1000}`;
    // Waiting for the pipes to close would have ended in the 1.5 s timeout instead of this verdict.
    const answer = await active(resolver({ BEARING_TE_EVALUATOR_TIMEOUT_MS: '1500', TE_SLEEP: sleep }).resolve(root))
      .start('evaluateCompletion')
      .answer({});
    expect(answer).toEqual({ ok: true, verdict: 'ALLOW', reason: 'left a child behind' });
    await new Promise((r) => setTimeout(r, 200));
    expect(execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })).not.toContain(`sleep ${sleep}`);
  });

  test('the request reaches the evaluator as sent, in the workspace root, through the entry asked for', async () => {
    const record = join(mkdtempSync(join(tmpdir(), 'bearing-record-')), 'call.json');
    const root = workspace(selectedConfig, 'record');
    const evaluator = active(resolver({ TE_RECORD_FILE: record }).resolve(root));
    const request = { hook_class: 'te_completion', nested: { list: [1, 'two', null] }, text: 'ü "quoted"' };
    expect(await evaluator.start('evaluateCompletion').answer(request)).toEqual({ ok: true, verdict: 'ALLOW', reason: 'recorded' });
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({ entry: 'evaluateCompletion', cwd: root, request });
  });

  test('a call cancelled before it is answered leaves no process behind', async () => {
    const evaluator = active(resolver().resolve(workspace(selectedConfig, 'hang')));
    const call = evaluator.start('evaluateTestWrite');
    call.cancel();
    call.cancel();
    expect(await call.answer({})).toMatchObject({ ok: false, code: 'evaluator_failure', message: expect.stringContaining('killed by SIGKILL') });
  });
});
