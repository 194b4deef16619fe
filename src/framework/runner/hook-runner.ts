import type { DependencyContainer } from 'tsyringe';
import type { HostDescriptor } from '../../protocol/capability';
import type { Decision } from '../../protocol/decision';
import type { RouteFamily } from '../../protocol/route-family';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostId } from '../../protocol/host-id';
import type { HostReply } from '../../protocol/host-reply';
import { FAIL_CLOSED_POLICY, HostAdapter } from '../host-adapter';
import { HostEntry } from '../host-entry';
import { exploreHandlers } from '../metadata/handler.explorer';
import { PayloadDecoder } from '../payload/payload-decoder';
import { PayloadError } from '../payload/payload-error';
import { PolicyEntry, type PolicyContext } from '../policy';
import { diagnosticLine, errorLine, type RunFailure } from '../run-failure';
import { positiveSetting, RuntimeEnvironment, tracingEnabled } from '../runtime-environment';
import { assertInjectable } from '../di/injectable';
import { mergeDecisions } from './merge-decisions';
import { DEFAULT_POLICY_TIMEOUT_MS, type RunOptions } from './run-options';
import { isPlainObject } from '../payload/plain-object';

/** Microtask turns given to the policies to settle before a deadline timer is armed. */
const SETTLE_TURNS = 64;

/**
 * Where bearing decides: one native payload in, one host reply out.
 * decode (adapter handler) → policies of the event's family → merge → encode (adapter).
 * Never throws: every failure becomes the host's neutral (or, where declared, fail-closed) reply.
 * In-process hosts call `run` with an already parsed payload; the command line calls `runText`.
 */
export class HookRunner {
  /** `container` is one that `bootstrap` filled: the environment, the hosts and the policies are registered there. */
  constructor(private readonly container: DependencyContainer) {}

