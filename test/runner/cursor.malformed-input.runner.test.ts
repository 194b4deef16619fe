import { readFixture } from '../support/fixtures';
import { runHook, runHookWithOpenStdin, type HookProcess } from '../support/run-hook';
import { UNREADABLE_PAYLOADS } from '../support/unreadable-payloads';

const shell = readFixture('cursor/docs/before-shell-execution.checkout-main.json').payload;
const preToolUse = readFixture('cursor/docs/pre-tool-use.shell-checkout-main.json').payload;
const stop = readFixture('cursor/docs/stop.json').payload;
const GUIDANCE =
  "This is not a verdict on the call itself. Retry it once; if it is refused again, stop and tell the user that the bearing hook is failing (Cursor's Hooks output channel shows its one-line diagnostic).";

/** One stderr line, ending in a newline, never a stack trace. */
function expectOneLine(run: HookProcess, diagnostic: RegExp): string {
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(diagnostic);
  expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  return lines[0]!.replace(/^bearing: /, '');
}

/** Cursor's fail-closed reply for a gate: permission deny naming the failure, exit 2, and guidance for the agent. */
function expectFailClosed(run: HookProcess, diagnostic: RegExp, withAgentMessage = true): void {
  expect(run.status).toBe(2);
  const failure = expectOneLine(run, diagnostic);
  const reason = `bearing could not check this tool call (${failure}); it is refused because this host runs bearing fail-closed`;
  expect(run.stdout).toBe(
    `${JSON.stringify({ permission: 'deny', user_message: reason, ...(withAgentMessage && { agent_message: `${reason}. ${GUIDANCE}` }) })}\n`,
  );
}

/** Cursor's neutral reply elsewhere: exit 0 and exactly {}. */
function expectNeutral(run: HookProcess, diagnostic: RegExp): void {
  expect(run.status).toBe(0);
  expect(run.stdout).toBe('{}\n');
  expectOneLine(run, diagnostic);
}

describe('a Cursor pre-tool gate that cannot read its payload refuses the call (fail-closed), exit 2, one stderr line', () => {
  const gate = (input: string | Buffer, event = 'beforeShellExecution') => runHook(['cursor', '--event', event], input);

  test.each<readonly [string, string | Buffer, RegExp]>([
    ...UNREADABLE_PAYLOADS,
    ['no event name and no command', JSON.stringify({ cwd: '/tmp' }), /^bearing: payload_invalid: beforeShellExecution: command must be a string$/],
    ['command of the wrong type', JSON.stringify({ ...shell, command: 42 }), /^bearing: payload_invalid: beforeShellExecution: command must be a string$/],
    ['command missing', JSON.stringify({ ...shell, command: undefined }), /^bearing: payload_invalid: beforeShellExecution: command must be a string$/],
    [
      'workspace_roots of the wrong type',
      JSON.stringify({ ...shell, workspace_roots: '/tmp' }),
      /^bearing: payload_invalid: beforeShellExecution: workspace_roots must be an array$/,
    ],
  ])('%s', (_name, input, diagnostic) => {
    expectFailClosed(gate(input), diagnostic);
  });

  test('a payload without an event name is still decided: the command line names the gate', () => {
    const run = gate(JSON.stringify({ command: 'git checkout -b main', cwd: '/tmp/bearing-docs-project' }));
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout).agent_message).toMatch(/^protected_ref: main/);
    expect(run.stderr).toBe('');
  });

  test('preToolUse with a tool_input of the wrong type', () => {
    expectFailClosed(
      gate(JSON.stringify({ ...preToolUse, tool_input: 7 }), 'preToolUse'),
      /^bearing: payload_invalid: preToolUse: tool_input must be an object or a JSON string$/,
    );
  });

  test('beforeReadFile answers with the fields it honours: no agent_message there', () => {
    expectFailClosed(gate('nope', 'beforeReadFile'), /^bearing: json_malformed: /, false);
  });

  test('stdin over the 8 MiB cap', () => {
    expectFailClosed(gate(`{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`), /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('stdin never closed after part of the payload: refused once the time cap passes', async () => {
    const run = await runHookWithOpenStdin(['cursor', '--event', 'beforeShellExecution'], JSON.stringify(shell).slice(0, -1), {
      BEARING_STDIN_TIMEOUT_MS: '300',
    });
    expect(run.status).toBe(2);
    const failure = expectOneLine(run, /^bearing: input_timeout: stdin was not closed within 300 ms$/);
    // bearing's own deadline: the reason says to retry, so Cursor's guidance for a failing hook is not added.
    const reason = `bearing could not check this tool call in time (${failure}); a call that could not be checked is refused, never let through. Retry the same call: the machine was busy, and the next try is usually checked at once`;
    expect(run.stdout).toBe(`${JSON.stringify({ permission: 'deny', user_message: reason, agent_message: reason })}\n`);
  });

  test('a payload just under the cap is still decided on its merits', () => {
    const run = gate(JSON.stringify({ ...shell, padding: 'p'.repeat(7 * 1024 * 1024) }));
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout).agent_message).toMatch(/^protected_ref: main/);
    expect(run.stderr).toBe('');
  });
});

describe('bad input on any other Cursor event: {} and exit 0, one stderr line', () => {
  test.each([
    ['not JSON', ['cursor', '--event', 'stop'], '{', /^bearing: json_malformed: /],
    ['a string', ['cursor', '--event', 'stop'], '"stop"', /^bearing: payload_not_object: expected a JSON object, got a string$/],
    [
      'loop_count of the wrong type',
      ['cursor', '--event', 'stop'],
      JSON.stringify({ ...stop, loop_count: '1' }),
      /^bearing: payload_invalid: stop: loop_count must be an integer number$/,
    ],
    [
      'an unknown event, no --event',
      ['cursor'],
      JSON.stringify({ hook_event_name: 'beforeLunch' }),
      /^bearing: event_unknown: "beforeLunch" is not an event of cursor$/,
    ],
    ['no event at all', ['cursor'], '{}', /^bearing: event_unknown: the payload names no event$/],
    ['an event unknown to the command line as well', ['cursor', '--event', 'beforeLunch'], 'nope', /^bearing: json_malformed: /],
  ])('%s', (_name, args, input, diagnostic) => {
    expectNeutral(runHook(args as string[], input as string), diagnostic as RegExp);
  });

  test('stdin over the cap on a stop', () => {
    expectNeutral(runHook(['cursor', '--event', 'stop'], `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`), /^bearing: input_too_large: /);
  });
});
