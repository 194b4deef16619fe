import { askOrRefuse, refusesInstead } from '../../../src/framework/runner/ask-fallback';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import type { HostDescriptor } from '../../../src/protocol/host-capability';

const descriptor = (id: string): HostDescriptor => HOST_CATALOG.find((h) => h.id === id)!.descriptor;
const codex = descriptor('codex');
const claude = descriptor('claude-code');

describe('refusesInstead: an ask becomes a refusal only where the family refuses but cannot ask', () => {
  test('Codex tool/before refuses (deny native) and cannot ask', () => {
    expect(refusesInstead(codex.families['tool/before'])).toBe(true);
  });

  test('Claude Code tool/before can ask: no refusal', () => {
    expect(refusesInstead(claude.families['tool/before'])).toBe(false);
  });

  test('a family that can neither ask nor refuse (Codex stop) does not refuse either', () => {
    expect(refusesInstead(codex.families['stop'])).toBe(false);
  });

  test('a family the host does not declare at all does not refuse', () => {
    expect(refusesInstead(undefined)).toBe(false);
  });
});

describe('askOrRefuse', () => {
  const SUFFIX =
    'OpenAI Codex CLI cannot ask the user from a hook, so bearing refuses instead: tell the user what you want to run and why, and let them run it.';

  test('an ask without a reason is refused with a reason of its own, naming the host', () => {
    expect(askOrRefuse({ verdict: 'ask', policy: 'p' }, codex, codex.families['tool/before'])).toEqual({
      verdict: 'deny',
      refusedAsk: true,
      reason: `bearing asks the user before this call. ${SUFFIX}`,
      policy: 'p',
    });
  });

  test("an ask with a reason keeps it, before the host's", () => {
    expect(askOrRefuse({ verdict: 'ask', reason: 'pushes to main.' }, codex, codex.families['tool/before'])).toEqual({
      verdict: 'deny',
      refusedAsk: true,
      reason: `pushes to main. ${SUFFIX}`,
    });
  });

  test('where the host can ask, the ask is sent as it is', () => {
    const ask = { verdict: 'ask', reason: 'sure?' } as const;
    expect(askOrRefuse(ask, claude, claude.families['tool/before'])).toBe(ask);
  });
});
