import type { DependencyContainer } from 'tsyringe';
import { didYouMean } from '../../platform/closest-word';
import { RuntimeEnvironment, tracingEnabled } from '../../platform/runtime-environment';
import type { HostDescriptor } from '../../protocol/host-capability';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostId } from '../../protocol/host-id';
import type { HostReply } from '../../protocol/host-reply';
import type { RouteFamily } from '../../protocol/route-family';
import { assertInjectable } from '../di/injectable';
import type { HostAdapter } from '../host-adapter';
import { HookHost } from '../hook-host';
import { dispatch, type Dispatched } from '../metadata/handler.dispatcher';
import { PayloadDecoder } from '../payload/payload-decoder';
import { hostServes, PolicyEntry } from '../policy';
import { diagnosticLine, errorLine, oneLine, type RunFailure } from '../run-failure';
import { evaluatePolicies, observe } from './policy-evaluation';
import type { RunOptions } from './run-options';

/** The adapter that answers, and the event the hook was registered for when that registration is its own. */
interface Answering {
  readonly adapter: HostAdapter;
  readonly registered?: string;
}

/**
 * Where bearing decides: one native payload in, one host reply out.
 * dispatch (route, decode, adapter handler) → policies of the event's family that the host can serve → merge → encode.
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
      // JSON.parse quotes the text it stopped at, line breaks included: the whole message, flattened by the
      // diagnostic line, says where; its first line alone stops inside the quote.
      return this.fail(hostId, {
        code: 'json_malformed',
        message: error instanceof SyntaxError ? error.message : errorLine(error),
        nativeEvent: options.nativeEvent,
      });
    }
    return this.run(hostId, payload, options);
  }

  async run(hostId: string, payload: unknown, options: RunOptions = {}): Promise<HostReply> {
    const environment = this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment);
    const answering = this.adapterFor(hostId, options.nativeEvent, environment);
    if (!('adapter' in answering)) return answering;
    const { adapter, registered } = answering;
    try {
      const policies = this.container.resolveAll<PolicyEntry>(PolicyEntry);
      const listened = new Set<RouteFamily | undefined>(policies.flatMap((e) => e.families));
      const dispatched = dispatch(adapter, payload, registered, listened, this.container.resolve(PayloadDecoder));
      const reply = await this.answer(adapter, dispatched, policies, environment, options);
      return said(dispatched.mismatch === undefined ? reply : prepend([diagnosticLine(dispatched.mismatch)], reply), environment);
    } catch (error) {
      return said(failed(adapter, { code: 'internal', message: errorLine(error), nativeEvent: registered }, options), environment);
    }
  }

  /** The reply for a failure found before there was a payload (stdin too large, never closed, …). */
  async fail(hostId: string, failure: RunFailure): Promise<HostReply> {
    const environment = this.container.resolve<RuntimeEnvironment>(RuntimeEnvironment);
    const answering = this.adapterFor(hostId, failure.nativeEvent, environment);
    if (!('adapter' in answering)) return answering;
    return said(failed(answering.adapter, { code: failure.code, message: failure.message, nativeEvent: answering.registered }, {}), environment);
  }

  private async answer(
    adapter: HostAdapter,
    dispatched: Dispatched,
    policies: readonly PolicyEntry[],
    environment: RuntimeEnvironment,
    options: RunOptions,
  ): Promise<HostReply> {
    if ('failure' in dispatched) return failed(adapter, dispatched.failure, options);
    if ('quiet' in dispatched) return adapter.neutralReply();
    const { event } = dispatched;
    options.onEvent?.(event);
    if (!event.family) return adapter.neutralReply();
    const entries = servedBy(policies, event, adapter.descriptor);
    // A stop the host is already continuing because of an earlier block: answering again risks a loop, so only
    // policies that opted in (`onReentry`) run, and only on a host that caps such loops itself; none means quiet.
    if (event.reentry && entries.length === 0) return adapter.neutralReply();

    const diagnostics: string[] = [];
    // The event's own scope: its policies share one instance of each service (one workspace lookup, one plan
    // scan), and nothing a service remembers outlives the event, however long the runner lives in-process.
    const scope = this.container.createChildContainer();
    const decision = await evaluatePolicies({ scope, adapter, event, environment, options, diagnostics }, entries);
    if ('failure' in decision) return prepend(diagnostics, failed(adapter, decision.failure, options));
    options.onDecision?.(decision);
    try {
      return prepend(diagnostics, adapter.encode(event, decision));
    } catch (error) {
      return prepend(
        diagnostics,
        failed(adapter, { code: 'encode_failed', message: errorLine(error), nativeEvent: event.nativeEvent, family: event.family }, options),
      );
    }
  }

  /**
   * The adapter that answers a host id, or the neutral reply saying why there is none. A host that also runs this
   * host's hook files, and is the one running now (`HookHost.runsHooksOf`), answers instead; the event a hook
   * was registered for then belongs to the other host's file and means nothing to it.
   */
  private adapterFor(hostId: string, registered: string | undefined, environment: RuntimeEnvironment): Answering | HostReply {
    const entries = this.container.resolveAll<HookHost>(HookHost);
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

/**
 * The policies registered for the event's family that this host gives what they need (PolicyEntry.needs: host
 * honesty, checked here once), and on a re-entry only those that opted in, where the host caps stop loops.
 */
function servedBy(policies: readonly PolicyEntry[], event: HookEvent, descriptor: HostDescriptor): PolicyEntry[] {
  if (event.reentry && !descriptor.stopLoopCap) return [];
  const family = event.family!;
  return policies.filter((e) => e.families.includes(family) && (!event.reentry || e.onReentry === true) && hostServes(e, descriptor, family));
}

/** The adapter's reply to a failure, told first to whoever observes the call. */
function failed(adapter: HostAdapter, failure: RunFailure, options: RunOptions): HostReply {
  observe(() => options.onFailure?.(failure));
  return adapter.failureReply(failure);
}

/** One stderr line per call, however many things went wrong; with tracing on, a line per step, as asked. */
function said(reply: HostReply, environment: RuntimeEnvironment): HostReply {
  if (reply.diagnostics.length < 2 || tracingEnabled(environment)) return reply;
  return { ...reply, diagnostics: oneLine(reply.diagnostics) };
}

function neutralWith(line: string): HostReply {
  return { exitCode: 0, diagnostics: [diagnosticLine(line)] };
}

function prepend(diagnostics: readonly string[], reply: HostReply): HostReply {
  return diagnostics.length === 0 ? reply : { ...reply, diagnostics: [...diagnostics, ...reply.diagnostics] };
}
