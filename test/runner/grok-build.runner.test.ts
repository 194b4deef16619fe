import { fixturesOf, readFixture } from '../support/fixtures';
import { runHook } from '../support/run-hook';
import { PROTECTED_MAIN_REASON } from '../support/expected-replies';
import { exploreHandlers } from '../../src/framework/metadata/handler.explorer';
import { GrokBuildAdapter } from '../../src/hosts/grok-build/grok-build.adapter';

const DENIED = 'grok-build/docs/pre-tool-use.checkout-main.json';
const DENY_REPLY = {
  decision: 'deny',
  reason: PROTECTED_MAIN_REASON,
};

describe('the packaged hook on every Grok Build fixture (node hooks/bearing-hook.cjs grok-build)', () => {
  const fixtures = fixturesOf('grok-build');

  test("there is a fixture for each of the 14 documented events, and each says it comes from Grok's docs", () => {
    // Every event the adapter declares, and no other: 14 of them.
    const declared = [...exploreHandlers(GrokBuildAdapter).keys()];
    expect(declared).toHaveLength(14);
    expect(new Set(fixtures.map((f) => f.payload['hookEventName']))).toEqual(new Set(declared));
    for (const f of fixtures) {
      expect(f.payload._fixture).toMatchObject({
        source: 'docs',
        host: 'grok-build',
        date: '2026-11-29',
        how: expect.stringMatching(/10-hooks\.md#[a-z-]+ \(mirror of xai-org\/grok-build/),
      });
    }
  });

  test.each(fixtures.map((f) => [f.file, f] as const))('%s', (file, fixture) => {
    const run = runHook(['grok-build'], fixture.text);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    if (file === DENIED) expect(run.stdout).toBe(`${JSON.stringify(DENY_REPLY)}\n`);
    else expect(run.stdout).toBe('');
  });

  test('`bearing hook grok-build` is the same command', () => {
    expect(runHook(['hook', 'grok-build'], readFixture(DENIED).text).stdout).toBe(`${JSON.stringify(DENY_REPLY)}\n`);
  });
});
