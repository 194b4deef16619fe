import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { ClaudeDialectAdapter } from '../../src/hosts/claude-dialect/claude-dialect.adapter';
import { guardHost, observedOf } from '../support/guard-hosts';
import { ADAPTER_HOSTS, adapterOf } from '../support/hosts';
import { runHook, runHookWithOpenStdin, type HookProcess } from '../support/run-hook';
import { UNREADABLE_PAYLOADS } from '../support/unreadable-payloads';

/**
 * Every command host that fails open (not fail-closed: Cursor's gates have their own test), from the catalog: bad
 * input gets that host's neutral reply and one stderr line, never a stack trace. A host added to the catalog is
 * checked here without an edit.
 */
const HOSTS = ADAPTER_HOSTS.filter((h) => h.transport === 'command' && !h.descriptor.failClosed);

describe.each(HOSTS.map((h) => [h.id, h] as const))('bad input never hurts %s: its neutral reply, one stderr line', (id, host) => {
  const adapter = adapterOf(host);
  const neutral = adapter.neutralReply();
  const guard = guardHost(host);
  const deniedCall = JSON.stringify(guard.payload('git checkout -b main', '/tmp/bearing-bad-input'));
  const expectHostNeutral = (run: HookProcess, diagnostic: RegExp) => {
    expect({ status: run.status, stdout: run.stdout }).toEqual({
      status: neutral.exitCode,
      stdout: neutral.stdout === undefined ? '' : `${JSON.stringify(neutral.stdout)}\n`,
    });
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toEqual([expect.stringMatching(diagnostic)]);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  };

  test.each(UNREADABLE_PAYLOADS)('%s', (_name, input, diagnostic) => {
    expectHostNeutral(runHook([id], input), diagnostic);
  });

  test('stdin over the 8 MiB cap', () => {
    expectHostNeutral(runHook([id], `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`), /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('stdin never closed after a whole payload: judged at once, as if it had been closed', async () => {
    const run = await runHookWithOpenStdin([id], deniedCall);
    expect(guard.verdict(observedOf(run))).toEqual({ decision: 'deny', reason: expect.stringMatching(/^protected_ref: main /) });
    expect(run.ms).toBeLessThan(5_000);
  });

  test('stdin never closed after part of a tool call: refused with a retry reason once the time cap passes (BEARING_STDIN_TIMEOUT_MS)', async () => {
    const run = await runHookWithOpenStdin([id], deniedCall.slice(0, -1), { BEARING_STDIN_TIMEOUT_MS: '300' });
    expect(guard.verdict(observedOf(run))).toEqual({
      decision: 'deny',
      reason: expect.stringMatching(
        /^bearing could not check this tool call in time \(input_timeout: stdin was not closed within 300 ms\); a call that could not be checked is refused, never let through\. Retry the same call/,
      ),
    });
    expect(run.stderr).toBe('bearing: input_timeout: stdin was not closed within 300 ms\n');
    expect(run.ms).toBeLessThan(5_000);
  });

  test('stdin never closed and nothing written: neutral once the time cap passes (no event to refuse)', async () => {
    const run = await runHookWithOpenStdin([id], '', { BEARING_STDIN_TIMEOUT_MS: '300' });
    expectHostNeutral(run, /^bearing: input_timeout: stdin was not closed within 300 ms$/);
  });

  test('unknown fields anywhere are ignored: the shell call is still denied', () => {
    const payload = JSON.parse(deniedCall) as Record<string, unknown>;
    const run = runHook([id], JSON.stringify({ ...payload, brand_new: { a: [1] }, brandNewToo: null }));
    expect(guard.verdict(observedOf(run))).toEqual({ decision: 'deny', reason: expect.stringMatching(/^protected_ref: main /) });
  });

  if (adapter instanceof ClaudeDialectAdapter) {
    // The Claude-style dialect's fields, however the host spells its keys (the decoder reads snake_case and camelCase).
    const stop = [...exploreHandlers(adapter.constructor).values()].find((h) => h.options.family === 'stop')!.nativeEvent;
    const tool = JSON.parse(deniedCall) as Record<string, unknown>;
    const event = adapter.nativeEventName(tool)!;
    test.each<readonly [string, Record<string, unknown>, RegExp]>([
      ['no event name', { tool_name: 'Bash' }, /^bearing: event_unknown: the payload names no event$/],
      ['an event name that is a number', { hook_event_name: 7 }, /^bearing: event_unknown: the payload names no event$/],
      ['an event name that is a list', { hook_event_name: [event] }, /^bearing: event_unknown: the payload names no event$/],
      ['an unknown event', { hook_event_name: 'BeforeLunch' }, new RegExp(`^bearing: event_unknown: "BeforeLunch" is not an event of ${id}$`)],
      [
        "another host's event name",
        { hook_event_name: 'beforeShellExecution' },
        new RegExp(`^bearing: event_unknown: "beforeShellExecution" is not an event of ${id}$`),
      ],
      ['tool_name of the wrong type', { ...tool, tool_name: 42 }, new RegExp(`^bearing: payload_invalid: ${event}: tool_name must be a string$`)],
      [
        'tool_input of the wrong type',
        { ...tool, tool_input: 'git checkout -b main' },
        new RegExp(`^bearing: payload_invalid: ${event}: tool_input must be an object$`),
      ],
      ['cwd of the wrong type', { ...tool, cwd: 7 }, new RegExp(`^bearing: payload_invalid: ${event}: cwd must be a string$`)],
      [
        'stop_hook_active of the wrong type',
        { hook_event_name: stop, stop_hook_active: 'yes' },
        new RegExp(`^bearing: payload_invalid: ${stop}: stop_hook_active must be a boolean value$`),
      ],
    ])('%s', (_name, payload, diagnostic) => {
      expectHostNeutral(runHook([id], JSON.stringify(payload)), diagnostic);
    });
  }
});
