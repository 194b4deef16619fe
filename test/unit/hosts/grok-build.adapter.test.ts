import { GrokBuildAdapter } from '../../../src/hosts/grok-build/grok-build.adapter';
import { GROK_REPLY_RULES } from '../../../src/hosts/grok-build/grok-build.replies';
import { grokConfigKey } from '../../../src/hosts/grok-build/grok-event-names';
import { grokEventClaimKey } from '../../../src/hosts/grok-build/grok-event-claim';
import { isRunByGrokBuild } from '../../../src/hosts/grok-build/grok-hook-process';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import type { EventClaims } from '../../../src/services/event-claims/event-claims';
import type { HookEvent } from '../../../src/protocol/hook-event';
import { readFixture } from '../../support/fixtures';
import { decodeEvent } from '../../support/decode-event';

/** Claims that remember every key asked for and answer as told. */
class RecordingClaims implements EventClaims {
  readonly keys: string[] = [];
  constructor(private readonly granted = true) {}
  claim(key: string): boolean {
    this.keys.push(key);
    return this.granted;
  }
}

const adapter = new GrokBuildAdapter({}, new RecordingClaims());
const fixture = (name: string) => readFixture(`grok-build/docs/${name}`).payload;
const event = (nativeEvent: string, family: HookEvent['family']): HookEvent => ({ host: 'grok-build', nativeEvent, family, reentry: false, raw: {} });
const ROOT = '/tmp/bearing-docs-project';

/** The 14 events of Grok's hook guide, by their stdin value, and where each goes. */
const EVENT_MAP: Record<string, string> = {
  session_start: 'session/start',
  session_end: 'session/end',
  user_prompt_submit: 'prompt/submit',
  pre_tool_use: 'tool/before',
  post_tool_use: 'tool/after',
  post_tool_use_failure: 'tool/failure',
  permission_denied: 'permission/denied',
  stop: 'stop',
  stop_failure: 'stop/failure',
  notification: 'deferred',
  subagent_start: 'agent/start',
  subagent_stop: 'agent/stop',
  pre_compact: 'compact/before',
  post_compact: 'compact/after',
};

describe('GrokBuildAdapter: decoding', () => {
  test('declares the 14 documented events by their snake_case stdin value, each with its family or a deferral reason', () => {
    const handlers = exploreHandlers(GrokBuildAdapter);
    expect(Object.fromEntries([...handlers].map(([name, h]) => [name, h.options.family ?? 'deferred']))).toEqual(EVENT_MAP);
    expect([...handlers.keys()].map(grokConfigKey).sort()).toEqual(
      [
        'SessionStart',
        'SessionEnd',
        'UserPromptSubmit',
        'PreToolUse',
        'PostToolUse',
        'PostToolUseFailure',
        'PermissionDenied',
        'Stop',
        'StopFailure',
        'Notification',
        'SubagentStart',
        'SubagentStop',
        'PreCompact',
        'PostCompact',
      ].sort(),
    );
  });

  test('pre_tool_use: camelCase fields; run_terminal_command carries the command', () => {
    expect(decodeEvent(adapter, fixture('pre-tool-use.checkout-main.json'))).toMatchObject({
      host: 'grok-build',
      family: 'tool/before',
      nativeEvent: 'pre_tool_use',
      cwd: ROOT,
      sessionId: 'abc-123',
      tool: { name: 'run_terminal_command', input: { command: 'git checkout -b main' }, command: 'git checkout -b main' },
    });
    expect(decodeEvent(adapter, fixture('pre-tool-use.edit.json')).tool?.command).toBeUndefined();
  });

  test('cwd falls back to workspaceRoot', () => {
    const raw = { ...fixture('pre-tool-use.checkout-main.json'), workspaceRoot: '/work/root' };
    delete (raw as Record<string, unknown>)['cwd'];
    expect(decodeEvent(adapter, raw).cwd).toBe('/work/root');
  });

  test('stop: stopHookActive marks re-entry; the observe-only stop at session end is deferred', () => {
    expect(decodeEvent(adapter, fixture('stop.json'))).toMatchObject({ family: 'stop', reentry: false });
    expect(decodeEvent(adapter, fixture('stop.reentry.json'))).toMatchObject({ family: 'stop', reentry: true });
    const ended = decodeEvent(adapter, fixture('stop.session-end.json'));
    expect(ended.family).toBeUndefined();
    expect(ended.deferred).toMatch(/session end \(reason "shutdown"\)/);
    const { reason: _reason, ...withoutReason } = fixture('stop.json');
    expect(decodeEvent(adapter, withoutReason).family).toBe('stop');
  });

  test('the event name comes from the payload, else from GROK_HOOK_EVENT', () => {
    const grok = new GrokBuildAdapter({ GROK_HOOK_EVENT: 'stop' }, new RecordingClaims());
    expect(grok.nativeEventName({ hookEventName: 'pre_tool_use' })).toBe('pre_tool_use');
    expect(grok.nativeEventName({})).toBe('stop');
    expect(new GrokBuildAdapter({ GROK_HOOK_EVENT: '' }, new RecordingClaims()).nativeEventName({})).toBeUndefined();
    expect(adapter.nativeEventName({})).toBeUndefined();
  });

  test('subagent_stop decodes to agent/stop with the same re-entry marker', () => {
    expect(decodeEvent(adapter, { ...fixture('subagent-stop.json'), stopHookActive: true })).toMatchObject({ family: 'agent/stop', reentry: true });
  });
});

