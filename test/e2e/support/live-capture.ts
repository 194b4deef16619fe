import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import { decodeEvent } from '../../support/decode-event';
import { FIXTURES, readFixture } from '../../support/fixtures';

export type Payload = Record<string, unknown>;

/** One host's live payloads of one test run, by fixture file name, and how they become fixtures. */
export interface LiveFixtures {
  readonly host: string;
  readonly version: string;
  readonly how: string;
  readonly live: Record<string, Payload>;
  /** Machine-specific text of this run (temporary paths) and the stable text the fixtures hold instead. */
  readonly replacements: ReadonlyArray<readonly [string | RegExp, string]>;
}

/** The payloads the packaged hook kept (BEARING_CAPTURE_DIR) in one run, in the order they arrived, with the host each was answered as. */
export function capturedPayloads(directory: string): Array<{ host: string; payload: Payload }> {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  const order = (name: string) => Number(name.split('-').at(-3));
  return names
    .filter((n) => n.endsWith('.json'))
    .sort((a, b) => order(a) - order(b))
    .map((name) => ({ host: name.slice(0, name.length - `-${name.split('-').slice(-3).join('-')}`.length), payload: JSON.parse(readFileSync(join(directory, name), 'utf8')) as Payload }));
}

export function pick(payloads: readonly Payload[], event: string): Payload {
  const found = payloads.find((p) => p['hook_event_name'] === event);
  if (!found) throw new Error(`no live ${event} payload was captured`);
  return found;
}

/**
 * Rewrites fixtures/<host>/live from one run (BEARING_CAPTURE_FIXTURES=1), with the machine-specific paths
 * of that run replaced by stable ones.
 */
export function writeLiveFixtures(options: LiveFixtures): void {
  const dir = join(FIXTURES, options.host, 'live');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  for (const [name, payload] of Object.entries(options.live)) {
    let text = JSON.stringify(payload);
    for (const [from, to] of options.replacements) text = typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
    const fixture = { _fixture: { source: 'live', host: options.host, version: options.version, date, how: options.how }, ...JSON.parse(text) };
    writeFileSync(join(dir, name), `${JSON.stringify(fixture, null, 2)}\n`);
  }
}

/**
 * The committed live fixtures against what the pinned CLI sent in this run (rewritten first with
 * BEARING_CAPTURE_FIXTURES=1): the same keys, the right provenance, and each decodes as the runner decodes it.
 */
export function checkLiveFixtures(options: LiveFixtures & { readonly adapter: HostAdapter }): void {
  if (process.env['BEARING_CAPTURE_FIXTURES'] === '1') writeLiveFixtures(options);
  for (const [name, payload] of Object.entries(options.live)) {
    const { _fixture, ...committed } = readFixture(`${options.host}/live/${name}`).payload;
    expect({ name, keys: Object.keys(committed).sort() }).toEqual({ name, keys: Object.keys(payload).sort() });
    expect(_fixture).toMatchObject({ source: 'live', host: options.host, version: options.version });
    // Decoded directly: the runner skips decoding an event no policy listens to.
    expect({ name, decoded: decodeEvent(options.adapter, payload).nativeEvent }).toEqual({ name, decoded: options.adapter.nativeEventName(payload) });
  }
}
