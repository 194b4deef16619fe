import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import { CODEX_DESCRIPTOR } from '../../../src/hosts/codex/codex.descriptor';
import { KIMI_CODE_DESCRIPTOR } from '../../../src/hosts/kimi-code/kimi-code.descriptor';
import { enforcementOf } from '../../../src/framework/descriptor/enforcement';
import { CHANNELS, type HostDescriptor } from '../../../src/protocol/host-capability';
import type { RouteFamily } from '../../../src/protocol/route-family';

const DOCS_SOURCES: Array<[string, HostDescriptor, RegExp]> = [
  ['claude-code', CLAUDE_CODE_DESCRIPTOR, /^https:\/\/code\.claude\.com\/docs\/en\/hooks#/],
  ['codex', CODEX_DESCRIPTOR, /^(https:\/\/developers\.openai\.com\/codex\/hooks#|fixtures\/codex\/schemas\/)/],
  ['kimi-code', KIMI_CODE_DESCRIPTOR, /^https:\/\/github\.com\/MoonshotAI\/kimi-code\/blob\/main\/docs\/en\/customization\/hooks\.md#/],
];

/** Where each host's documentation claims come from (the rules every host is held to are in every-host.test.ts). */
describe.each(DOCS_SOURCES)('%s descriptor', (_host, descriptor, docsSource) => {
  test("its documentation evidence is the host's own", () => {
    for (const capability of Object.values(descriptor.families)) {
      for (const evidence of capability!.evidence.filter((e) => e.kind === 'docs')) expect(evidence.source).toMatch(docsSource);
    }
  });

  test('the host fails open, and workspace/open is not claimed (no host event for it)', () => {
    expect(descriptor.failClosed).toBe(false);
    expect(descriptor.families['workspace/open']).toBeUndefined();
  });
});

describe('what the Test Engineering gates will see (enforcementOf)', () => {
  test.each([
    ['tool/before', 'deny'],
    ['stop', 'continue'],
    ['agent/stop', 'continue'],
  ] as const)('Codex enforces %s %s (live or documented, fully supported)', (family, channel) => {
    expect(enforcementOf(CODEX_DESCRIPTOR, family, channel)).toBe('enforced');
  });

  test('Kimi Code enforces nothing: every family is degraded and says why', () => {
    for (const [family, capability] of Object.entries(KIMI_CODE_DESCRIPTOR.families)) {
      expect({ family, state: capability!.state, note: (capability!.note ?? '').length > 10 }).toEqual({ family, state: 'degraded', note: true });
      for (const channel of CHANNELS) expect(enforcementOf(KIMI_CODE_DESCRIPTOR, family as RouteFamily, channel)).not.toBe('enforced');
    }
    expect(enforcementOf(KIMI_CODE_DESCRIPTOR, 'tool/before', 'deny')).toBe('agent_guided');
    expect(enforcementOf(KIMI_CODE_DESCRIPTOR, 'agent/stop', 'continue')).toBe('unavailable');
  });

  test('task binding: Codex knows one active task per workspace; Kimi Code binds to its resumable sessions', () => {
    expect(CODEX_DESCRIPTOR.taskBinding).toBe('workspace');
    expect(KIMI_CODE_DESCRIPTOR.taskBinding).toBe('session');
  });

  test('Kimi Code session/start claims no context: 2.1.0 ignores SessionStart output', () => {
    expect(KIMI_CODE_DESCRIPTOR.families['session/start']!.channels.context).toBe('UNAVAILABLE');
    expect(KIMI_CODE_DESCRIPTOR.families['prompt/submit']!.channels.context).toBe('native');
  });
});