describe('GrokBuildAdapter: one decision per Grok event', () => {
  const grokEnv = { GROK_HOOK_EVENT: 'pre_tool_use', GROK_SESSION_ID: 'grok-session-1' };

  test('under Grok, the process that claims the event decides; a process that loses the claim defers (neutral)', () => {
    const won = new RecordingClaims(true);
    expect(decodeEvent(new GrokBuildAdapter(grokEnv, won), fixture('pre-tool-use.checkout-main.json')).family).toBe('tool/before');
    expect(won.keys).toEqual(['grok-build\ngrok-session-1\npre_tool_use\ntool:call_grok_1']);
    const lost = decodeEvent(new GrokBuildAdapter(grokEnv, new RecordingClaims(false)), fixture('pre-tool-use.checkout-main.json'));
    expect(lost.family).toBeUndefined();
    expect(lost.deferred).toBe('another bearing hook process already answers this Grok event');
  });

  test('outside a Grok hook process nothing is claimed', () => {
    const claims = new RecordingClaims(false);
    expect(decodeEvent(new GrokBuildAdapter({}, claims), fixture('pre-tool-use.checkout-main.json')).family).toBe('tool/before');
    expect(claims.keys).toEqual([]);
  });

  test('deferred events are never claimed', () => {
    const claims = new RecordingClaims(false);
    decodeEvent(new GrokBuildAdapter(grokEnv, claims), fixture('notification.json'));
    decodeEvent(new GrokBuildAdapter(grokEnv, claims), fixture('stop.session-end.json'));
    expect(claims.keys).toEqual([]);
  });

  test('claim keys: toolUseId for tool events, the whole payload (with its timestamp) otherwise, none without either', () => {
    const env = { GROK_SESSION_ID: 's' };
    expect(grokEventClaimKey(env, 'pre_tool_use', { toolUseId: 't1', timestamp: 'x' })).toBe('grok-build\ns\npre_tool_use\ntool:t1');
    expect(grokEventClaimKey(env, 'stop', { timestamp: '2026-04-14T12:00:00Z', a: 1 })).toBe('grok-build\ns\nstop\n{"timestamp":"2026-04-14T12:00:00Z","a":1}');
    expect(grokEventClaimKey(env, 'pre_tool_use', { toolInput: { command: 'git checkout -b main' } })).toBeUndefined();
    expect(grokEventClaimKey({}, 'pre_tool_use', { toolUseId: 't1' })).toBeUndefined();
  });

  test('a Grok hook process is recognised by GROK_HOOK_EVENT alone', () => {
    expect(isRunByGrokBuild({ GROK_HOOK_EVENT: 'stop' })).toBe(true);
    expect(isRunByGrokBuild({ GROK_HOOK_EVENT: '' })).toBe(false);
    expect(isRunByGrokBuild({ GROK_SESSION_ID: 's', CLAUDE_PROJECT_DIR: '/x' })).toBe(false);
  });
});

