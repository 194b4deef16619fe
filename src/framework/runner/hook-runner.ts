import { didYouMean } from '../../platform/closest-word';
import { askOrRefuse } from './ask-fallback';
import { PolicySwitches } from '../policy-switches';
import type { DependencyContainer } from 'tsyringe';
import type { Decision } from '../../protocol/decision';
import type { FamilyCapability } from '../../protocol/host-capability';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostId } from '../../protocol/host-id';
import type { HostReply } from '../../protocol/host-reply';
import { failClosedDecision, failsClosed } from '../fail-policy';
import type { HostAdapter } from '../host-adapter';
import { HookHost } from '../hook-host';
import { familyOf, invokeRoute, routeOf, type Route } from '../metadata/handler.dispatcher';
import { PayloadDecoder } from '../payload/payload-decoder';
import { PayloadError } from '../payload/payload-error';
import { hostServes, PolicyEntry, type PolicyContext } from '../policy';
import { diagnosticLine, errorLine, oneLine, type RunFailure } from '../run-failure';
import { positiveSetting, RuntimeEnvironment, tracingEnabled } from '../../platform/runtime-environment';
import { assertInjectable } from '../di/injectable';
import { mergeDecisions } from './merge-decisions';
import { DEFAULT_POLICY_TIMEOUT_MS, type RunOptions } from './run-options';
import { isPlainObject } from '../../platform/plain-object';

/** Microtask turns given to the policies to settle before a deadline timer is armed. */
const SETTLE_TURNS = 64;

/** The adapter that answers, and the event the hook was registered for when that registration is its own. */
interface Answering {
  readonly adapter: HostAdapter;
  readonly registered?: string;
}

/**
 * Where bearing decides: one native payload in, one host reply out.
 * route and decode (adapter handler) → policies of the event's family that the host can serve → merge → encode.
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
    const answering = this.adapterFor(hostId, options.nativeEvent);
    if (!('adapter' in answering)) return answering;
    try {
      return this.said(await this.decide(answering, payload, options));
    } catch (error) {
      return failWith(answering.adapter, { code: 'internal', message: errorLine(error), nativeEvent: answering.registered });
    }
  }

  /** The reply for a failure found before there was a payload (stdin too large, never closed, …). */
  async fail(hostId: string, failure: RunFailure): Promise<HostReply> {
    const answering = this.adapterFor(hostId, failure.nativeEvent);
    if (!('adapter' in answering)) return answering;
    return this.said(failWith(answering.adapter, { code: failure.code, message: failure.message, nativeEvent: answering.registered }));
  }

  /** One stderr line per call, however many things went wrong; with tracing on, a line per step, as asked. */
  private said(reply: HostReply): HostReply {
    if (reply.diagnostics.length < 2 || tracingEnabled(this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment))) return reply;
    return { ...reply, diagnostics: oneLine(reply.diagnostics) };
  }

  private async decide({ adapter, registered }: Answering, payload: unknown, options: RunOptions): Promise<HostReply> {
    if (!isPlainObject(payload)) {
      return failWith(adapter, { code: 'payload_not_object', message: `expected a JSON object, got ${describeValue(payload)}`, nativeEvent: registered });
    }
    const route = routeOf(adapter, payload, registered);
    if ('code' in route) return failWith(adapter, route);
    const reply = await this.answer(adapter, route, payload, options);
    return route.mismatch ? prepend([diagnosticLine(route.mismatch)], reply) : reply;
  }

  private async answer(adapter: HostAdapter, route: Route, payload: Record<string, unknown>, options: RunOptions): Promise<HostReply> {
    const { nativeEvent } = route;
    const family = route.handler.options.family;
    // An event no policy listens to is answered at once, without decoding (a PostToolUse after every tool call).
    if (!family || !this.listened(family)) return adapter.neutralReply();
    let event: HookEvent;
    try {
      event = invokeRoute(adapter, route, payload, this.container.resolve(PayloadDecoder));
    } catch (error) {
      const code = error instanceof PayloadError ? 'payload_invalid' : 'handler_failed';
      return adapter.failureReply({ code, message: `${nativeEvent}: ${errorLine(error)}`, nativeEvent, family });
    }
    options.onEvent?.(event);
    if (!event.family) return adapter.neutralReply();
    const entries = this.policiesFor(event, adapter);
    // A stop the host is already continuing because of an earlier block: answering again risks a loop, so only
    // policies that opted in (`onReentry`) run, and only on a host that caps such loops itself; none means quiet.
    if (event.reentry && entries.length === 0) return adapter.neutralReply();

    const diagnostics: string[] = [];
    const decision = await this.evaluate(adapter, event, entries, diagnostics, options);
    if ('failure' in decision) return prepend(diagnostics, adapter.failureReply(decision.failure));
    options.onDecision?.(decision);
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
    const environment = this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment);
    // One line per cause: two policies that trip over the same broken file report it once.
    const diagnose = (line: string) => {
      const text = diagnosticLine(line);
      if (!diagnostics.includes(text)) diagnostics.push(text);
    };
    const tracing = tracingEnabled(environment);
    const context: PolicyContext = { descriptor: adapter.descriptor, diagnose, tracing, trace: tracing ? diagnose : () => undefined };
    const capability = event.family ? adapter.descriptor.families[event.family] : undefined;
    // The event's own scope: its policies share one instance of each service (one workspace lookup, one plan
    // scan), and nothing a service remembers outlives the event, however long the runner lives in-process.
    const scope = this.container.createChildContainer();
    const switchedOn = switchedOnIn(scope, event, entries, tracing ? diagnose : undefined);
    if (switchedOn.length === 0) return mergeDecisions([]);
    const run = async (entry: PolicyEntry): Promise<Decision> => {
      try {
        const decision = withoutMissing(await scope.resolve(entry.policy).evaluate(event, context), entry, capability);
        return { ...askOrRefuse(decision, adapter.descriptor, capability), policy: entry.id };
      } catch (error) {
        const what = `policy_failed: ${entry.id}: ${errorLine(error)}`;
        context.diagnose(what);
        return failsClosed(adapter.descriptor, event.family) ? failClosedDecision(what) : { verdict: 'none', policy: entry.id };
      }
    };
    const timeoutMs = options.policyTimeoutMs ?? positiveSetting(environment, 'BEARING_POLICY_TIMEOUT_MS', DEFAULT_POLICY_TIMEOUT_MS);
    const observed = options.onPolicy ? timed(run, options.onPolicy) : run;
    const all = Promise.all(switchedOn.map(observed));
    let settled: Decision[] | undefined;
    void all.then(
      (decisions) => (settled = decisions),
      () => undefined,
    );
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
      const failure: RunFailure = {
        code: 'policy_timeout',
        message: `policies did not answer within ${timeoutMs} ms`,
        nativeEvent: event.nativeEvent,
        family: event.family,
      };
      return { failure };
    }
    const merged = mergeDecisions(decisions);
    if (tracing)
      diagnostics.push(
        diagnosticLine(`trace: ${event.host} ${event.nativeEvent} → ${event.family}: ${merged.verdict}${merged.policy ? ` (${merged.policy})` : ''}`),
      );
    return merged;
  }

  /**
   * The policies registered for the event's family that this host gives what they need (PolicyEntry.needs: host
   * honesty, checked here once), and on a re-entry only those that opted in, where the host caps stop loops.
   */
  private policiesFor(event: HookEvent, adapter: HostAdapter): PolicyEntry[] {
    const descriptor = adapter.descriptor;
    if (event.reentry && !descriptor.stopLoopCap) return [];
    return this.container
      .resolveAll<PolicyEntry>(PolicyEntry)
      .filter((e) => e.families.includes(event.family!) && (!event.reentry || e.onReentry === true) && hostServes(e, descriptor, event.family!));
  }

  private listened(family: string): boolean {
    return this.container.resolveAll<PolicyEntry>(PolicyEntry).some((e) => e.families.includes(family as never));
  }

  /**
   * The adapter that answers a host id, or the neutral reply saying why there is none. A host that also runs this
   * host's hook files, and is the one running now (`HookHost.runsHooksOf`), answers instead; the event a hook
   * was registered for then belongs to the other host's file and means nothing to it.
   */
  private adapterFor(hostId: string, registered: string | undefined): Answering | HostReply {
    const entries = this.container.resolveAll<HookHost>(HookHost);
    const environment = this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment);
    const runner = entries.find((e) => e.runsHooksOf?.hosts.includes(hostId as HostId) && e.runsHooksOf.running(environment));
    const entry = runner ?? entries.find((e) => e.id === hostId);
    if (!entry) {
      const known = entries.filter((e) => e.adapter).map((e) => e.id);
      return neutralWith(`host_unknown: no adapter for host "${hostId}"${didYouMean(hostId, known)}; hosts: ${known.join(', ')}`);
    }
    if (!entry.adapter) return neutralWith(`host_unknown: ${entry.id} runs no hooks (${entry.transport})`);
    try {
      assertInjectable(entry.adapter);
      return { adapter: this.container.resolve(entry.adapter), ...(!runner && registered !== undefined && { registered }) };
    } catch (error) {
      return neutralWith(`internal: cannot load the ${entry.id} adapter: ${errorLine(error)}`);
    }
  }
}

