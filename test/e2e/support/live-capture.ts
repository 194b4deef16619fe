import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../../support/fixtures';

export type Payload = Record<string, unknown>;

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
export function writeLiveFixtures(options: {
  host: string;
  version: string;
  how: string;
  live: Record<string, Payload>;
  replacements: ReadonlyArray<readonly [string, string]>;
}): void {
  const dir = join(FIXTURES, options.host, 'live');
  mkdirSync(dir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  for (const [name, payload] of Object.entries(options.live)) {
    let text = JSON.stringify(payload);
    for (const [from, to] of options.replacements) text = text.split(from).join(to);
    const fixture = { _fixture: { source: 'live', host: options.host, version: options.version, date, how: options.how }, ...JSON.parse(text) };
    writeFileSync(join(dir, name), `${JSON.stringify(fixture, null, 2)}\n`);
  }
}