describe('GrokBuildAdapter: encoding', () => {
  test('pre_tool_use deny → top-level {"decision":"deny","reason"}, exit 0 (never hookSpecificOutput)', () => {
    expect(adapter.encode(event('pre_tool_use', 'tool/before'), { verdict: 'deny', reason: 'protected_ref: main' })).toEqual({
      exitCode: 0,
      stdout: { decision: 'deny', reason: 'protected_ref: main' },
      diagnostics: [],
    });
  });

  test.each([
    ['stop', 'stop'],
    ['subagent_stop', 'agent/stop'],
  ] as const)('%s block → {"decision":"block","reason"}', (name, family) => {
    expect(adapter.encode(event(name, family), { verdict: 'block', reason: 'run the tests first' })).toEqual({
      exitCode: 0,
      stdout: { decision: 'block', reason: 'run the tests first' },
      diagnostics: [],
    });
  });

  test('no decision → no output at all (never {"decision":"allow"})', () => {
    for (const name of Object.keys(EVENT_MAP)) expect(adapter.encode(event(name, 'stop'), { verdict: 'none' })).toEqual({ exitCode: 0, diagnostics: [] });
  });

  test("passive events drop a deny; ask, context and notice have no channel anywhere (Stop's additionalContext would keep the agent going)", () => {
    expect(adapter.encode(event('post_tool_use', 'tool/after'), { verdict: 'deny', reason: 'r' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: post_tool_use has no deny channel on grok-build; not sent'],
    });
    expect(adapter.encode(event('pre_tool_use', 'tool/before'), { verdict: 'ask', reason: 'r' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: pre_tool_use has no ask channel on grok-build; not sent'],
    });
    expect(adapter.encode(event('stop', 'stop'), { verdict: 'context', context: 'c', notice: 'n' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: stop has no context/notice channel on grok-build; not sent'],
    });
  });

  test('only deny and block events write anything, and only decision and reason', () => {
    expect(GROK_REPLY_RULES).toEqual({ pre_tool_use: { stop: 'decision-deny' }, stop: { stop: 'decision-block' }, subagent_stop: { stop: 'decision-block' } });
    const writing: string[] = [];
    for (const name of Object.keys(EVENT_MAP)) {
      const stdout = adapter.encode(event(name, 'stop'), { verdict: 'deny', reason: 'r', context: 'c', notice: 'n' }).stdout;
      if (stdout) {
        writing.push(name);
        expect(Object.keys(stdout).sort()).toEqual(['decision', 'reason']);
      }
    }
    // Exactly the deny and block events wrote, so the key check above ran for each of them.
    expect(writing.sort()).toEqual(['pre_tool_use', 'stop', 'subagent_stop']);
  });

  test('text is capped at 10,000 characters', () => {
    const reply = adapter.encode(event('stop', 'stop'), { verdict: 'block', reason: 'x'.repeat(20_000) });
    expect((reply.stdout as { reason: string }).reason).toHaveLength(10_000);
  });

  test('failures fail open: Grok is not fail-closed, a gate that cannot read its payload passes with one diagnostic', () => {
    expect(adapter.failureReply({ code: 'json_malformed', message: 'bad', nativeEvent: 'pre_tool_use', family: 'tool/before' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: json_malformed: bad'],
    });
  });
});