/** `run`, telling `onPolicy` each policy's decision and time; only when someone asks (a traced call). */
function timed(run: (entry: PolicyEntry) => Promise<Decision>, onPolicy: NonNullable<RunOptions['onPolicy']>): (entry: PolicyEntry) => Promise<Decision> {
  return async (entry) => {
    const started = performance.now();
    const decision = await run(entry);
    try {
      onPolicy(entry.id, decision, performance.now() - started);
    } catch {
      // An observer never changes the answer.
    }
    return decision;
  };
}

/** The decision without the parts a policy may do without (PolicyEntry.optional: context, notice) that this family lacks. */
function withoutMissing(decision: Decision, entry: PolicyEntry, capability: FamilyCapability | undefined): Decision {
  const missing = (entry.optional ?? []).filter((c) => capability?.channels[c] !== 'native');
  if (missing.length === 0) return decision;
  const kept: Record<string, unknown> = { ...decision };
  for (const channel of missing) delete kept[channel];
  return kept as unknown as Decision;
}

/** The entries the event's workspace has not switched off (`"policies": {"closeout": false}`); asked only when one has a switch. */
function switchedOnIn(
  scope: DependencyContainer,
  event: HookEvent,
  entries: readonly PolicyEntry[],
  trace: ((line: string) => void) | undefined,
): readonly PolicyEntry[] {
  if (!entries.some((e) => e.switchedBy)) return entries;
  const { off, by } = scope.resolve<PolicySwitches>(PolicySwitches).switchedOff(event);
  const on = entries.filter((e) => !e.switchedBy || !off.has(e.switchedBy));
  // Which settings files applied; none means the defaults, which tracing does not repeat on every event.
  if (by.length > 0) trace?.(`trace: config: ${by.join(', ')}`);
  if (trace && on.length < entries.length)
    trace(
      `trace: switched off: ${entries
        .filter((e) => !on.includes(e))
        .map((e) => e.id)
        .join(', ')}`,
    );
  return on;
}

/** The adapter's failure reply; without a family of its own, the failure takes the one its event is declared with. */
function failWith(adapter: HostAdapter, failure: RunFailure): HostReply {
  const family = failure.family ?? familyOf(adapter, failure.nativeEvent);
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
