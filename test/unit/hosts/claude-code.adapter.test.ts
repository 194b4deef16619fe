import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { CLAUDE_REPLY_RULES } from '../../../src/hosts/claude-code/claude-code.replies';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import type { Decision } from '../../../src/protocol/decision';
import type { HookEvent } from '../../../src/protocol/hook-event';

const adapter = new ClaudeCodeAdapter();
const event = (nativeEvent: string, family: HookEvent['family']): HookEvent => ({ host: 'claude-code', nativeEvent, family, reentry: false, raw: {} });

/** The 33 events of claude-code.md §1.1 and where each goes. */
const EVENT_MAP: Record<string, string> = {
  SessionStart: 'session/start',
  Setup: 'deferred',
  UserPromptSubmit: 'prompt/submit',
  UserPromptExpansion: 'deferred',
  PreToolUse: 'tool/before',
  PermissionRequest: 'permission/request',
  PermissionDenied: 'permission/denied',
  PostToolUse: 'tool/after',
  PostToolUseFailure: 'tool/failure',
  PostToolBatch: 'deferred',
  Notification: 'deferred',
  MessageDisplay: 'deferred',
  SubagentStart: 'agent/start',
  SubagentStop: 'agent/stop',
  TaskCreated: 'task/create',
  TaskCompleted: 'task/complete',
  Stop: 'stop',
  StopFailure: 'stop/failure',
  TeammateIdle: 'agent/idle',
  InstructionsLoaded: 'deferred',
  ConfigChange: 'config/change',
  CwdChanged: 'deferred',
  DirectoryAdded: 'deferred',
  FileChanged: 'file/change',
  WorktreeCreate: 'deferred',
  WorktreeRemove: 'deferred',
  PreCompact: 'compact/before',
  PostCompact: 'compact/after',
  Elicitation: 'deferred',
  ElicitationResult: 'deferred',
  SessionEnd: 'session/end',
  PreModelSwitch: 'deferred',
  PostModelSwitch: 'deferred',
};

describe('ClaudeCodeAdapter: decoding', () => {
  test('declares all 33 events, each with its family or a deferral reason', () => {
    const handlers = exploreHandlers(ClaudeCodeAdapter);
    expect(Object.keys(EVENT_MAP)).toHaveLength(33);
    const actual = Object.fromEntries([...handlers].map(([name, h]) => [name, h.options.family ?? 'deferred']));
    expect(actual).toEqual(EVENT_MAP);
    for (const h of handlers.values()) if (!h.options.family) expect(h.options.deferred?.length).toBeGreaterThan(10);
  });

  test('every event that has a family has a reply rule, and no rule exists for a deferred event', () => {
    const families = Object.entries(EVENT_MAP)
      .filter(([, f]) => f !== 'deferred')
      .map(([e]) => e)
      .sort();
    expect(Object.keys(CLAUDE_REPLY_RULES).sort()).toEqual(families);
  });
});

