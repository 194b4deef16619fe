import type { HostEntry } from '../../../src/hosts/host-entry';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { fixturesOf } from '../../support/fixtures';
import { ADAPTER_HOSTS, adapterOf } from '../../support/hosts';

/** One payload a host really sends (or documents), and the event it names. */
interface Seed {
  readonly event: string;
  readonly payload: Record<string, unknown>;
  /** The fixture it comes from, or `sample` for one built from the host's samples. */
  readonly from: string;
}

/** A host with an adapter, as the fuzz tier drives it. */
export interface FuzzHost {
  readonly entry: HostEntry;
  readonly adapter: HostAdapter;
  /** Every event the adapter declares. */
  readonly events: readonly string[];
  /** Its fixtures (without their provenance key), and for each declared event without one, its shell sample renamed to it. */
  readonly seeds: readonly Seed[];
}

/** The top-level key a payload names its event in: the one whose removal leaves the adapter without the event. */
export function eventKey(adapter: HostAdapter, payload: Record<string, unknown>): string | undefined {
  const event = adapter.nativeEventName(payload);
  return Object.keys(payload).find((k) => payload[k] === event && adapter.nativeEventName({ ...payload, [k]: undefined }) !== event);
}

export function fuzzHost(entry: HostEntry): FuzzHost {
  const adapter = adapterOf(entry);
  const events = [...exploreHandlers(adapter.constructor).keys()];
  const seeds: Seed[] = [];
  for (const fixture of fixturesOf(entry.id).filter((f) => !f.file.includes('/schemas/'))) {
    const { _fixture, ...payload } = fixture.payload;
    const event = adapter.nativeEventName(payload);
    if (event !== undefined) seeds.push({ event, payload, from: fixture.file });
  }
  const sample = entry.samples!.shellCall('git status', '/tmp/bearing-fuzz-sample');
  const key = eventKey(adapter, sample)!;
  for (const event of events) {
    if (!seeds.some((s) => s.event === event)) seeds.push({ event, payload: { ...sample, [key]: event }, from: 'sample' });
  }
  return { entry, adapter, events, seeds };
}

/** Every declared event of every host with an adapter: the "event names of other hosts" a payload may carry. */
export const ALL_EVENT_NAMES: readonly string[] = [...new Set(ADAPTER_HOSTS.flatMap((h) => [...exploreHandlers(h.adapter!).keys()]))];
