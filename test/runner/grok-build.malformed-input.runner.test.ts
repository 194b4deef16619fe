import { expectNeutral } from '../support/expect-neutral';
import { readFixture } from '../support/fixtures';
import { runHook, runHookWithOpenStdin } from '../support/run-hook';

const preToolUse = readFixture('grok-build/docs/pre-tool-use.checkout-main.json').payload;

describe('bad input never hurts Grok Build: exit 0, empty stdout, one stderr line (Grok is not fail-closed)', () => {
  test.each([
    ['not JSON', '{"hookEventName":', /^bearing: json_malformed: /],
    ['empty stdin', '', /^bearing: json_malformed: /],
    ['an array', '[]', /^bearing: payload_not_object: expected a JSON object, got an array$/],
    ['null', 'null', /^bearing: payload_not_object: expected a JSON object, got null$/],
    ['no event name', JSON.stringify({ toolName: 'run_terminal_command' }), /^bearing: event_unknown: the payload names no event$/],
    [
      'the PascalCase file key instead of the stdin value',
      JSON.stringify({ ...preToolUse, hookEventName: 'PreToolUse' }),
      /^bearing: event_unknown: "PreToolUse" is not an event of grok-build$/,
    ],
    [
      'an unknown event',
      JSON.stringify({ ...preToolUse, hookEventName: 'before_lunch' }),
      /^bearing: event_unknown: "before_lunch" is not an event of grok-build$/,
    ],
    ['toolName of the wrong type', JSON.stringify({ ...preToolUse, toolName: 42 }), /^bearing: payload_invalid: pre_tool_use: tool_name must be a string$/],
    [
      'toolInput of the wrong type',
      JSON.stringify({ ...preToolUse, toolInput: 'git checkout -b main' }),
      /^bearing: payload_invalid: pre_tool_use: tool_input must be an object$/,
    ],
    [
      'stopHookActive of the wrong type',
      JSON.stringify({ hookEventName: 'stop', stopHookActive: 'yes' }),
      /^bearing: payload_invalid: stop: stop_hook_active must be a boolean value$/,
    ],
  ])('%s', (_name, input, diagnostic) => {
    expectNeutral(runHook(['grok-build'], input as string), diagnostic as RegExp);
  });

  test('stdin over the 8 MiB cap', () => {
    expectNeutral(runHook(['grok-build'], `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`), /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('stdin never closed and nothing written: neutral once the time cap passes', async () => {
    expectNeutral(
      await runHookWithOpenStdin(['grok-build'], '', { BEARING_STDIN_TIMEOUT_MS: '300' }),
      /^bearing: input_timeout: stdin was not closed within 300 ms$/,
    );
  });

  test('unknown fields anywhere are ignored, and snake_case spellings are read too', () => {
    const run = runHook(['grok-build'], JSON.stringify({ ...preToolUse, brandNew: { a: [1] }, toolInput: { command: 'git checkout -b main', extra: true } }));
    expect(JSON.parse(run.stdout).decision).toBe('deny');
    const snake = { hook_event_name: 'pre_tool_use', tool_name: 'run_terminal_command', tool_input: { command: 'git checkout -b main' }, cwd: '/tmp/x' };
    expect(JSON.parse(runHook(['grok-build'], JSON.stringify(snake)).stdout).decision).toBe('deny');
  });
});
