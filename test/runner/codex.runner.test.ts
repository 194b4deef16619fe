import Ajv from 'ajv';
import { fixturesOf, readFixture } from '../support/fixtures';
import { committedSchema, schemaStem } from '../support/codex-schemas';
import { codexReplyProblems } from '../support/codex-reply.validator';
import { runHook } from '../support/run-hook';
import { ACTIVATION_ADVICE_WITHOUT_PLAN, PROTECTED_MAIN_REASON } from '../support/expected-replies';

/** The fixtures a policy acts on today: a protected branch, plain and wrapped in `bash -lc '…'`. */
const DENIED = new Set(['codex/live/pre-tool-use.bash-checkout-main.json', 'codex/docs/pre-tool-use.bash-lc-wrapped.json']);
const DENY_REPLY = {
  hookSpecificOutput: {
    hookEventName: 'PreToolUse',
    permissionDecision: 'deny',
    permissionDecisionReason: PROTECTED_MAIN_REASON,
  },
};
const CODEX_EVENTS = [
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PermissionRequest',
  'PostToolUse',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'PostCompact',
  'SessionEnd',
  'Interrupt',
];

describe('the packaged hook on every Codex fixture (node hooks/bearing-hook.cjs codex)', () => {
  const fixtures = fixturesOf('codex').filter((f) => !f.file.startsWith('codex/schemas/'));

  test('there is a fixture for each of the 12 events, and each says where it came from', () => {
    expect(new Set(fixtures.map((f) => f.payload['hook_event_name']))).toEqual(new Set(CODEX_EVENTS));
    for (const f of fixtures) {
      expect(f.payload._fixture).toMatchObject({
        source: expect.stringMatching(/^(live|docs)$/),
        host: 'codex',
        version: '0.169.0',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  test('every fixture is valid input by the schema Codex 0.169.0 embeds for its event', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const f of fixtures) {
      const { _fixture, ...payload } = f.payload;
      const validate = ajv.compile(committedSchema(`${schemaStem(String(payload['hook_event_name']))}.command.input`)!);
      expect({ file: f.file, valid: validate(payload), errors: validate.errors ?? null }).toEqual({ file: f.file, valid: true, errors: null });
    }
  });

  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (file, fixture) => {
    const run = runHook(['codex'], fixture.text);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    if (DENIED.has(file)) expect(run.stdout).toBe(`${JSON.stringify(DENY_REPLY)}\n`);
    else if (fixture.payload['hook_event_name'] === 'SessionStart') {
      expect(JSON.parse(run.stdout)).toEqual({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: ACTIVATION_ADVICE_WITHOUT_PLAN } });
    } else expect(run.stdout).toBe('');
    expect(codexReplyProblems(String(fixture.payload['hook_event_name']), run)).toEqual([]);
  });

  test('`bearing hook codex` is the same command', () => {
    expect(runHook(['hook', 'codex'], readFixture('codex/live/pre-tool-use.bash-checkout-main.json').text).stdout).toBe(`${JSON.stringify(DENY_REPLY)}\n`);
  });
});
