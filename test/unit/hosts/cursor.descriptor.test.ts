import { CURSOR_DESCRIPTOR } from '../../../src/hosts/cursor/cursor.descriptor';
import { enforcementOf } from '../../../src/framework/descriptor/enforcement';

describe('Cursor descriptor: every claim is backed', () => {
  test("every family carries dated evidence from Cursor's hooks documentation", () => {
    for (const [family, capability] of Object.entries(CURSOR_DESCRIPTOR.families)) {
      expect({ family, evidence: capability!.evidence.length > 0 }).toEqual({ family, evidence: true });
      for (const evidence of capability!.evidence) {
        expect(evidence).toMatchObject({ kind: 'docs', source: expect.stringMatching(/^https:\/\/cursor\.com\/docs\/hooks#[a-z]+$/), date: '2026-11-29' });
      }
    }
  });

  test('what later gates may rely on: a write is refused (enforced); stop and child stop only ask for more work (not enforced)', () => {
    expect(enforcementOf(CURSOR_DESCRIPTOR, 'tool/before', 'deny')).toBe('enforced');
    expect(enforcementOf(CURSOR_DESCRIPTOR, 'stop', 'continue')).toBe('agent_guided');
    expect(enforcementOf(CURSOR_DESCRIPTOR, 'agent/stop', 'continue')).toBe('agent_guided');
    // Context after a tool reaches the agent from postToolUse only: partial support guides, it does not enforce.
    expect(enforcementOf(CURSOR_DESCRIPTOR, 'tool/after', 'context')).toBe('agent_guided');
    expect(CURSOR_DESCRIPTOR.families.stop?.note).toMatch(/cannot refuse the stop/);
    expect(enforcementOf(CURSOR_DESCRIPTOR, 'workspace/open', 'context')).toBe('unavailable');
  });

  test('Cursor runs bearing fail-closed and binds a task to the workspace', () => {
    expect(CURSOR_DESCRIPTOR.failClosed).toBe(true);
    expect(CURSOR_DESCRIPTOR.taskBinding).toBe('workspace');
  });
});
