import { fixturesOf, readFixture } from '../support/fixtures';
import { runHook } from '../support/run-hook';
import { PROTECTED_MAIN_REASON, ACTIVATION_ADVICE_WITHOUT_PLAN } from '../support/expected-replies';
import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { ClaudeCodeAdapter } from '../../src/hosts/claude-code/claude-code.adapter';

/** The only fixture any policy acts on today; every other Claude Code payload gets no decision. */
const DENIED = 'claude-code/live/pre-tool-use.bash-checkout-main.json';
const DENY_REPLY = {
  hookSpecificOutput: {
    hookEventName: 'PreToolUse',
    permissionDecision: 'deny',
    permissionDecisionReason: PROTECTED_MAIN_REASON,
  },
};

/** Session starts get activation advice; the fixtures' workspaces hold no plan. */
const ACTIVATION_REPLY = {
  hookSpecificOutput: {
    hookEventName: 'SessionStart',
    additionalContext: ACTIVATION_ADVICE_WITHOUT_PLAN,
  },
};

describe('the packaged hook on every Claude Code fixture (node hooks/bearing-hook.cjs claude-code)', () => {
  const fixtures = fixturesOf('claude-code');

  test('there is a fixture for each of the 33 events, and each says where it came from', () => {
    // Every event the adapter declares, and no other: 33 of them.
    const declared = [...exploreHandlers(ClaudeCodeAdapter).keys()];
    expect(declared).toHaveLength(33);
    expect(new Set(fixtures.map((f) => f.payload['hook_event_name']))).toEqual(new Set(declared));
    for (const f of fixtures)
      expect(f.payload._fixture).toMatchObject({
        source: expect.stringMatching(/^(live|docs)$/),
        version: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (file, fixture) => {
    const run = runHook(['claude-code'], fixture.text);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    if (file === DENIED) expect(JSON.parse(run.stdout)).toEqual(DENY_REPLY);
    else if (fixture.payload['hook_event_name'] === 'SessionStart') expect(JSON.parse(run.stdout)).toEqual(ACTIVATION_REPLY);
    else expect(run.stdout).toBe('');
  });

  test('the deny is exactly one JSON object and a newline on stdout', () => {
    const run = runHook(['claude-code'], readFixture(DENIED).text);
    expect(run.stdout).toBe(`${JSON.stringify(DENY_REPLY)}\n`);
  });

  test('`bearing hook claude-code` is the same command', () => {
    expect(runHook(['hook', 'claude-code'], readFixture(DENIED).text).stdout).toBe(`${JSON.stringify(DENY_REPLY)}\n`);
  });
});
