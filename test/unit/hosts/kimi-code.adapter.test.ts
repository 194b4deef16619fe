import { KimiCodeAdapter } from '../../../src/hosts/kimi-code/kimi-code.adapter';
import { KIMI_REPLY_RULES } from '../../../src/hosts/kimi-code/kimi-code.replies';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { VERDICTS, type Decision } from '../../../src/protocol/decision';
import type { HookEvent } from '../../../src/protocol/hook-event';

const adapter = new KimiCodeAdapter();
const event = (nativeEvent: string, family: HookEvent['family']): HookEvent => ({ host: 'kimi-code', nativeEvent, family, reentry: false, raw: {} });

/** The 20 events Kimi Code 2.1.0 defines (kimi-live.md §6.1) and where each goes. */
const EVENT_MAP: Record<string, string> = {
  SessionStart: 'session/start',
  SessionEnd: 'session/end',
  UserPromptSubmit: 'prompt/submit',
  UserPromptQueued: 'deferred',
  TurnStarted: 'deferred',
  PreToolUse: 'tool/before',
  PostToolUse: 'tool/after',
  PostToolUseFailure: 'tool/failure',
  PermissionRequest: 'permission/request',
  PermissionResult: 'deferred',
  Stop: 'stop',
  StopFailure: 'stop/failure',
  SubagentStart: 'agent/start',
  SubagentStop: 'agent/stop',
  PreCompact: 'compact/before',
  PostCompact: 'compact/after',
  Interrupt: 'deferred',
  SessionHeartbeat: 'deferred',
  TaskStarted: 'deferred',
  Notification: 'deferred',
};

describe('KimiCodeAdapter: decoding', () => {
  test('declares all 20 events, each with its family or a deferral reason', () => {
    const handlers = exploreHandlers(KimiCodeAdapter);
    expect(Object.keys(EVENT_MAP)).toHaveLength(20);
    expect(Object.fromEntries([...handlers].map(([name, h]) => [name, h.options.family ?? 'deferred']))).toEqual(EVENT_MAP);
    for (const h of handlers.values()) if (!h.options.family) expect(h.options.deferred!.length).toBeGreaterThan(10);
  });

  test('every event that has a family has a reply rule, and no rule exists for a deferred event', () => {
    expect(Object.keys(KIMI_REPLY_RULES).sort()).toEqual(
      Object.entries(EVENT_MAP)
        .filter(([, f]) => f !== 'deferred')
        .map(([e]) => e)
        .sort(),
    );
  });

  test('only PreToolUse, UserPromptSubmit and Stop can refuse or continue', () => {
    expect(
      Object.entries(KIMI_REPLY_RULES)
        .filter(([, r]) => r.stop)
        .map(([e]) => e)
        .sort(),
    ).toEqual(['PreToolUse', 'Stop', 'UserPromptSubmit']);
  });
});

describe('KimiCodeAdapter: encoding', () => {
  const deny: Decision = { verdict: 'deny', reason: 'protected_ref: main' };

  test('PreToolUse deny → hookSpecificOutput.permissionDecision "deny" with the reason, exit 0', () => {
    expect(adapter.encode(event('PreToolUse', 'tool/before'), deny)).toEqual({
      exitCode: 0,
      stdout: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'protected_ref: main' } },
      diagnostics: [],
    });
  });

  test.each([
    ['Stop', 'stop'],
    ['UserPromptSubmit', 'prompt/submit'],
  ] as const)('%s block → the same deny shape (Kimi has no decision "block"; a top-level one is ignored)', (name, family) => {
    expect(adapter.encode(event(name, family), { verdict: 'block', reason: 'keep going' }).stdout).toEqual({
      hookSpecificOutput: { hookEventName: name, permissionDecision: 'deny', permissionDecisionReason: 'keep going' },
    });
  });

  test('UserPromptSubmit context → plain stdout text; elsewhere (SessionStart included) it is dropped with one diagnostic', () => {
    expect(adapter.encode(event('UserPromptSubmit', 'prompt/submit'), { verdict: 'context', context: 'plan ready' })).toEqual({
      exitCode: 0,
      stdout: 'plan ready\n',
      diagnostics: [],
    });
    expect(adapter.encode(event('SessionStart', 'session/start'), { verdict: 'context', context: 'plan ready' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: SessionStart has no context channel on kimi-code; not sent'],
    });
  });

  test('a deny with context on UserPromptSubmit sends the deny; notice and ask never go anywhere', () => {
    expect(adapter.encode(event('UserPromptSubmit', 'prompt/submit'), { ...deny, context: 'c', notice: 'n' })).toEqual({
      exitCode: 0,
      stdout: { hookSpecificOutput: { hookEventName: 'UserPromptSubmit', permissionDecision: 'deny', permissionDecisionReason: 'protected_ref: main' } },
      diagnostics: ['bearing: UserPromptSubmit has no context/notice channel on kimi-code; not sent'],
    });
    expect(adapter.encode(event('PreToolUse', 'tool/before'), { verdict: 'ask', reason: 'sure?' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: PreToolUse has no ask channel on kimi-code; not sent'],
    });
  });

  test('observe-only events never get output, whatever the verdict; nothing ever exits non-zero', () => {
    for (const [name, rule] of Object.entries(KIMI_REPLY_RULES)) {
      for (const verdict of VERDICTS) {
        const reply = adapter.encode(event(name, 'stop'), { verdict, reason: 'r' });
        expect(reply.exitCode).toBe(0);
        if (!rule.stop) expect({ name, verdict, stdout: reply.stdout }).toEqual({ name, verdict, stdout: undefined });
      }
    }
  });
});