describe('ClaudeCodeAdapter: encoding', () => {
  const deny: Decision = { verdict: 'deny', reason: 'protected_ref: main' };

  test('PreToolUse deny → permissionDecision "deny" with the reason, exit 0', () => {
    expect(adapter.encode(event('PreToolUse', 'tool/before'), deny)).toEqual({
      exitCode: 0,
      stdout: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'protected_ref: main' } },
      diagnostics: [],
    });
  });

  test('PreToolUse ask → permissionDecision "ask"; context rides along as additionalContext', () => {
    expect(adapter.encode(event('PreToolUse', 'tool/before'), { verdict: 'ask', reason: 'sure?', context: 'ctx' }).stdout).toEqual({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask', permissionDecisionReason: 'sure?', additionalContext: 'ctx' },
    });
  });

  test('no decision → no output at all (never a bare allow, never approve)', () => {
    for (const name of Object.keys(CLAUDE_REPLY_RULES)) {
      const reply = adapter.encode(event(name, 'stop'), { verdict: 'none' });
      expect(reply).toEqual({ exitCode: 0, diagnostics: [] });
    }
  });

  test.each([
    ['Stop', 'stop'],
    ['SubagentStop', 'agent/stop'],
    ['UserPromptSubmit', 'prompt/submit'],
    ['PreCompact', 'compact/before'],
    ['ConfigChange', 'config/change'],
    ['TaskCreated', 'task/create'],
  ] as const)('%s block → top-level decision "block" with the reason, exit 0', (name, family) => {
    expect(adapter.encode(event(name, family), { verdict: 'block', reason: 'keep going' })).toEqual({
      exitCode: 0,
      stdout: { decision: 'block', reason: 'keep going' },
      diagnostics: [],
    });
  });

  test('PermissionRequest deny → decision.behavior "deny" with a message', () => {
    expect(adapter.encode(event('PermissionRequest', 'permission/request'), deny).stdout).toEqual({
      hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'deny', message: 'protected_ref: main' } },
    });
  });

  test.each(['TaskCompleted', 'TeammateIdle'])('%s block → exit 2 with the reason as all of stderr, nothing on stdout', (name) => {
    expect(adapter.encode(event(name, 'task/complete'), { verdict: 'block', reason: 'not yet' })).toEqual({
      exitCode: 2,
      stderr: 'not yet\n',
      diagnostics: [],
    });
  });

  test('an exit-2 reason keeps its lines and its length up to the 10,000-character cap; diagnostics stay out of it', () => {
    const reason = `Line one\nLine two ${'x'.repeat(600)}`;
    const reply = adapter.encode(event('TaskCompleted', 'task/complete'), { verdict: 'block', reason, context: 'also this' });
    expect(reply.stderr).toBe(`${reason}\n`);
    expect(reply.diagnostics).toEqual(['bearing: TaskCompleted has no context channel on claude-code; not sent']);
  });

  test('context goes only where it is honoured; elsewhere it is dropped with one diagnostic', () => {
    expect(adapter.encode(event('SessionStart', 'session/start'), { verdict: 'context', context: 'plan ready' }).stdout).toEqual({
      hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'plan ready' },
    });
    expect(adapter.encode(event('SessionEnd', 'session/end'), { verdict: 'context', context: 'x' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: SessionEnd has no context channel on claude-code; not sent'],
    });
    expect(adapter.encode(event('PostCompact', 'compact/after'), { verdict: 'deny', reason: 'r' }).stdout).toBeUndefined();
  });

  test('notice → systemMessage where honoured (PreCompact), dropped where not (SubagentStart)', () => {
    expect(adapter.encode(event('PreCompact', 'compact/before'), { verdict: 'none', notice: 'saving the task' }).stdout).toEqual({
      systemMessage: 'saving the task',
    });
    expect(adapter.encode(event('SubagentStart', 'agent/start'), { verdict: 'none', notice: 'n' }).stdout).toBeUndefined();
  });

  test('text is capped at 10,000 characters, with a visible cut', () => {
    const long = 'x'.repeat(20_000);
    const reply = adapter.encode(event('Stop', 'stop'), { verdict: 'block', reason: long, context: long });
    const stdout = reply.stdout as { reason: string; hookSpecificOutput: { additionalContext: string } };
    expect(stdout.reason).toHaveLength(10_000);
    expect(stdout.reason.endsWith('… [truncated by bearing]')).toBe(true);
    expect(stdout.hookSpecificOutput.additionalContext).toHaveLength(10_000);
  });

  test('hookSpecificOutput.hookEventName always equals the event', () => {
    const withSpecific: string[] = [];
    for (const name of Object.keys(CLAUDE_REPLY_RULES)) {
      const reply = adapter.encode(event(name, 'stop'), { verdict: 'deny', reason: 'r', context: 'c', notice: 'n' });
      const specific = (reply.stdout as { hookSpecificOutput?: { hookEventName: string } } | undefined)?.hookSpecificOutput;
      if (specific) {
        withSpecific.push(name);
        expect(specific.hookEventName).toBe(name);
      }
      expect(JSON.stringify(reply.stdout ?? {})).not.toMatch(/"(allow|approve)"/);
    }
    // The events that carry hookSpecificOutput, so the check above is known to have run for each of them.
    expect(withSpecific).toEqual([
      'SessionStart',
      'UserPromptSubmit',
      'PreToolUse',
      'PermissionRequest',
      'PostToolUse',
      'PostToolUseFailure',
      'SubagentStart',
      'SubagentStop',
      'Stop',
    ]);
  });
});
