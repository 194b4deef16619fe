import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesOf, readFixture } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { runHook } from '../support/run-hook';
import { ACTIVATION_ADVICE_WITHOUT_PLAN, PROTECTED_MAIN_REASON } from '../support/expected-replies';
import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { CursorAdapter } from '../../src/hosts/cursor/cursor.adapter';

const MAIN_REASON = PROTECTED_MAIN_REASON;
const MAIN_DENY = { permission: 'deny', user_message: MAIN_REASON, agent_message: MAIN_REASON };

/** The fixtures a policy acts on today: a branch named main, through the shell gate and through preToolUse. */
const DENIED = new Set([
  'cursor/docs/before-shell-execution.checkout-main.json',
  'cursor/docs/before-shell-execution.empty-cwd.json',
  'cursor/docs/pre-tool-use.shell-checkout-main.json',
]);

/** As the generated Cursor hooks file runs it: `cursor --event <event>`. */
const asCursorRunsIt = (text: string, event: string) => runHook(['cursor', '--event', event], text);

describe('the packaged hook on every Cursor fixture (node hooks/bearing-hook.cjs cursor --event <event>)', () => {
  const fixtures = fixturesOf('cursor');

  test('there is a fixture for each of the 21 documented events, and each says it comes from the docs', () => {
    // Every event the adapter declares, and no other: 21 of them.
    const declared = [...exploreHandlers(CursorAdapter).keys()];
    expect(declared).toHaveLength(21);
    expect(new Set(fixtures.map((f) => f.payload['hook_event_name']))).toEqual(new Set(declared));
    for (const f of fixtures) {
      expect(f.payload._fixture).toMatchObject({
        source: 'docs',
        host: 'cursor',
        date: '2026-11-29',
        how: expect.stringMatching(/^https:\/\/cursor\.com\/docs\/hooks#/),
      });
    }
  });

  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (file, fixture) => {
    const run = asCursorRunsIt(fixture.text, fixture.payload['hook_event_name'] as string);
    expect(run.stderr).toBe('');
    if (DENIED.has(file)) {
      expect(run.status).toBe(2);
      expect(run.stdout).toBe(`${JSON.stringify(MAIN_DENY)}\n`);
    } else {
      expect(run.status).toBe(0);
      const advice = fixture.payload['hook_event_name'] === 'sessionStart' ? { additional_context: ACTIVATION_ADVICE_WITHOUT_PLAN } : {};
      expect(run.stdout).toBe(`${JSON.stringify(advice)}\n`);
    }
  });

  test('the payload names its event: the same reply without --event', () => {
    const run = runHook(['cursor'], readFixture('cursor/docs/before-shell-execution.checkout-main.json').text);
    expect(run).toEqual({ status: 2, stdout: `${JSON.stringify(MAIN_DENY)}\n`, stderr: '' });
  });

  test('a feature branch passes the shell gate with {} and exit 0 (no allow: Cursor keeps its own approval)', () => {
    expect(asCursorRunsIt(readFixture('cursor/docs/before-shell-execution.checkout-feature.json').text, 'beforeShellExecution')).toEqual({
      status: 0,
      stdout: '{}\n',
      stderr: '',
    });
  });
});

describe('multi-root workspaces: the policy runs against the right root (real git repositories)', () => {
  // alpha protects `release` in its bearing.config.json; beta keeps the defaults, where `release` is free.
  const alpha = new GitRepo('work');
  const beta = new GitRepo('work');
  alpha.write('bearing.config.json', '{ "branches": { "protected": ["release"] } }');
  mkdirSync(join(alpha.root, 'pkg'));
  afterAll(() => {
    for (const r of [alpha, beta]) r.remove();
  });

  const shell = readFixture('cursor/docs/before-shell-execution.empty-cwd.json').payload;
  const preToolUse = readFixture('cursor/docs/pre-tool-use.shell-checkout-main.json').payload;
  const releaseDeny = expect.stringMatching(/^protected_ref: release \(rule: create_protected_branch/);
  const run = (payload: object, event: string) => {
    const result = asCursorRunsIt(JSON.stringify(payload), event);
    return { status: result.status, stdout: JSON.parse(result.stdout) };
  };

  test('no cwd (empty on the shell gate): the first root decides', () => {
    expect(run({ ...shell, command: 'git checkout -b release', workspace_roots: [alpha.root, beta.root] }, 'beforeShellExecution')).toEqual({
      status: 2,
      stdout: { permission: 'deny', user_message: releaseDeny, agent_message: releaseDeny },
    });
    expect(run({ ...shell, command: 'git checkout -b release', workspace_roots: [beta.root, alpha.root] }, 'beforeShellExecution')).toEqual({
      status: 0,
      stdout: {},
    });
  });

  test('no cwd on preToolUse: the root that holds the Shell working_directory decides, wherever it is listed', () => {
    const { cwd: _cwd, ...withoutCwd } = preToolUse;
    const inAlpha = {
      ...withoutCwd,
      workspace_roots: [beta.root, alpha.root],
      tool_input: { command: 'git checkout -b release', working_directory: join(alpha.root, 'pkg') },
    };
    expect(run(inAlpha, 'preToolUse').status).toBe(2);
    const inBeta = { ...inAlpha, workspace_roots: [alpha.root, beta.root], tool_input: { command: 'git checkout -b release', working_directory: beta.root } };
    expect(run(inBeta, 'preToolUse')).toEqual({ status: 0, stdout: {} });
  });

  test('a cwd in the payload wins over the roots', () => {
    expect(run({ ...shell, cwd: beta.root, command: 'git checkout -b release', workspace_roots: [alpha.root] }, 'beforeShellExecution')).toEqual({
      status: 0,
      stdout: {},
    });
    expect(
      run({ ...shell, cwd: join(alpha.root, 'pkg'), command: 'git checkout -b release', workspace_roots: [beta.root] }, 'beforeShellExecution').status,
    ).toBe(2);
  });
});
