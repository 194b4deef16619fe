import type { DependencyContainer } from 'tsyringe';
import type { Decision } from '../../protocol/decision';
import type { FamilyCapability } from '../../protocol/host-capability';
import type { HookEvent } from '../../protocol/hook-event';
import { positiveSetting, type RuntimeEnvironment, tracingEnabled } from '../../platform/runtime-environment';
import { failClosedDecision, failsClosed } from '../fail-policy';
import type { HostAdapter } from '../host-adapter';
import type { PolicyContext, PolicyEntry } from '../policy';
import { PolicySwitches } from '../policy-switches';
import { diagnosticLine, errorLine, type RunFailure } from '../run-failure';
import { askOrRefuse } from './ask-fallback';
import { mergeDecisions } from './merge-decisions';
import { DEFAULT_POLICY_TIMEOUT_MS, type RunOptions } from './run-options';

/** Microtask turns given to the policies to settle before a deadline timer is armed. */
const SETTLE_TURNS = 64;

/** What one event's policies run with: the event's own scope, the host, the call's environment and options. */
export interface Evaluation {
  /** The event's own scope: its policies share one instance of each service, and nothing outlives the event. */
  readonly scope: DependencyContainer;
  readonly adapter: HostAdapter;
  readonly event: HookEvent;
  readonly environment: RuntimeEnvironment;
  readonly options: RunOptions;
  /** Where the stderr lines go, one per cause. */
  readonly diagnostics: string[];
}

/** Runs every given policy of the event, within one time budget, and merges them. */
export async function evaluatePolicies(evaluation: Evaluation, entries: readonly PolicyEntry[]): Promise<Decision | { failure: RunFailure }> {
  if (entries.length === 0) return mergeDecisions([]);
  const { scope, adapter, event, environment, options, diagnostics } = evaluation;
  // One line per cause: two policies that trip over the same broken file report it once.
  const diagnose = (line: string) => {
    const text = diagnosticLine(line);
    if (!diagnostics.includes(text)) diagnostics.push(text);
  };
  const tracing = tracingEnabled(environment);
  const trace = tracing ? diagnose : () => undefined;
  const contextOf = (entry: PolicyEntry): PolicyContext => ({
    descriptor: adapter.descriptor,
    diagnose,
    tracing,
    trace,
    notChecked: (what) => {
      trace(`${entry.id}: not checked: ${what}`);
      observe(() => options.onNotChecked?.(entry.id, what));
    },
  });
  const capability = event.family ? adapter.descriptor.families[event.family] : undefined;
  const switchedOn = switchedOnIn(scope, event, entries, tracing ? diagnose : undefined);
  if (switchedOn.length === 0) return mergeDecisions([]);
  const run = async (entry: PolicyEntry): Promise<Decision> => {
    try {
      const decision = withoutMissing(await scope.resolve(entry.policy).evaluate(event, contextOf(entry)), entry, capability);
      return { ...askOrRefuse(decision, adapter.descriptor, capability), policy: entry.id };
    } catch (error) {
      const failure: RunFailure = { code: 'policy_failed', message: `${entry.id}: ${errorLine(error)}`, nativeEvent: event.nativeEvent, family: event.family };
      const what = `${failure.code}: ${failure.message}`;
      diagnose(what);
      observe(() => options.onFailure?.(failure));
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

/** Tells an observer; an observer never changes the answer. */
export function observe(tell: () => void): void {
  try {
    tell();
  } catch {
    // An observer never changes the answer.
  }
}

/** `run`, telling `onPolicy` each policy's decision and time; only when someone asks (a traced call). */
function timed(run: (entry: PolicyEntry) => Promise<Decision>, onPolicy: NonNullable<RunOptions['onPolicy']>): (entry: PolicyEntry) => Promise<Decision> {
  return async (entry) => {
    const started = performance.now();
    const decision = await run(entry);
    observe(() => onPolicy(entry.id, decision, performance.now() - started));
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
