import type { HostId } from '../../protocol/host-id';
import type { HostReply, InProcessAnswer } from '../../protocol/host-reply';
import { positiveSetting, type RuntimeEnvironment } from '../../platform/runtime-environment';
import { diagnosticLine, errorLine } from '../../framework/run-failure';
import type { HookRunner } from '../../framework/runner/hook-runner';
import { DEFAULT_POLICY_TIMEOUT_MS } from '../../framework/runner/run-options';
import { startHookCall } from './hook-call';

/** How long past the policy deadline an in-process call may take before bearing answers without it. */
const GRACE_MS = 1_000;

/**
 * The runner as a plugin in a host's own process calls it. Neither OpenCode nor Pi bounds a handler in time, and
 * a throw means something different to each (a block in both, an unguarded load in one), so this owns the bounds:
 * the runner is built on the first event (a plugin's load never throws), a call that takes longer than the policy
 * deadline is answered as the descriptor says for a failure (neutral with one line, unless fail-closed), and a
 * pending call keeps a timer armed, so the host process does not end under it.
 */
export function inProcessAnswer(hostId: HostId, makeRunner: () => HookRunner, environment: RuntimeEnvironment): InProcessAnswer {
  let runner: HookRunner | undefined;
  const deadlineMs = positiveSetting(environment, 'BEARING_POLICY_TIMEOUT_MS', DEFAULT_POLICY_TIMEOUT_MS) + GRACE_MS;
  return async (payload, nativeEvent) => {
    try {
      runner ??= makeRunner();
    } catch (error) {
      return { exitCode: 0, diagnostics: [diagnosticLine(`internal: bearing could not start: ${errorLine(error)}`)] };
    }
    const started = runner;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<HostReply>((resolve) => {
      timer = setTimeout(
        () => resolve(started.fail(hostId, { code: 'policy_timeout', message: `no answer within ${deadlineMs} ms`, nativeEvent })),
        deadlineMs,
      );
    });
    const { reply, finish } = await startHookCall(environment, hostId, nativeEvent).answer({ payload }, { nativeEvent }, async (options) => {
      try {
        return await Promise.race([started.run(hostId, payload, options), late]);
      } catch (error) {
        return started.fail(hostId, { code: 'internal', message: errorLine(error), nativeEvent });
      } finally {
        clearTimeout(timer);
      }
    });
    const problems = finish();
    return problems.length > 0 ? { ...reply, diagnostics: [...reply.diagnostics, ...problems] } : reply;
  };
}
