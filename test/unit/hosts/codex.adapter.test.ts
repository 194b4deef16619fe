import { CodexAdapter } from '../../../src/hosts/codex/codex.adapter';
import { CODEX_REPLY_RULES } from '../../../src/hosts/codex/codex.replies';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { VERDICTS, type Decision } from '../../../src/protocol/decision';
import type { HookEvent } from '../../../src/protocol/hook-event';
import { codexReplyProblems } from '../../support/codex-reply.validator';
import { readFixture } from '../../support/fixtures';
import { decodeEvent } from '../../support/decode-event';

const adapter = new CodexAdapter();
const event = (nativeEvent: string, family: HookEvent['family']): HookEvent => ({ host: 'codex', nativeEvent, family, reentry: false, raw: {} });
/** The reply as the packaged hook would print it, for the Codex validator. */
const printed = (reply: ReturnType<CodexAdapter['encode']>) => ({
  status: reply.exitCode,
  stdout: reply.stdout === undefined ? '' : `${JSON.stringify(reply.stdout)}\n`,
  stderr: reply.diagnostics.join('\n'),
});

/** The 12 events of Codex 0.169.0 (codex-cursor.md A1) and where each goes. */
const EVENT_MAP: Record<string, string> = {
  SessionStart: 'session/start',
  UserPromptSubmit: 'prompt/submit',
  PreToolUse: 'tool/before',
  PermissionRequest: 'permission/request',
  PostToolUse: 'tool/after',
  Stop: 'stop',
  SubagentStart: 'agent/start',
  SubagentStop: 'agent/stop',
  PreCompact: 'compact/before',
  PostCompact: 'compact/after',
  SessionEnd: 'session/end',
  Interrupt: 'deferred',
};

function decodeTool(fixture: string): HookEvent {
  return decodeEvent(adapter, readFixture(fixture).payload);
}

describe('CodexAdapter: decoding', () => {
  test('declares all 12 events, each with its family or a deferral reason', () => {
    const handlers = exploreHandlers(CodexAdapter);
    const actual = Object.fromEntries([...handlers].map(([name, h]) => [name, h.options.family ?? 'deferred']));
    expect(actual).toEqual(EVENT_MAP);
    expect(handlers.get('Interrupt')!.options.deferred!.length).toBeGreaterThan(10);
  });

  test('every event that has a family has a reply rule, and no rule exists for a deferred event', () => {
    const families = Object.entries(EVENT_MAP)
      .filter(([, f]) => f !== 'deferred')
      .map(([e]) => e)
      .sort();
    expect(Object.keys(CODEX_REPLY_RULES).sort()).toEqual(families);
  });

  test('a Bash call gives the command as sent; a `bash -lc` wrapper is unwrapped', () => {
    expect(decodeTool('codex/live/pre-tool-use.bash-checkout-main.json').tool).toEqual({
      name: 'Bash',
      kind: 'shell',
      dialect: 'posix',
      input: { command: 'git checkout -b main' },
      command: 'git checkout -b main',
      paths: [],
      removes: [],
    });
    expect(decodeTool('codex/docs/pre-tool-use.bash-lc-wrapped.json').tool).toEqual({
      name: 'Bash',
      kind: 'shell',
      dialect: 'posix',
      input: { command: "bash -lc 'git checkout -b main'" },
      command: 'git checkout -b main',
      paths: [],
      removes: [],
    });
  });

  test('a command sent as an argument vector is the command line it stands for (the login-shell wrapper unwrapped the same way)', () => {
    const decode = (command: unknown) => {
      const raw = { session_id: 's', cwd: '/w', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } };
      return decodeEvent(adapter, raw).tool!.command;
    };
    expect(decode(['bash', '-lc', 'git checkout -b main'])).toBe('git checkout -b main');
    expect(decode(['git', 'commit', '-m', 'two words'])).toBe("git commit -m 'two words'");
    expect([decode([]), decode(['git', 1]), decode({ argv: ['git'] })]).toEqual([undefined, undefined, undefined]);
  });

  test('apply_patch keeps its patch body in the input and has no shell command', () => {
    const tool = decodeTool('codex/docs/pre-tool-use.apply-patch.json').tool!;
    expect(tool.name).toBe('apply_patch');
    expect(tool.kind).toBe('write');
    expect(tool.command).toBeUndefined();
    expect(tool.input['command']).toBe('*** Begin Patch\n*** Add File: hello.txt\n+hello\n*** End Patch\n');
  });

  test('apply_patch: the files are the ones its patch headers name, and a deleted one is removed (the real sample, then one that deletes)', () => {
    const sample = decodeTool('codex/docs/pre-tool-use.apply-patch.json').tool!;
    expect({ paths: sample.paths, removes: sample.removes }).toEqual({ paths: ['hello.txt'], removes: [] });
    const raw = readFixture('codex/docs/pre-tool-use.apply-patch.json').payload;
    const deleting = { ...raw, tool_input: { command: '*** Begin Patch\n*** Delete File: old.txt\n*** Update File: a.txt\n*** End Patch\n' } };
    expect(decodeEvent(adapter, deleting).tool).toMatchObject({ paths: ['old.txt', 'a.txt'], removes: ['old.txt'] });
  });

  test('a tool other than apply_patch names no file, whatever its input holds (Codex has no path keys)', () => {
    const raw = {
      session_id: 's',
      cwd: '/w',
      hook_event_name: 'PreToolUse',
      tool_name: 'mcp__fs__write',
      tool_input: { file_path: 'a', command: '*** Add File: b' },
    };
    expect(decodeEvent(adapter, raw).tool).toMatchObject({ kind: 'other', paths: [], removes: [] });
  });
});

