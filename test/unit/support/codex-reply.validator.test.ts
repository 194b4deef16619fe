import { codexReplyProblems } from '../../support/codex-reply.validator';

/**
 * Control for the oracle: several Codex tests pass when codexReplyProblems returns [], which proves nothing
 * unless it does report the replies Codex rejects. Each bad reply below is one Codex 0.169.0 refuses.
 */
const answer = (reply: unknown) => ({ status: 0, stdout: JSON.stringify(reply), stderr: '' });

const deny = (reason: string) => ({
  hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason },
});

describe('codexReplyProblems, the oracle of the Codex reply tests', () => {
  test('a deny with a reason is accepted', () => {
    expect(codexReplyProblems('PreToolUse', answer(deny('main is protected')))).toEqual([]);
  });

  test.each([
    ['an unknown top-level key', 'PreToolUse', { ...deny('main is protected'), verdict: 'no' }, 'schema: / must NOT have additional properties'],
    ['decision "approve"', 'PreToolUse', { decision: 'approve' }, 'decision "approve" is unsupported'],
    ['a deny with an empty reason', 'PreToolUse', deny(''), 'permissionDecision "deny" without a non-empty permissionDecisionReason'],
    [
      'permissionDecision "ask"',
      'PreToolUse',
      { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask', permissionDecisionReason: 'sure?' } },
      'permissionDecision "ask" is unsupported',
    ],
    [
      'a hookEventName that is not the event',
      'PreToolUse',
      { hookSpecificOutput: { ...deny('main is protected').hookSpecificOutput, hookEventName: 'PostToolUse' } },
      'schema: /hookSpecificOutput/hookEventName must be equal to constant',
    ],
  ])('%s is reported', (_name, event, reply, problem) => {
    expect(codexReplyProblems(event, answer(reply))).toEqual([problem]);
  });
});
