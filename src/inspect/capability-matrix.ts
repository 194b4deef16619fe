import type { HookHost } from '../framework/hook-host';
import { exploreHandlers } from '../framework/metadata/handler.explorer';
import { enforcementOf, reaches, type Enforcement } from '../framework/descriptor/enforcement';
import type { PolicyEntry } from '../framework/policy';
import { CHANNELS, type CapabilityState, type ChannelState, type Evidence, type FamilyCapability } from '../protocol/host-capability';
import type { HostId } from '../protocol/host-id';
import { ROUTE_FAMILIES, type RouteFamily } from '../protocol/route-family';

/** One host's support for one route family, as `bearing inspect` shows it. */
export interface MatrixCell {
  readonly state: CapabilityState;
  readonly channels: Readonly<Record<(typeof CHANNELS)[number], ChannelState>>;
  /** The host's native events that feed the family (selectors included: Cursor's beforeShellExecution under tool/before). */
  readonly native: readonly string[];
  readonly evidence: readonly Evidence[];
  /** Why the family cannot be used, for a cell that is neither supported nor degraded. */
  readonly reason?: string;
}

export interface HostRow {
  readonly displayName: string;
  readonly verifiedAgainst: { readonly version: string; readonly date: string };
  readonly failClosed: boolean;
  readonly families: Readonly<Record<RouteFamily, MatrixCell>>;
}

interface CompositeRow {
  readonly hosts: readonly HostId[];
  readonly families: Readonly<Record<RouteFamily, MatrixCell>>;
}

/** A native event bearing knows and gives no family, and why. */
interface DeferredEvent {
  readonly host: HostId;
  readonly native: string;
  readonly reason: string;
  readonly date: string;
}

/**
 * What a claim about a policy on a host rests on: `live`, a run of the real host was captured; `docs`, the host's
 * documentation or schema only; `skill`, no hook runs there and only the bearing skill asks the agent to follow it.
 */
type EvidenceLevel = 'live' | 'docs' | 'skill';

export interface PolicyCell {
  /** How far the host enforces the policy; `unavailable` wherever bearing does not run it. */
  readonly enforcement: Enforcement;
  /** Whether bearing runs the policy there (its enforcement reaches what the policy needs). */
  readonly runs: boolean;
  /** What the claim rests on; absent where no family the policy listens to is described at all. */
  readonly evidence?: EvidenceLevel;
  /**
   * The word a person reads: the enforcement, except in the Test Engineering rows, which keep the seed's
   * host-honesty tokens (`native` where bearing runs the gate, `UNAVAILABLE` everywhere else).
   */
  readonly token: string;
  readonly why: string;
}

/** What `bearing inspect --json` prints: the capability truth of every host, from the descriptors and the adapters. */
export interface CapabilityMatrix {
  readonly families: readonly RouteFamily[];
  readonly hosts: Readonly<Record<string, HostRow>>;
  readonly composites: { readonly plugin: CompositeRow; readonly portable: CompositeRow };
  readonly deferred: readonly DeferredEvent[];
  readonly policies: Readonly<Record<string, Readonly<Record<string, PolicyCell>>>>;
}

/** One plugin installed on these hosts at once resolves each family per host at run time: it can rely on what all share. */
export const PLUGIN_HOSTS: readonly HostId[] = ['claude-code', 'codex', 'cursor'];

const PORTABLE_REASON = 'Agent Plugins 1.0.0 (the portable plugin format) defines no hooks';
const STATE_ORDER: readonly CapabilityState[] = ['supported', 'degraded', 'unavailable', 'prohibited'];
const UNAVAILABLE_CHANNELS = Object.fromEntries(CHANNELS.map((c) => [c, 'UNAVAILABLE'])) as MatrixCell['channels'];

/** The matrix for these hosts and policies. Throws (a build error, not a row) on a usable family without evidence. */
export function capabilityMatrix(hosts: readonly HookHost[], policies: readonly PolicyEntry[]): CapabilityMatrix {
  const rows: Record<string, HostRow> = {};
  for (const host of hosts) rows[host.id] = hostRow(host);
  return {
    families: ROUTE_FAMILIES,
    hosts: rows,
    composites: {
      plugin: {
        hosts: PLUGIN_HOSTS,
        families: byFamily((family) => intersection(PLUGIN_HOSTS.flatMap((id) => (rows[id] ? [[id, rows[id]!.families[family]] as const] : [])))),
      },
      portable: {
        hosts: [],
        families: byFamily(() => ({ state: 'unavailable', channels: UNAVAILABLE_CHANNELS, native: [], evidence: [], reason: PORTABLE_REASON })),
      },
    },
    deferred: hosts.flatMap(deferredEvents),
    policies: Object.fromEntries(policies.map((policy) => [policy.id, Object.fromEntries(hosts.map((host) => [host.id, policyCell(policy, host)]))])),
  };
}

function byFamily(cell: (family: RouteFamily) => MatrixCell): Record<RouteFamily, MatrixCell> {
  return Object.fromEntries(ROUTE_FAMILIES.map((family) => [family, cell(family)])) as Record<RouteFamily, MatrixCell>;
}

function hostRow(host: HookHost): HostRow {
  const handlers = host.adapter ? [...exploreHandlers(host.adapter).values()] : [];
  const { descriptor } = host;
  return {
    displayName: descriptor.displayName,
    verifiedAgainst: descriptor.verifiedAgainst,
    failClosed: descriptor.failClosed,
    families: byFamily((family) => {
      const native = handlers.filter((h) => h.options.family === family).map((h) => h.nativeEvent);
      return cellOf(host.id, family, descriptor.families[family], native);
    }),
  };
}

