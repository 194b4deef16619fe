import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostEntry } from '../../src/hosts/host-entry';
import type { HostAdapter } from '../../src/framework/host-adapter';
import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { CHANNELS, type Channel } from '../../src/protocol/host-capability';
import type { Decision } from '../../src/protocol/decision';
import type { RouteFamily } from '../../src/protocol/route-family';
import { decodeEvent } from './decode-event';
import { FIXTURES, fixturesOf, REPO_ROOT } from './fixtures';
import { adapterOf } from './hosts';

/**
 * What every host is held to, as functions of its catalog entry that list what is wrong (empty: nothing). The
 * cross-host tests (test/unit/hosts/every-host.test.ts) run them over the whole catalog, so a host added to it is
 * checked at once; test/unit/hosts/new-host.test.ts runs them over a host defined in the test folder.
 */

/** Families whose stop channel means "keep the agent going" rather than "refuse the action". */
const CONTINUE_FAMILIES = new Set<RouteFamily>(['stop', 'agent/stop', 'agent/idle']);

/** Payloads an adapter defers although their event has a family: Grok's observe-only stop at session end. */
const DEFERRED_WHEN_DECODED = new Set(['grok-build/docs/stop.session-end.json']);

/** A decision that asks for exactly one channel on a family. */
function asking(channel: Channel, family: RouteFamily): Decision {
  if (channel === 'context') return { verdict: 'context', context: 'probe context' };
  if (channel === 'notice') return { verdict: 'none', notice: 'probe notice' };
  if (channel === 'ask') return { verdict: 'ask', reason: 'probe ask' };
  return { verdict: CONTINUE_FAMILIES.has(family) ? 'block' : 'deny', reason: 'probe reason' };
}

/**
 * The descriptor against its evidence: every family bearing can use (supported, degraded) names dated evidence;
 * a live source is a committed capture of the version verified, which decodes into the family it backs; a family
 * bearing cannot use says why. With an adapter: the descriptor is the adapter's, and it describes exactly the
 * families the adapter decodes.
 */
export function descriptorProblems(host: HostEntry, adapter: HostAdapter | undefined = host.adapter && adapterOf(host)): string[] {
  const problems: string[] = [];
  const { descriptor } = host;
  if (descriptor.id !== host.id) problems.push(`the descriptor is for ${descriptor.id}`);
  if (adapter && adapter.descriptor !== descriptor) problems.push("the entry's descriptor is not the adapter's");
  if (adapter) {
    const decoded = new Set([...exploreHandlers(adapter.constructor).values()].map((h) => h.options.family).filter((f) => f !== undefined));
    const usable = Object.entries(descriptor.families)
      .filter(([, c]) => c!.state !== 'unavailable')
      .map(([f]) => f);
    for (const family of decoded) if (!(family in descriptor.families)) problems.push(`${family} is decoded but not described`);
    for (const family of usable) if (!decoded.has(family as RouteFamily)) problems.push(`${family} is described but no event decodes into it`);
  }
  for (const [family, capability] of Object.entries(descriptor.families)) {
    const usable = capability!.state === 'supported' || capability!.state === 'degraded';
    if (usable && capability!.evidence.length === 0) problems.push(`${family} is ${capability!.state} without evidence`);
    if (!usable && !(capability!.note && capability!.note.length > 10)) problems.push(`${family} is ${capability!.state} without a reason`);
    for (const evidence of capability!.evidence) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(evidence.date)) problems.push(`${family}: evidence ${evidence.source} is not dated`);
      if (evidence.kind === 'live')
        problems.push(...liveEvidenceProblems(family as RouteFamily, evidence.source, evidence.version, descriptor.verifiedAgainst.version, adapter));
      else if (evidence.source.startsWith('fixtures/') && !existsSync(join(REPO_ROOT, evidence.source)))
        problems.push(`${family}: ${evidence.source} does not exist`);
    }
  }
  return problems;
}

function liveEvidenceProblems(family: RouteFamily, source: string, version: string | undefined, verified: string, adapter: HostAdapter | undefined): string[] {
  const path = join(REPO_ROOT, source);
  if (!existsSync(path)) return [`${family}: live evidence ${source} is not committed`];
  const fixture = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { _fixture?: { source?: string; version?: string } };
  const problems: string[] = [];
  if (version !== verified) problems.push(`${family}: live evidence ${source} is of version ${version}, not ${verified}`);
  if (fixture._fixture?.source !== 'live' || fixture._fixture.version !== verified) problems.push(`${family}: ${source} is not a live capture of ${verified}`);
  if (adapter) {
    try {
      const event = decodeEvent(adapter, fixture);
      if (event.family !== family) problems.push(`${family}: ${source} decodes into ${event.family ?? 'no family'}`);
    } catch (error) {
      problems.push(`${family}: ${source} does not decode: ${(error as Error).message}`);
    }
  }
  return problems;
}

