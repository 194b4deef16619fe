import { readFixture } from '../../support/fixtures';
import { PROTECTED_MAIN_REASON } from '../../support/expected-replies';
import { runHostile, stderrLines } from './hostile-hook';

/**
 * Design decision (issue 12, defect 5): a hook registered for one event (`--event beforeShellExecution`) whose
 * payload names another was answered as that other event, so the gate passed unchecked. The registered event wins
 * now, for every host that takes `--event`: the host fires that registration for that event only and reads the
 * reply as that event's. The payload is decoded as the registered event's; one stderr line names the mismatch.
 */
const shell = readFixture('cursor/docs/before-shell-execution.checkout-main.json').payload;
const GUIDANCE =
  "This is not a verdict on the call itself. Retry it once; if it is refused again, stop and tell the user that the bearing hook is failing (Cursor's Hooks output channel shows its one-line diagnostic).";
const gate = (payload: object, event = 'beforeShellExecution') => runHostile(['cursor', '--event', event], JSON.stringify(payload));
const mismatch = (named: string, registered = 'beforeShellExecution') =>
  `bearing: the payload names "${named}" but the hook is registered for "${registered}": answered as "${registered}"`;

describe('Cursor: the registered --event wins over the event a payload names', () => {
  test.each(['afterShellExecution', 'stop', 'sessionStart', 'beforeReadFile', 'beforeShellExec', 'afterAgentThought'])(
    'a gate payload naming %s: `git checkout -b main` is still checked and denied (exit 2)',
    async (named) => {
      const run = await gate({ ...shell, hook_event_name: named });
      expect(run.status).toBe(2);
      expect(JSON.parse(run.stdout)).toEqual({ permission: 'deny', user_message: PROTECTED_MAIN_REASON, agent_message: PROTECTED_MAIN_REASON });
      expect(stderrLines(run)).toEqual([mismatch(named)]);
    },
  );

  test('a gate payload naming another event, without what the gate needs: the gate fails closed', async () => {
    const run = await gate({ hook_event_name: 'stop', status: 'completed', loop_count: 0, conversation_id: 'c' });
    const failure = 'payload_invalid: beforeShellExecution: command must be a string';
    const reason = `bearing could not check this tool call (${failure}); it is refused because this host runs bearing fail-closed`;
    expect(run.status).toBe(2);
    expect(run.stdout).toBe(`${JSON.stringify({ permission: 'deny', user_message: reason, agent_message: `${reason}. ${GUIDANCE}` })}\n`);
    expect(stderrLines(run)).toEqual([`${mismatch('stop')}; ${failure}`]);
  });

  test('a stop registration fed a gate payload is answered as a stop: {} and exit 0, nothing denied', async () => {
    const run = await gate({ ...shell, hook_event_name: 'beforeShellExecution', status: 'completed', loop_count: 0 }, 'stop');
    expect([run.status, run.stdout]).toEqual([0, '{}\n']);
    expect(stderrLines(run)).toEqual([mismatch('beforeShellExecution', 'stop')]);
  });

  test('the same names: no line; an --event the adapter does not know: the payload names the event, as before', async () => {
    const same = await gate(shell);
    expect([same.status, same.stderr]).toEqual([2, '']);
    const unknown = await gate(shell, 'beforeLunch');
    expect([unknown.status, unknown.stderr, JSON.parse(unknown.stdout).permission]).toEqual([2, '', 'deny']);
  });
});
