import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { CodexAdapter } from '../../../src/hosts/codex/codex.adapter';
import { CursorAdapter } from '../../../src/hosts/cursor/cursor.adapter';
import { GrokBuildAdapter } from '../../../src/hosts/grok-build/grok-build.adapter';
import { KimiCodeAdapter } from '../../../src/hosts/kimi-code/kimi-code.adapter';
import { decodeEvent } from '../../support/decode-event';
import { fixturesOf } from '../../support/fixtures';

/**
 * Every committed payload, live or from the docs, decodes with its host's adapter into the family its event is
 * declared with. The packaged hook does not decode an event no policy listens to, so its clean reply proves nothing
 * for those: this is where their payloads are held to their classes.
 */
const HOSTS: Array<[string, HostAdapter]> = [
  ['claude-code', new ClaudeCodeAdapter()],
  ['codex', new CodexAdapter()],
  ['cursor', new CursorAdapter()],
  // No GROK_SESSION_ID: no other process's claim to look at, so nothing is deferred for it.
  ['grok-build', new GrokBuildAdapter({}, { claim: () => true })],
  ['kimi-code', new KimiCodeAdapter()],
];

/** Payloads an adapter defers although their event has a family: Grok's observe-only stop at session end. */
const DEFERRED_WHEN_DECODED = new Set(['grok-build/docs/stop.session-end.json']);

describe.each(HOSTS)('every %s fixture decodes', (host, adapter) => {
  const fixtures = fixturesOf(host).filter((f) => !f.file.startsWith(`${host}/schemas/`));
  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (file, fixture) => {
    const event = decodeEvent(adapter, fixture.payload);
    const declared = exploreHandlers(adapter.constructor).get(adapter.nativeEventName(fixture.payload)!)!;
    const family = DEFERRED_WHEN_DECODED.has(file) ? undefined : declared.options.family;
    expect({ nativeEvent: event.nativeEvent, family: event.family }).toEqual({ nativeEvent: adapter.nativeEventName(fixture.payload), family });
  });
});
