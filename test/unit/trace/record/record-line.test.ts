import type { Decision } from '../../../../src/protocol/decision';
import type { HookEvent } from '../../../../src/protocol/hook-event';
import { redactSecrets } from '../../../../src/services/session-memory/redact-secrets';
import { isRecorded, recordLine, type RecordedCall } from '../../../../src/trace/record/record-line';

const TIME = Date.parse('2026-12-02T10:00:00.000Z');
const shell = (command: string): HookEvent => ({
  host: 'claude-code',
  family: 'tool/before',
  nativeEvent: 'PreToolUse',
  sessionId: 's-1',
  cwd: '/w/sub',
  tool: { name: 'Bash', kind: 'shell', input: { command }, command, paths: [], removes: [] },
  reentry: false,
  raw: {},
});
const call = (event: HookEvent, decision: Decision): RecordedCall => ({ time: TIME, event, decision, root: '/w', cwd: '/w/sub' });

describe('isRecorded: by the verdict alone, whatever policy decided', () => {
  test.each([
    ['deny', true],
    ['ask', true],
    ['block', false],
    ['context', false],
    ['none', false],
  ] as const)('%s → %s', (verdict, recorded) => {
    expect(isRecorded({ verdict, policy: 'any-user-rule', rule: 'my_rule' })).toBe(recorded);
  });

  test('no decision (a failure, an event no policy listens to) is not recorded', () => {
    expect(isRecorded(undefined)).toBe(false);
  });
});

describe('recordLine', () => {
  test("a shell call's deny: every field, the rule whatever policy wrote it, the reason's first line", () => {
    const decision: Decision = { verdict: 'deny', reason: 'no (rule: my_rule).\nmore', rule: 'my_rule', policy: 'command-rules' };
    expect(recordLine(call(shell('terraform destroy'), decision), '9.9.9', redactSecrets)).toEqual({
      v: 1,
      time: '2026-12-02T10:00:00.000Z',
      verdict: 'deny',
      host: 'claude-code',
      event: 'PreToolUse',
      session: 's-1',
      root: '/w',
      cwd: '/w/sub',
      tool: 'Bash',
      command: 'terraform destroy',
      rule: 'my_rule',
      policy: 'command-rules',
      reason: 'no (rule: my_rule).',
      bearing: '9.9.9',
    });
  });

  test('`v` and `time` come first: the age of a file is read from its first bytes', () => {
    const text = JSON.stringify(recordLine(call(shell('x'), { verdict: 'deny' }), '1', redactSecrets));
    expect(text.startsWith('{"v":1,"time":"2026-12-02T10:00:00.000Z"')).toBe(true);
  });

  test("a write's deny names its files, not a command", () => {
    const event: HookEvent = {
      ...shell(''),
      tool: { name: 'Write', kind: 'write', input: {}, paths: ['bearing.config.json'], removes: [] },
    };
    const line = recordLine(call(event, { verdict: 'deny', rule: 'config_write' }), '1', redactSecrets);
    expect([line.tool, line.command, line.paths]).toEqual(['Write', undefined, ['bearing.config.json']]);
  });

  test('what the host did with an ask: asked the user, or (where it cannot ask) refused instead', () => {
    expect(recordLine(call(shell('x'), { verdict: 'ask' }), '1', redactSecrets).asked).toBe('user');
    expect(recordLine(call(shell('x'), { verdict: 'deny', refusedAsk: true }), '1', redactSecrets).asked).toBe('refused');
    expect(recordLine(call(shell('x'), { verdict: 'deny' }), '1', redactSecrets).asked).toBeUndefined();
  });

  test('a secret is redacted before a long command is cut: no part of it survives at the cut', () => {
    const secret = 'sk-abcdefghijklmnopqrstuvwxyz0123';
    // The token straddles the 1000th character: cut first, its first part would stay, too short to be known.
    const command = `${'a'.repeat(990)} ${secret} ${'b'.repeat(5000)}`;
    const line = recordLine(call(shell(command), { verdict: 'deny' }), '1', redactSecrets);
    expect(line.command).toBe(`${'a'.repeat(990)} [redacte…`);
    expect(line.command!.length).toBe(1000);
    expect(line.command).not.toContain('sk-abc');
  });
});
