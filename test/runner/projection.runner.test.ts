import { refusesInstead } from '../../src/framework/runner/ask-fallback';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { COMMAND_HOSTS } from '../../src/hosts/command-hosts';
import { CHANNELS, type Channel } from '../../src/protocol/host-capability';
import type { Decision } from '../../src/protocol/decision';
import type { RouteFamily } from '../../src/protocol/route-family';
import { decodeEvent } from '../support/decode-event';
import { fixturesOf, REPO_ROOT } from '../support/fixtures';
import { adapterOf } from '../support/hosts';

/**
 * The projection, through the packaged hook: every usable cell of every command host, fed its own fixture, with a
 * policy that asks for each channel in turn, gives what the cell promises: a native channel is written, any other
 * is refused in one "not sent" line and the host gets its neutral reply. The probe hook is the packaged hook built
 * from the same sources with one policy only (test/support/probe-hook/probe-hook-bin.ts).
 */
const out = mkdtempSync(join(tmpdir(), 'bearing-probe-'));
const PROBE = join(out, 'probe-hook.cjs');
beforeAll(async () => {
  await build({
    entryPoints: [join(REPO_ROOT, 'test/support/probe-hook/probe-hook-bin.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: PROBE,
    tsconfig: join(REPO_ROOT, 'tsconfig.json'),
    mainFields: ['es2015', 'module', 'main'],
    logLevel: 'error',
  });
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const CONTINUE_FAMILIES = new Set<RouteFamily>(['stop', 'agent/stop', 'agent/idle']);
function asking(channel: Channel, family: RouteFamily): Decision {
  if (channel === 'context') return { verdict: 'context', context: 'probe context' };
  if (channel === 'notice') return { verdict: 'none', notice: 'probe notice' };
  if (channel === 'ask') return { verdict: 'ask', reason: 'probe ask' };
  return { verdict: CONTINUE_FAMILIES.has(family) ? 'block' : 'deny', reason: 'probe reason' };
}

/** Per usable family of a host and channel, one fixture of each native event that feeds it (not a stop re-entry, which stays quiet). */
function cases() {
  return COMMAND_HOSTS.flatMap((host) => {
    const adapter = adapterOf(host);
    const fixtures = fixturesOf(host.id).filter((f) => !f.file.includes('/schemas/'));
    return Object.entries(host.descriptor.families).flatMap(([family, capability]) => {
      if (capability!.state !== 'supported' && capability!.state !== 'degraded') return [];
      const events = [...exploreHandlers(host.adapter!).values()].filter((h) => h.options.family === family).map((h) => h.nativeEvent);
      const payloads = events.flatMap((event) => {
        const fixture = [...fixtures]
          .reverse()
          .find(
            (f) =>
              adapter.nativeEventName(f.payload) === event && !decodeEvent(adapter, f.payload).reentry && decodeEvent(adapter, f.payload).family === family,
          );
        return fixture ? [[event, fixture.text] as const] : [];
      });
      if (payloads.length === 0) return [];
      const refusal = CONTINUE_FAMILIES.has(family as RouteFamily) ? 'deny' : 'continue';
      return CHANNELS.filter((c) => c !== refusal).map(
        (channel) =>
          [
            `${host.id} ${family} ${channel}: ${payloads.map(([e]) => e).join(', ')}`,
            host.id,
            family as RouteFamily,
            channel,
            capability!.channels[channel] === 'native',
            payloads,
          ] as const,
      );
    });
  });
}

const CASES = cases();
const neutralOf = (host: string) => adapterOf(COMMAND_HOSTS.find((h) => h.id === host)!).neutralReply();

describe('every usable cell, through the packaged hook with a probe policy', () => {
  test('there are cases for every command host and every usable family but a few without a fixture', () => {
    expect(new Set(CASES.map((c) => c[1]))).toEqual(new Set(COMMAND_HOSTS.map((h) => h.id)));
    expect(CASES.length).toBeGreaterThan(150);
  });

  test.each(CASES)('%s', (_, host, family, channel, native, payloads) => {
    const neutral = neutralOf(host);
    const neutralStdout = neutral.stdout === undefined ? '' : `${JSON.stringify(neutral.stdout)}\n`;
    const replies = payloads.map(([event, payload]) => {
      const args = host === 'cursor' ? [PROBE, host, '--event', event] : [PROBE, host];
      const run = spawnSync(process.execPath, args, {
        input: payload,
        encoding: 'utf8',
        env: { PATH: process.env['PATH'] ?? '', HOME: out, BEARING_NO_COMPILE_CACHE: '1', BEARING_PROBE_DECISION: JSON.stringify(asking(channel, family)) },
      });
      const refused = run.stderr.split('\n').filter((l) => / has no .* channel on .*; not sent$/.test(l));
      const written = run.stdout !== neutralStdout || run.status !== 0;
      return {
        event,
        written,
        refused: refused.length,
        clean: written ? refused.length === 0 : run.status === 0 && run.stdout === neutralStdout && refused.length === 1,
      };
    });
    // Each event writes the channel or refuses it in exactly one line, never both, never silently.
    expect(replies.filter((r) => !r.clean)).toEqual([]);
    // An ask the family cannot carry, where it can refuse, is refused instead (the runner's ask fallback).
    const writes = native || (channel === 'ask' && refusesInstead(COMMAND_HOSTS.find((h) => h.id === host)!.descriptor.families[family]));
    expect({ native, written: replies.filter((r) => r.written).map((r) => r.event) }).toEqual({
      native,
      written: writes ? expect.arrayContaining([expect.any(String)]) : [],
    });
  });
});