/**
 * The projection: a channel is native on a family exactly when the adapter writes it for some event of that
 * family (the event's own fixture, when there is one, stands for its payload); a channel that is not native is
 * refused, never silently dropped (one "not sent" diagnostic).
 */
export function projectionProblems(host: HostEntry, adapter: HostAdapter = adapterOf(host), root = FIXTURES): string[] {
  const problems: string[] = [];
  const handlers = [...exploreHandlers(adapter.constructor).values()].filter((h) => h.options.family);
  const samples = fixtureSamples(host.id, adapter, root);
  for (const [family, capability] of Object.entries(host.descriptor.families)) {
    const events = handlers.filter((h) => h.options.family === family).map((h) => h.nativeEvent);
    // A refusal is one wire (deny, block): on a stop family it keeps the agent going, elsewhere it refuses the action.
    const [refusal, other] = CONTINUE_FAMILIES.has(family as RouteFamily) ? (['continue', 'deny'] as const) : (['deny', 'continue'] as const);
    if (capability!.channels[other] === 'native') problems.push(`${family}: ${other} is claimed, but a refusal there means ${refusal}`);
    for (const channel of CHANNELS.filter((c) => c !== other)) {
      const replies = events.map((nativeEvent) => {
        const event = { host: host.id, family: family as RouteFamily, nativeEvent, reentry: false, raw: samples.get(nativeEvent) ?? {} };
        return adapter.encode(event, asking(channel, family as RouteFamily));
      });
      const neutral = JSON.stringify(adapter.neutralReply().stdout);
      const writes = replies.map((r) => r.exitCode !== 0 || r.stderr !== undefined || (r.stdout !== undefined && JSON.stringify(r.stdout) !== neutral));
      const native = capability!.channels[channel] === 'native';
      if (native && !writes.some(Boolean)) problems.push(`${family}: ${channel} is claimed native but no event of it writes it`);
      if (!native && writes.some(Boolean)) problems.push(`${family}: ${channel} is written but not claimed native`);
      // What an event cannot carry is refused in a diagnostic line, never dropped without a word.
      replies.forEach((r, i) => {
        if (!writes[i] && !r.diagnostics.some((d) => d.includes('not sent'))) problems.push(`${family}: ${events[i]} drops ${channel} without a word`);
      });
    }
  }
  return problems;
}

/** Each native event's first committed fixture, live ones first. */
function fixtureSamples(hostId: string, adapter: HostAdapter, root: string): Map<string, Record<string, unknown>> {
  const samples = new Map<string, Record<string, unknown>>();
  if (!existsSync(join(root, hostId))) return samples;
  for (const fixture of fixturesOf(hostId, root)) {
    const name = adapter.nativeEventName(fixture.payload);
    if (typeof name === 'string' && !samples.has(name)) samples.set(name, fixture.payload);
  }
  return samples;
}

/** Every committed fixture of a host decodes with its adapter into the family its event is declared with. */
export function fixtureProblems(host: HostEntry, adapter: HostAdapter = adapterOf(host), root = FIXTURES): string[] {
  if (!existsSync(join(root, host.id))) return [`no fixtures/${host.id}/: a host with an adapter has captured or documented payloads`];
  const problems: string[] = [];
  for (const fixture of fixturesOf(host.id, root).filter((f) => !f.file.startsWith(`${host.id}/schemas/`))) {
    try {
      const event = decodeEvent(adapter, fixture.payload);
      const declared = exploreHandlers(adapter.constructor).get(adapter.nativeEventName(fixture.payload)!)!;
      const family = DEFERRED_WHEN_DECODED.has(fixture.file) ? undefined : declared.options.family;
      if (event.family !== family) problems.push(`${fixture.file} decodes into ${event.family ?? 'no family'}, not ${family ?? 'no family'}`);
    } catch (error) {
      problems.push(`${fixture.file} does not decode: ${(error as Error).message}`);
    }
  }
  return problems;
}
