import { expectNeutral } from '../support/expect-neutral';
import { readFixture } from '../support/fixtures';
import { runHook, runHookWithOpenStdin } from '../support/run-hook';
import { UNREADABLE_PAYLOADS } from '../support/unreadable-payloads';

/** The hosts that send snake_case payloads and fail open (not fail-closed): bad input gets their neutral reply. */
const HOSTS = [
  ['claude-code', 'Claude Code'],
  ['codex', 'Codex'],
  ['kimi-code', 'Kimi Code'],
] as const;

describe.each(HOSTS)('bad input never hurts %s: exit 0, empty stdout, one stderr line', (host) => {
  const live = readFixture(`${host}/live/pre-tool-use.bash-checkout-main.json`).payload;

  test.each<readonly [string, string | Buffer, RegExp]>([
    ...UNREADABLE_PAYLOADS,
    ['no event name', '{"tool_name":"Bash"}', /^bearing: event_unknown: the payload names no event$/],
    ['an event name that is a number', '{"hook_event_name":7}', /^bearing: event_unknown: the payload names no event$/],
    ['an event name that is a list', '{"hook_event_name":["PreToolUse"]}', /^bearing: event_unknown: the payload names no event$/],
    ['an unknown event', '{"hook_event_name":"BeforeLunch"}', new RegExp(`^bearing: event_unknown: "BeforeLunch" is not an event of ${host}$`)],
    ["another host's event name", '{"hook_event_name":"beforeShellExecution"}', new RegExp(`^bearing: event_unknown: "beforeShellExecution" is not an event of ${host}$`)],
    ['tool_name of the wrong type', JSON.stringify({ ...live, tool_name: 42 }), /^bearing: payload_invalid: PreToolUse: tool_name must be a string$/],
    ['tool_input of the wrong type', JSON.stringify({ ...live, tool_input: 'git checkout -b main' }), /^bearing: payload_invalid: PreToolUse: tool_input must be an object$/],
    ['cwd of the wrong type', JSON.stringify({ ...live, cwd: 7 }), /^bearing: payload_invalid: PreToolUse: cwd must be a string$/],
    ['stop_hook_active of the wrong type', '{"hook_event_name":"Stop","stop_hook_active":"yes"}', /^bearing: payload_invalid: Stop: stop_hook_active must be a boolean value$/],
  ])('%s', (_name, input, diagnostic) => {
    expectNeutral(runHook([host], input), diagnostic);
  });

  test('stdin over the 8 MiB cap', () => {
    expectNeutral(runHook([host], `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`), /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('stdin never closed: neutral once the time cap passes (BEARING_STDIN_TIMEOUT_MS)', async () => {
    const run = await runHookWithOpenStdin([host], JSON.stringify(live), { BEARING_STDIN_TIMEOUT_MS: '300' });
    expectNeutral(run, /^bearing: input_timeout: stdin was not closed within 300 ms$/);
    expect(run.ms).toBeLessThan(5_000);
  });

  test('unknown fields anywhere are ignored: the live payload is still denied', () => {
    const run = runHook([host], JSON.stringify({ ...live, brand_new: { a: [1] }, tool_input: { ...(live['tool_input'] as object), extra: true } }));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });
});
