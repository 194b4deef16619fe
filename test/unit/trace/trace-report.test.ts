import { traceReportLine } from '../../../src/trace/trace-report';
import type { TraceLine } from '../../../src/trace/trace-line';

const base: TraceLine = {
  v: 1,
  time: '2026-12-01T12:00:00.250Z',
  host: 'claude-code',
  event: 'PreToolUse',
  family: 'tool/before',
  cwd: '/w',
  policies: [],
  decision: null,
  reply: { diagnostics: [] },
  exitCode: 0,
  ms: 3.1,
  payload: {},
};

describe('a trace line for a person', () => {
  test('the decision first, then host, event, family, the deciding policy and its reason (cut at 100 characters), the time taken, when', () => {
    const reason = `protected_ref: main (rule: create_protected_branch, \`git checkout -b\`). ${'More words. '.repeat(10)}`;
    expect(traceReportLine({ ...base, decision: { verdict: 'deny', policy: 'protected-branch', reason } })).toBe(
      `deny    claude-code PreToolUse tool/before  protected-branch: ${reason.slice(0, 99)}…  3.1 ms  2026-12-01 12:00:00`,
    );
  });

  test('no decision: what the reply said instead; an unread payload has no family; another host answering is named', () => {
    expect(traceReportLine({ ...base, decision: { verdict: 'none' } })).toBe('none    claude-code PreToolUse tool/before  3.1 ms  2026-12-01 12:00:00');
    expect(traceReportLine({ ...base, event: null, family: null, reply: { diagnostics: ['bearing: json_malformed: Unexpected token'] } })).toBe(
      'none    claude-code (no event named) (no family)  json_malformed: Unexpected token  3.1 ms  2026-12-01 12:00:00',
    );
    // An event no policy listens to is answered before it is decoded: named from the payload, and said so.
    expect(traceReportLine({ ...base, event: 'WorktreeRemove', family: null })).toBe(
      'none    claude-code WorktreeRemove (no family)  no policy listens to this event: answered neutrally  3.1 ms  2026-12-01 12:00:00',
    );
    expect(traceReportLine({ ...base, answeredBy: 'grok-build', decision: { verdict: 'context', policy: 'activation', context: 'line one\nline two' } })).toBe(
      'context claude-code (as grok-build) PreToolUse tool/before  activation: line one  3.1 ms  2026-12-01 12:00:00',
    );
  });
});
