import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import { CODEX_DESCRIPTOR } from '../../../src/hosts/codex/codex.descriptor';
import { CURSOR_DESCRIPTOR } from '../../../src/hosts/cursor/cursor.descriptor';
import { GROK_BUILD_DESCRIPTOR } from '../../../src/hosts/grok-build/grok-build.descriptor';
import { KIMI_CODE_DESCRIPTOR } from '../../../src/hosts/kimi-code/kimi-code.descriptor';

/** A stop re-entry reaches a policy only where the host ends stop loops itself: that claim needs its source too. */
describe('stop loop caps', () => {
  test('Claude Code and Grok Build cap stop continuations at 8, each with its documentation; the others claim no cap', () => {
    const cited = {
      blocks: 8,
      evidence: [expect.objectContaining({ kind: 'docs', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), note: expect.stringContaining('8') })],
    };
    expect(CLAUDE_CODE_DESCRIPTOR.stopLoopCap).toEqual(cited);
    expect(GROK_BUILD_DESCRIPTOR.stopLoopCap).toEqual(cited);
    for (const descriptor of [CODEX_DESCRIPTOR, CURSOR_DESCRIPTOR, KIMI_CODE_DESCRIPTOR])
      expect({ host: descriptor.id, cap: descriptor.stopLoopCap }).toEqual({ host: descriptor.id, cap: undefined });
  });
});
