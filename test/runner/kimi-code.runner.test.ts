import { fixturesOf } from '../support/fixtures';
import { runHook } from '../support/run-hook';
import { PROTECTED_MAIN_REASON } from '../support/expected-replies';
import { KIMI_2_1_0_EVENTS } from '../support/kimi-events';

const DENIED = 'kimi-code/live/pre-tool-use.bash-checkout-main.json';
const DENY_REPLY = {
  hookSpecificOutput: {
    hookEventName: 'PreToolUse',
    permissionDecision: 'deny',
    permissionDecisionReason: PROTECTED_MAIN_REASON,
  },
};

describe('the packaged hook on every Kimi Code fixture (node hooks/bearing-hook.cjs kimi-code)', () => {
  const fixtures = fixturesOf('kimi-code');

  test('there is a fixture for each of the 20 events, and each says where it came from', () => {
    expect(new Set(fixtures.map((f) => f.payload['hook_event_name']))).toEqual(new Set(KIMI_2_1_0_EVENTS));
    for (const f of fixtures) {
      expect(f.payload._fixture).toMatchObject({
        source: expect.stringMatching(/^(live|docs)$/),
        host: 'kimi-code',
        version: '2.1.0',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (file, fixture) => {
    const run = runHook(['kimi-code'], fixture.text);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(file === DENIED ? `${JSON.stringify(DENY_REPLY)}\n` : '');
  });
});
