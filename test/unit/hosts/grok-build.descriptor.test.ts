import { GROK_BUILD_DESCRIPTOR } from '../../../src/hosts/grok-build/grok-build.descriptor';
import { enforcementOf } from '../../../src/framework/descriptor/enforcement';

describe('Grok Build descriptor: every claim is backed', () => {
  test("every family carries dated evidence from Grok's own documentation", () => {
    for (const [family, capability] of Object.entries(GROK_BUILD_DESCRIPTOR.families)) {
      expect({ family, evidence: capability!.evidence.length > 0 }).toEqual({ family, evidence: true });
      for (const evidence of capability!.evidence) {
        expect(evidence.kind).toBe('docs');
        expect(evidence.date).toBe('2026-11-29');
        expect(evidence.source).toMatch(
          /^(https:\/\/github\.com\/zhangtyzzz\/grok-build\/blob\/0ff04d51[0-9a-f]{32}\/crates\/codegen\/xai-grok-pager\/docs\/user-guide\/10-hooks\.md|https:\/\/docs\.x\.ai\/build\/features\/hooks)#[a-z-]+$/,
        );
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
