import { HOST_CATALOG } from '../../../src/hosts/host-catalog';

const grok = HOST_CATALOG.find((e) => e.id === 'grok-build')!;

describe('the host catalog: who answers a hook registered for another host', () => {
  test("Grok Build runs Claude Code's and Cursor's hook files, and no other host runs anyone's", () => {
    expect(grok.runsHooksOf?.hosts).toEqual(['claude-code', 'cursor']);
    expect(HOST_CATALOG.filter((e) => e.runsHooksOf).map((e) => e.id)).toEqual(['grok-build']);
  });

  test('it is Grok running the hook only when GROK_HOOK_EVENT is set (a stale session id is not enough)', () => {
    expect(grok.runsHooksOf!.running({})).toBe(false);
    expect(grok.runsHooksOf!.running({ CLAUDE_PROJECT_DIR: '/repo', GROK_SESSION_ID: 'stale', GROK_HOOK_EVENT: '' })).toBe(false);
    expect(grok.runsHooksOf!.running({ GROK_HOOK_EVENT: 'pre_tool_use', CLAUDE_PROJECT_DIR: '/repo' })).toBe(true);
  });
});
