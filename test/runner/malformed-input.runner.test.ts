import { readFixture } from '../support/fixtures';
import { runHook, runHookWithOpenStdin } from '../support/run-hook';

const live = readFixture('claude-code/live/pre-tool-use.bash-checkout-main.json').payload;

/** Claude Code's neutral reply: exit 0, nothing on stdout; plus exactly one diagnostic line on stderr. */
function expectNeutral(run: { status: number | null; stdout: string; stderr: string }, diagnostic: RegExp): void {
  expect(run.status).toBe(0);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(diagnostic);
  expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/); // never a stack trace
}

describe('bad input never hurts Claude Code: exit 0, empty stdout, one stderr line', () => {
  test.each([
    ['not JSON', '{"hook_event_name":', /^bearing: json_malformed: /],
    ['empty stdin', '', /^bearing: json_malformed: /],
    ['invalid UTF-8 bytes', Buffer.from([0xff, 0xfe, 0x7b, 0x80]), /^bearing: json_malformed: /],
    ['an array', '[]', /^bearing: payload_not_object: expected a JSON object, got an array$/],
    ['null', 'null', /^bearing: payload_not_object: expected a JSON object, got null$/],
    ['a number', '42', /^bearing: payload_not_object: expected a JSON object, got a number$/],
    ['a string', '"PreToolUse"', /^bearing: payload_not_object: expected a JSON object, got a string$/],
    ['no event name', '{"tool_name":"Bash"}', /^bearing: event_unknown: the payload names no event$/],
    ['an event name of the wrong type', '{"hook_event_name":7}', /^bearing: event_unknown: the payload names no event$/],
    ['an unknown event', '{"hook_event_name":"BeforeLunch"}', /^bearing: event_unknown: "BeforeLunch" is not an event of claude-code$/],
    ['tool_name of the wrong type', JSON.stringify({ ...live, tool_name: 42 }), /^bearing: payload_invalid: PreToolUse: tool_name must be a string$/],
    ['tool_input of the wrong type', JSON.stringify({ ...live, tool_input: 'git checkout -b main' }), /^bearing: payload_invalid: PreToolUse: tool_input must be an object$/],
    ['stop_hook_active of the wrong type', '{"hook_event_name":"Stop","stop_hook_active":"yes"}', /^bearing: payload_invalid: Stop: stop_hook_active must be a boolean value$/],
    ['an unknown host', JSON.stringify(live), /^bearing: host_unknown: no adapter for host "claude-cod"$/, 'claude-cod'],
  ])('%s', (_name, input, diagnostic, host = 'claude-code') => {
    expectNeutral(runHook([host as string], input), diagnostic as RegExp);
  });

  test('stdin over the 8 MiB cap', () => {
    expectNeutral(runHook(['claude-code'], `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`), /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('stdin that is a regular file over the cap is refused without being read', () => {
    const { openSync, closeSync, writeFileSync, mkdtempSync } = require('node:fs') as typeof import('node:fs');
    const file = require('node:path').join(mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'bearing-stdin-')), 'payload.json');
    writeFileSync(file, `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`);
    const fd = openSync(file, 'r');
    const run = require('node:child_process').spawnSync(process.execPath, [require('../support/run-hook').HOOK_BUNDLE, 'claude-code'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
    closeSync(fd);
    expectNeutral({ status: run.status, stdout: run.stdout, stderr: run.stderr }, /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('NODE_OPTIONS=--pending-deprecation from the host adds no stderr line', () => {
    const run = runHook(['claude-code'], JSON.stringify(live), { NODE_OPTIONS: '--pending-deprecation' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('a payload just under the cap is still decided', () => {
    const big = { ...live, tool_input: { command: 'git checkout -b main', padding: 'p'.repeat(7 * 1024 * 1024) } };
    const run = runHook(['claude-code'], JSON.stringify(big));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('a byte-order mark before the JSON is accepted', () => {
    expect(JSON.parse(runHook(['claude-code'], `\ufeff${JSON.stringify(live)}`).stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('unknown fields anywhere are ignored', () => {
    const run = runHook(['claude-code'], JSON.stringify({ ...live, brand_new: { a: [1] }, tool_input: { ...(live['tool_input'] as object), extra: true } }));
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('stdin never closed: neutral once the time cap passes (BEARING_STDIN_TIMEOUT_MS)', async () => {
    const run = await runHookWithOpenStdin(['claude-code'], JSON.stringify(live), { BEARING_STDIN_TIMEOUT_MS: '300' });
    expectNeutral(run, /^bearing: input_timeout: stdin was not closed within 300 ms$/);
    expect(run.ms).toBeLessThan(5_000);
  });

  test('stdin never closed and nothing written: the default cap (2 s) applies', async () => {
    const run = await runHookWithOpenStdin(['claude-code'], '');
    expectNeutral(run, /^bearing: input_timeout: stdin was not closed within 2000 ms$/);
  });

  test('a broken workspace config is reported in one line and denies only what needs it', () => {
    const { mkdtempSync, writeFileSync } = require('node:fs') as typeof import('node:fs');
    const root = mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'bearing-broken-'));
    writeFileSync(`${root}/bearing.config.json`, '{"branches": {"protected": "main"}}');
    const run = runHook(['claude-code'], JSON.stringify({ ...live, cwd: root }));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecisionReason).toBe(
      `policy_unavailable: cannot check branch "main" because ${root}/bearing.config.json is broken (branches.protected must be an array); repair that file, then retry`,
    );
    expect(run.stderr).toBe(`bearing: ${root}/bearing.config.json: branches.protected must be an array\n`);
    // Another shell command passes; the Test Engineering gate cannot tell whether it is selected, and says so in the same line.
    const other = runHook(['claude-code'], JSON.stringify({ ...live, cwd: root, tool_input: { command: 'npm test' } }));
    expect(other).toEqual({ status: 0, stdout: '', stderr: `bearing: ${root}/bearing.config.json: branches.protected must be an array\n` });
  });
});
