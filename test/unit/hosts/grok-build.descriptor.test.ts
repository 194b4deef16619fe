import { GROK_BUILD_DESCRIPTOR } from '../../../src/hosts/grok-build/grok-build.descriptor';
import { GROK_REPLY_RULES } from '../../../src/hosts/grok-build/grok-build.replies';
import { GrokBuildAdapter } from '../../../src/hosts/grok-build/grok-build.adapter';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { enforcementOf } from '../../../src/framework/descriptor/enforcement';
import type { Channel } from '../../../src/protocol/capability';

describe('Grok Build descriptor: every claim is backed', () => {
  const handlers = [...exploreHandlers(GrokBuildAdapter).values()].filter((h) => h.options.family);

  test('it describes exactly the families the adapter decodes', () => {
    expect(Object.keys(GROK_BUILD_DESCRIPTOR.families).sort()).toEqual([...new Set(handlers.map((h) => h.options.family))].sort());
  });

  test('a channel is native exactly when the encoder writes it for an event of that family', () => {
    for (const [family, capability] of Object.entries(GROK_BUILD_DESCRIPTOR.families)) {
      const implemented = new Set<Channel>();
      for (const h of handlers.filter((x) => x.options.family === family)) {
        const stop = GROK_REPLY_RULES[h.nativeEvent]?.stop;
        if (stop === 'decision-deny') implemented.add('deny');
        if (stop === 'decision-block') implemented.add('continue');
      }
      const claimed = Object.entries(capability!.channels).filter(([, s]) => s === 'native').map(([c]) => c);
      expect({ family, native: claimed.sort() }).toEqual({ family, native: [...implemented].sort() });
    }
  });

  test('every family carries dated evidence from Grok\'s own documentation', () => {
    for (const [family, capability] of Object.entries(GROK_BUILD_DESCRIPTOR.families)) {
      expect({ family, evidence: capability!.evidence.length > 0 }).toEqual({ family, evidence: true });
      for (const evidence of capability!.evidence) {
        expect(evidence.kind).toBe('docs');
        expect(evidence.date).toBe('2026-11-29');
        expect(evidence.source).toMatch(/^(https:\/\/github\.com\/zhangtyzzz\/grok-build\/blob\/0ff04d51[0-9a-f]{32}\/crates\/codegen\/xai-grok-pager\/docs\/user-guide\/10-hooks\.md|https:\/\/docs\.x\.ai\/build\/features\/hooks)#[a-z-]+$/);
      }
    }
  });

  test('what later gates may rely on: write, completion and child stop are enforced', () => {
    expect(enforcementOf(GROK_BUILD_DESCRIPTOR, 'tool/before', 'deny')).toBe('enforced');
    expect(enforcementOf(GROK_BUILD_DESCRIPTOR, 'stop', 'continue')).toBe('enforced');
    expect(enforcementOf(GROK_BUILD_DESCRIPTOR, 'agent/stop', 'continue')).toBe('enforced');
    expect(enforcementOf(GROK_BUILD_DESCRIPTOR, 'session/start', 'context')).toBe('unavailable');
  });

  test('Grok fails open, binds a task to its session, and has no workspace/open event', () => {
    expect(GROK_BUILD_DESCRIPTOR.failClosed).toBe(false);
    expect(GROK_BUILD_DESCRIPTOR.taskBinding).toBe('session');
    expect(GROK_BUILD_DESCRIPTOR.families['workspace/open']).toBeUndefined();
  });
});
