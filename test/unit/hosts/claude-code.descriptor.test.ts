import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import { CLAUDE_REPLY_RULES } from '../../../src/hosts/claude-code/claude-code.replies';
import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import type { Channel } from '../../../src/protocol/capability';
import type { RouteFamily } from '../../../src/protocol/route-family';
import { REPO_ROOT } from '../../support/fixtures';

/** Families whose stop channel means "keep the agent going" rather than "refuse the action". */
const CONTINUE_FAMILIES = new Set<RouteFamily>(['stop', 'agent/stop', 'agent/idle']);

describe('Claude Code descriptor: every claim is backed', () => {
  const handlers = [...exploreHandlers(ClaudeCodeAdapter).values()].filter((h) => h.options.family);

  test('it describes exactly the families the adapter decodes', () => {
    const decoded = new Set(handlers.map((h) => h.options.family));
    expect(Object.keys(CLAUDE_CODE_DESCRIPTOR.families).sort()).toEqual([...decoded].sort());
  });

  test('a channel is native exactly when a reply rule of that family implements it', () => {
    for (const [family, capability] of Object.entries(CLAUDE_CODE_DESCRIPTOR.families)) {
      const rules = handlers.filter((h) => h.options.family === family).map((h) => CLAUDE_REPLY_RULES[h.nativeEvent]!);
      const implemented = new Set<Channel>();
      for (const rule of rules) {
        if (rule.stop) implemented.add(CONTINUE_FAMILIES.has(family as RouteFamily) ? 'continue' : 'deny');
        if (rule.context) implemented.add('context');
        if (rule.notice) implemented.add('notice');
      }
      const claimed = Object.entries(capability!.channels).filter(([, s]) => s === 'native').map(([c]) => c);
      expect({ family, native: claimed.sort() }).toEqual({ family, native: [...implemented].sort() });
    }
  });

  test('every family carries dated evidence; live evidence points at a committed capture of the same version', () => {
    for (const [family, capability] of Object.entries(CLAUDE_CODE_DESCRIPTOR.families)) {
      expect({ family, evidence: capability!.evidence.length > 0 }).toEqual({ family, evidence: true });
      for (const evidence of capability!.evidence) {
        expect(evidence.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (evidence.kind === 'live') {
          expect(existsSync(join(REPO_ROOT, evidence.source))).toBe(true);
          expect(evidence.version).toBe(CLAUDE_CODE_DESCRIPTOR.verifiedAgainst.version);
        } else {
          expect(evidence.source).toMatch(/^https:\/\/code\.claude\.com\/docs\/en\/hooks#/);
        }
      }
    }
  });

  test('Claude Code fails open, and workspace/open is not claimed (no host event for it)', () => {
    expect(CLAUDE_CODE_DESCRIPTOR.failClosed).toBe(false);
    expect(CLAUDE_CODE_DESCRIPTOR.families['workspace/open']).toBeUndefined();
  });
});