function cellOf(host: HostId, family: RouteFamily, capability: FamilyCapability | undefined, native: readonly string[]): MatrixCell {
  if (!capability) {
    const reason = native.length > 0 ? `${host} decodes ${native.join(', ')} but claims nothing for it` : `no ${host} event feeds this family`;
    return { state: 'unavailable', channels: UNAVAILABLE_CHANNELS, native, evidence: [], reason };
  }
  const usable = capability.state === 'supported' || capability.state === 'degraded';
  if (usable && capability.evidence.length === 0) throw new Error(`${host} ${family} is ${capability.state} without evidence`);
  const evidence = capability.evidence.map(({ kind, source, version, date, note }) => ({
    kind,
    source,
    ...(version && { version }),
    date,
    ...(note && { note }),
  }));
  const reason = usable ? undefined : (capability.note ?? `${host} gives bearing no way into this family`);
  return { state: capability.state, channels: capability.channels, native, evidence, ...(reason !== undefined && { reason }) };
}

/** What a plugin on several hosts can rely on: the weakest state, the channels native on every host, each host's events. */
function intersection(cells: ReadonlyArray<readonly [HostId, MatrixCell]>): MatrixCell {
  const state = cells.map(([, c]) => c.state).reduce((a, b) => (STATE_ORDER.indexOf(a) >= STATE_ORDER.indexOf(b) ? a : b), 'supported' as CapabilityState);
  const channels = Object.fromEntries(
    CHANNELS.map((c) => [c, cells.every(([, cell]) => cell.channels[c] === 'native') ? 'native' : 'UNAVAILABLE']),
  ) as MatrixCell['channels'];
  const native = cells.flatMap(([host, cell]) => cell.native.map((event) => `${host}:${event}`));
  const evidence = cells.flatMap(([, cell]) => cell.evidence);
  const weakest = cells.filter(([, c]) => c.state === state && c.reason !== undefined).map(([host, c]) => `${host}: ${c.reason}`);
  const usable = state === 'supported' || state === 'degraded';
  return { state, channels, native, evidence, ...(!usable && { reason: weakest.join('; ') }) };
}

function deferredEvents(host: HookHost): DeferredEvent[] {
  if (!host.adapter) return [];
  return [...exploreHandlers(host.adapter).values()]
    .filter((h) => h.options.family === undefined)
    .map((h) => ({ host: host.id, native: h.nativeEvent, reason: h.options.deferred ?? '', date: host.descriptor.verifiedAgainst.date }));
}

/** The Test Engineering gates (`te_test_write`, `te_completion`), whose rows keep the seed's host-honesty tokens. */
const TEST_ENGINEERING = /^te_/;

/**
 * One rule: `enforced` when every channel the policy needs is native on a supported family, `agent_guided` when
 * the family is degraded, else `unavailable`; over several families, the best of them (the policy acts where it can).
 */
function policyCell(policy: PolicyEntry, host: HookHost): PolicyCell {
  const needs = `${policy.needs.channels.length > 0 ? policy.needs.channels.join('+') : 'a usable family'}${policy.needs.at === 'enforced' ? ' enforced' : ''}`;
  const honesty = TEST_ENGINEERING.test(policy.id);
  if (host.transport === 'skills') {
    return {
      enforcement: 'unavailable',
      runs: false,
      evidence: 'skill',
      token: honesty ? 'UNAVAILABLE' : 'unavailable',
      why: `does not run: ${host.id} runs no hooks (skills only); the bearing skill asks the agent to follow it, nothing enforces it`,
    };
  }
  const per = policy.families.map((family) => {
    const capability = host.descriptor.families[family];
    const missing = policy.needs.channels.filter((c) => capability?.channels[c] !== 'native');
    const detail =
      !capability || capability.state === 'unavailable' || capability.state === 'prohibited'
        ? `${family} ${capability?.state ?? 'unavailable'}`
        : missing.length > 0
          ? `${family} has no ${missing.join('+')}`
          : `${family} ${capability.state}`;
    const enforcement = enforcementOf(host.descriptor, family, policy.needs.channels);
    const evidence = capability?.evidence ?? [];
    const cited = cite(evidence);
    return {
      enforcement,
      serves: enforcement !== 'unavailable' && reaches(enforcement, policy.needs.at),
      evidence,
      detail: cited ? `${detail} (${cited})` : detail,
    };
  });
  const rank: readonly Enforcement[] = ['enforced', 'agent_guided', 'unavailable'];
  const best = per.map((p) => p.enforcement).sort((a, b) => rank.indexOf(a) - rank.indexOf(b))[0] ?? 'unavailable';
  const runs = best !== 'unavailable' && reaches(best, policy.needs.at);
  // A claim rests on a live run only when every family it is made for was seen live; one documented family makes it docs.
  const backing = per.filter((p) => (runs ? p.serves : true) && p.evidence.length > 0);
  const evidence: EvidenceLevel | undefined =
    backing.length === 0 ? undefined : backing.every((p) => p.evidence.some((e) => e.kind === 'live')) ? 'live' : 'docs';
  const enforcement = runs ? best : 'unavailable';
  return {
    enforcement,
    runs,
    ...(evidence && { evidence }),
    token: honesty ? (runs ? 'native' : 'UNAVAILABLE') : enforcement,
    why: `${runs ? 'runs' : 'does not run'} (needs ${needs}): ${per.map((p) => p.detail).join(', ')}`,
  };
}

/** The strongest evidence for one family, short: a live run by the host version seen, else the documentation by the date read. */
function cite(evidence: readonly Evidence[]): string | undefined {
  const live = evidence.find((e) => e.kind === 'live');
  if (live) return `live ${live.version ?? live.date}`;
  const dates = evidence.map((e) => e.date).sort();
  return dates.length > 0 ? `docs ${dates[dates.length - 1]}` : undefined;
}