describe('CodexAdapter: encoding', () => {
  const deny: Decision = { verdict: 'deny', reason: 'protected_ref: main' };

  test('PreToolUse deny → permissionDecision "deny" with the reason, exit 0', () => {
    expect(adapter.encode(event('PreToolUse', 'tool/before'), deny)).toEqual({
      exitCode: 0,
      stdout: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'protected_ref: main' } },
      diagnostics: [],
    });
  });

  test('a blank reason is replaced: Codex ignores a deny without a non-empty reason', () => {
    const reply = adapter.encode(event('PreToolUse', 'tool/before'), { verdict: 'deny', reason: '  \n ' });
    expect((reply.stdout as { hookSpecificOutput: { permissionDecisionReason: string } }).hookSpecificOutput.permissionDecisionReason).toBe(
      'refused by bearing',
    );
  });

  test('ask is never sent (Codex does not support it): no output, one diagnostic', () => {
    expect(adapter.encode(event('PreToolUse', 'tool/before'), { verdict: 'ask', reason: 'sure?' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: PreToolUse has no ask channel on codex; not sent'],
    });
  });

  test('no decision → no output at all (never a bare allow)', () => {
    for (const name of Object.keys(CODEX_REPLY_RULES))
      expect(adapter.encode(event(name, 'stop'), { verdict: 'none' })).toEqual({ exitCode: 0, diagnostics: [] });
  });

  test.each([
    ['Stop', 'stop'],
    ['SubagentStop', 'agent/stop'],
    ['UserPromptSubmit', 'prompt/submit'],
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

  test('context → additionalContext where honoured; dropped with one diagnostic where not (Stop, SessionEnd)', () => {
    expect(adapter.encode(event('SessionStart', 'session/start'), { verdict: 'context', context: 'plan ready', notice: 'hi' }).stdout).toEqual({
      systemMessage: 'hi',
      hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'plan ready' },
    });
    expect(adapter.encode(event('Stop', 'stop'), { verdict: 'context', context: 'x' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: Stop has no context channel on codex; not sent'],
    });
    expect(adapter.encode(event('SessionEnd', 'session/end'), { verdict: 'deny', reason: 'r', notice: 'n' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: SessionEnd has no deny/notice channel on codex; not sent'],
    });
  });

  test('every verdict with context and notice, on every event, is a reply Codex 0.169.0 accepts', () => {
    for (const name of Object.keys(CODEX_REPLY_RULES)) {
      for (const verdict of VERDICTS) {
        for (const extra of [{}, { context: 'c', notice: 'n' }]) {
          const reply = adapter.encode(event(name, 'stop'), { verdict, reason: 'r', ...extra });
          expect({ name, verdict, extra, problems: codexReplyProblems(name, printed(reply)) }).toEqual({ name, verdict, extra, problems: [] });
        }
      }
    }
  });
});