  async runText(hostId: string, text: string, options: RunOptions = {}): Promise<HostReply> {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      return this.fail(hostId, { code: 'json_malformed', message: errorLine(error), nativeEvent: options.nativeEvent });
    }
    return this.run(hostId, payload, options);
  }

  async run(hostId: string, payload: unknown, options: RunOptions = {}): Promise<HostReply> {
    const adapter = this.adapterFor(hostId);
    if (!(adapter instanceof HostAdapter)) return adapter;
    const own = ownOptions(adapter, hostId, options);
    try {
      return await this.decide(adapter, payload, own);
    } catch (error) {
      return failWith(adapter, { code: 'internal', message: errorLine(error), nativeEvent: own.nativeEvent });
    }
  }

  /** The reply for a failure found before there was a payload (stdin too large, never closed, …). */
  async fail(hostId: string, failure: RunFailure): Promise<HostReply> {
    const adapter = this.adapterFor(hostId);
    if (!(adapter instanceof HostAdapter)) return adapter;
    // Event and family named for another host's registration mean nothing to the host that answers.
    return failWith(adapter, adapter.descriptor.id === hostId ? failure : { code: failure.code, message: failure.message });
  }

  private async decide(adapter: HostAdapter, payload: unknown, options: RunOptions): Promise<HostReply> {
    if (!isPlainObject(payload)) {
      return failWith(adapter, { code: 'payload_not_object', message: `expected a JSON object, got ${describeValue(payload)}`, nativeEvent: options.nativeEvent });
    }
    const nativeEvent = adapter.nativeEventName(payload) ?? options.nativeEvent;
    const handler = nativeEvent === undefined ? undefined : exploreHandlers(adapter.constructor).get(nativeEvent);
    if (!handler || nativeEvent === undefined) {
      // The event the hook was registered for (command line) still says how to answer, e.g. fail-closed for a gate.
      return failWith(adapter, {
        code: 'event_unknown',
        message: nativeEvent === undefined ? 'the payload names no event' : `"${nativeEvent}" is not an event of ${adapter.descriptor.id}`,
        nativeEvent: options.nativeEvent,
      });
    }
    const { family, deferred } = handler.options;
    // An event no policy listens to is answered at once, without decoding (a PostToolUse after every tool call).
    if (!family || !this.listened(family)) return adapter.neutralReply();
    let event: HookEvent;
    try {
      const decoded = this.container.resolve(PayloadDecoder).decode(handler.options.payload, payload);
      const method = (adapter as unknown as Record<string | symbol, Function>)[handler.methodName];
      event = method.call(adapter, decoded, { nativeEvent, family, deferred, raw: payload });
    } catch (error) {
      const code = error instanceof PayloadError ? 'payload_invalid' : 'handler_failed';
      return adapter.failureReply({ code, message: `${nativeEvent}: ${errorLine(error)}`, nativeEvent, family });
    }
    options.onEvent?.(event);
    if (!event.family) return adapter.neutralReply();
    const entries = this.policiesFor(event.family, event.reentry === true, adapter.descriptor);
    // A stop the host is already continuing because of an earlier block: answering again risks a loop, so only
    // policies that opted in (`onReentry`) run, and only on a host that caps such loops itself; none means quiet.
    if (event.reentry && entries.length === 0) return adapter.neutralReply();

    const diagnostics: string[] = [];
    const decision = await this.evaluate(adapter, event, entries, diagnostics, options);
    if ('failure' in decision) return prepend(diagnostics, adapter.failureReply(decision.failure));
    try {
      return prepend(diagnostics, adapter.encode(event, decision));
    } catch (error) {
      return prepend(diagnostics, adapter.failureReply({ code: 'encode_failed', message: errorLine(error), nativeEvent, family }));
    }
  }

  /** Runs every policy registered for the event's family, within one time budget, and merges them. */
  private async evaluate(
    adapter: HostAdapter,
    event: HookEvent,
    entries: readonly PolicyEntry[],
    diagnostics: string[],
    options: RunOptions,
  ): Promise<Decision | { failure: RunFailure }> {
    if (entries.length === 0) return mergeDecisions([]);
    // One line per cause: two policies that trip over the same broken file report it once.
    const diagnose = (line: string) => {
      const text = diagnosticLine(line);
      if (!diagnostics.includes(text)) diagnostics.push(text);
    };
    const context: PolicyContext = { descriptor: adapter.descriptor, diagnose };
    const failClosed = adapter.descriptor.failClosed && event.family === 'tool/before';
    // The event's own scope: its policies share one instance of each service (one workspace lookup, one plan
    // scan), and nothing a service remembers outlives the event, however long the runner lives in-process.
    const scope = this.container.createChildContainer();
    const run = async (entry: PolicyEntry): Promise<Decision> => {
      try {
        return { ...(await scope.resolve(entry.policy).evaluate(event, context)), policy: entry.id };
      } catch (error) {
        context.diagnose(`policy_failed: ${entry.id}: ${errorLine(error)}`);
        return failClosed
          ? { verdict: 'deny', reason: `bearing policy ${entry.id} failed on this tool call; refused because this host runs bearing fail-closed`, policy: FAIL_CLOSED_POLICY }
          : { verdict: 'none', policy: entry.id };
      }
    };
    const environment = this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment);
    const timeoutMs = options.policyTimeoutMs ?? positiveSetting(environment, 'BEARING_POLICY_TIMEOUT_MS', DEFAULT_POLICY_TIMEOUT_MS);
    const all = Promise.all(entries.map(run));
    let settled: Decision[] | undefined;
    void all.then((decisions) => (settled = decisions), () => undefined);
    // Policies that only compute settle within a few microtask turns; only one still waiting (on a child process,
    // say) needs the deadline, whose timer costs a third of a millisecond to arm in a fresh process.
    for (let turn = 0; turn < SETTLE_TURNS && !settled; turn++) await undefined;
    let timer: NodeJS.Timeout | undefined;
    const decisions =
      settled ??
      (await Promise.race([
        all,
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), timeoutMs);
          timer.unref?.();
        }),
      ]));
    if (timer) clearTimeout(timer);
    if (decisions === 'timeout') {
      const failure: RunFailure = { code: 'policy_timeout', message: `policies did not answer within ${timeoutMs} ms`, nativeEvent: event.nativeEvent, family: event.family };
      return { failure };
    }
    const merged = mergeDecisions(decisions);
    if (tracingEnabled(environment)) diagnostics.push(diagnosticLine(`trace: ${event.host} ${event.nativeEvent} → ${event.family}: ${merged.verdict}${merged.policy ? ` (${merged.policy})` : ''}`));
    return merged;
  }

  /** The policies registered for the event's family (on a re-entry, those that opted in, where the host caps loops). */
  private policiesFor(family: RouteFamily, reentry: boolean, host: HostDescriptor): PolicyEntry[] {
    if (reentry && !host.stopLoopCap) return [];
    return this.container.resolveAll<PolicyEntry>(PolicyEntry).filter((e) => e.families.includes(family) && (!reentry || e.onReentry === true));
  }

  private listened(family: RouteFamily): boolean {
    return this.container.resolveAll<PolicyEntry>(PolicyEntry).some((e) => e.families.includes(family));
  }

  /**
   * The adapter for a host id, or the neutral reply saying why there is none. A host that also runs this host's
   * hook files, and is the one running now (`HostEntry.runsHooksOf`), answers instead.
   */
  private adapterFor(hostId: string): HostAdapter | HostReply {
    const entries = this.container.resolveAll<HostEntry>(HostEntry);
    const environment = this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment);
    const entry =
      entries.find((e) => e.runsHooksOf?.hosts.includes(hostId as HostId) && e.runsHooksOf.running(environment)) ?? entries.find((e) => e.id === hostId);
    if (!entry) return neutralWith(`host_unknown: no adapter for host "${hostId}"`);
    let adapter: HostAdapter;
    try {
      assertInjectable(entry.adapter);
      adapter = this.container.resolve(entry.adapter);
    } catch (error) {
      return neutralWith(`internal: cannot load the ${entry.id} adapter: ${errorLine(error)}`);
    }
    return adapter;
  }
}

/**
 * An event named on the command line belongs to the host the hook was registered for; when another host runs
 * the hook (and answers), that name means nothing to it and is dropped.
 */
function ownOptions(adapter: HostAdapter, hostId: string, options: RunOptions): RunOptions {
  return adapter.descriptor.id === hostId || options.nativeEvent === undefined ? options : { ...options, nativeEvent: undefined };
}

/** The adapter's failure reply; without a family of its own, the failure takes the one its event is declared with. */
function failWith(adapter: HostAdapter, failure: RunFailure): HostReply {
  const family = failure.family ?? (failure.nativeEvent ? exploreHandlers(adapter.constructor).get(failure.nativeEvent)?.options.family : undefined);
  return adapter.failureReply({ ...failure, ...(family && { family }) });
}

function neutralWith(line: string): HostReply {
  return { exitCode: 0, diagnostics: [diagnosticLine(line)] };
}

function prepend(diagnostics: readonly string[], reply: HostReply): HostReply {
  return diagnostics.length === 0 ? reply : { ...reply, diagnostics: [...diagnostics, ...reply.diagnostics] };
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
