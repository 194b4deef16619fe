import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import { decodeEvent } from '../../support/decode-event';
import { FIXTURES, readFixture, REPO_ROOT } from '../../support/fixtures';

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
  return keptFiles(directory).map(({ host, payload }) => ({ host, payload }));
}

/** Each file is `<host>-<ms>-<pid>-<random>.json` (src/cli/hook/payload-capture.ts), sorted by its millisecond. */
function keptFiles(directory: string): Array<{ host: string; at: number; payload: Payload }> {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .map((name) => {
      const [at, pid, random] = name.slice(0, -'.json'.length).split('-').slice(-3);
      const host = name.slice(0, name.length - `-${at}-${pid}-${random}.json`.length);
      return { host, at: Number(at), payload: JSON.parse(readFileSync(join(directory, name), 'utf8')) as Payload };
    })
    .sort((a, b) => a.at - b.at);
}

/**
 * The folder, inside a run's BEARING_CAPTURE_DIR, where the capture-only registration keeps its payloads: apart
 * from the plugin's, so a test can tell which registration each payload came through.
 */
const CAPTURE_ONLY_FOLDER = 'capture-only';

/**
 * The command of a capture-only registration: a test's own registration of the events its fixtures need and the
 * shipped hooks file no longer registers. It runs this working tree's packaged hook as `host` (so each payload is
 * answered and kept as the plugin's would be) and points BEARING_CAPTURE_DIR at CAPTURE_ONLY_FOLDER of the run's
 * own; every host here runs a hook command through a shell, which expands it. With BEARING_CAPTURE_DIR unset it
 * stays unset (`${…:+…}`), and nothing is kept.
 */
export function captureOnlyCommand(host: string): string {
  const hook = join(REPO_ROOT, 'hooks', 'bearing-hook.cjs');
  return `BEARING_CAPTURE_DIR="\${BEARING_CAPTURE_DIR:+$BEARING_CAPTURE_DIR/${CAPTURE_ONLY_FOLDER}}" node "${hook}" ${host}`;
}

/** Claude Code's (and Codex's) hooks shape for a capture-only registration of `events`, one command handler each. */
export function captureOnlyHooks(
  host: string,
  events: readonly string[],
  timeout: (event: string) => number = () => 30,
): Record<string, Array<{ hooks: Array<{ type: string; command: string; timeout: number }> }>> {
  return Object.fromEntries(events.map((event) => [event, [{ hooks: [{ type: 'command', command: captureOnlyCommand(host), timeout: timeout(event) }] }]]));
}

interface Captured {
  readonly host: string;
  readonly payload: Payload;
  /** Which registration the payload came through: the plugin's (the shipped hooks file) or the test's capture-only one. */
  readonly registration: 'plugin' | 'capture-only';
  /** When the hook kept it (ms), from the file name. */
  readonly at: number;
}

/** One run's payloads by registration, and all of them in the order they arrived. */
export interface Registrations {
  readonly plugin: Captured[];
  readonly captureOnly: Captured[];
  readonly all: Captured[];
}

/** The payloads of one run (its BEARING_CAPTURE_DIR): the plugin's in that folder, the capture-only ones in CAPTURE_ONLY_FOLDER. */
export function capturedRegistrations(directory: string): Registrations {
  const plugin = keptFiles(directory).map((c) => ({ ...c, registration: 'plugin' as const }));
  const captureOnly = keptFiles(join(directory, CAPTURE_ONLY_FOLDER)).map((c) => ({ ...c, registration: 'capture-only' as const }));
  return { plugin, captureOnly, all: [...plugin, ...captureOnly].sort((x, y) => x.at - y.at) };
}

const eventsOf = (captured: ReadonlyArray<{ payload: Payload }>): unknown[] => captured.map((c) => c.payload['hook_event_name']);

/**
 * Which registration each event of one run came through. `produced` is every event the run must have answered, in
 * the order the host fires them: the plugin exactly those its shipped configuration registers (`shipped`, read
 * from the plugin's own hooks file or manifest), the capture-only registration (`captureOnly`, which shares no
 * event with it) the rest; so each event was answered once, as `host`.
 */
export function expectRegistrations(
  run: Registrations,
  options: { host: string; shipped: readonly string[]; captureOnly: readonly string[]; produced: readonly string[] },
): void {
  const { shipped, captureOnly, produced } = options;
  expect({ registeredByBoth: captureOnly.filter((e) => shipped.includes(e)) }).toEqual({ registeredByBoth: [] });
  expect({ registeredByNeither: produced.filter((e) => !shipped.includes(e) && !captureOnly.includes(e)) }).toEqual({ registeredByNeither: [] });
  expect({ plugin: eventsOf(run.plugin), captureOnly: eventsOf(run.captureOnly) }).toEqual({
    plugin: produced.filter((e) => shipped.includes(e)),
    captureOnly: produced.filter((e) => !shipped.includes(e)),
  });
  expect(eventsOf(run.all)).toEqual(produced);
  expect(new Set(run.all.map((c) => c.host))).toEqual(new Set([options.host]));
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
function writeLiveFixtures(options: LiveFixtures): void {
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
