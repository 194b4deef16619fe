import { enforcementOf } from '../../../src/framework/descriptor/enforcement';
import { familyCapability } from '../../../src/framework/descriptor/family-capability';
import type { HostDescriptor } from '../../../src/protocol/host-capability';

const evidence = [{ kind: 'docs' as const, source: 'https://example.invalid/hooks', date: '2026-11-29' }];
const host: HostDescriptor = {
  id: 'codex',
  displayName: 'Test host',
  verifiedAgainst: { version: '1', date: '2026-11-29' },
  failClosed: false,
  taskBinding: 'workspace',
  families: {
    'tool/before': familyCapability('supported', ['deny'], evidence),
    stop: familyCapability('degraded', ['continue'], evidence),
    'session/start': familyCapability('prohibited', ['context'], evidence),
  },
};

describe('enforcementOf', () => {
  test.each([
    ['tool/before', 'deny', 'enforced'],
    ['tool/before', 'context', 'unavailable'],
    ['stop', 'continue', 'agent_guided'],
    ['session/start', 'context', 'unavailable'],
    ['workspace/open', 'context', 'unavailable'],
  ] as const)('%s %s → %s', (family, channel, expected) => {
    expect(enforcementOf(host, family, channel)).toBe(expected);
  });
});
