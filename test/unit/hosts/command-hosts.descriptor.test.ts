import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';
import { CLAUDE_REPLY_RULES } from '../../../src/hosts/claude-code/claude-code.replies';
import { CodexAdapter } from '../../../src/hosts/codex/codex.adapter';
import { CODEX_DESCRIPTOR } from '../../../src/hosts/codex/codex.descriptor';
import { CODEX_REPLY_RULES } from '../../../src/hosts/codex/codex.replies';
import { KimiCodeAdapter } from '../../../src/hosts/kimi-code/kimi-code.adapter';
import { KIMI_CODE_DESCRIPTOR } from '../../../src/hosts/kimi-code/kimi-code.descriptor';
import { KIMI_REPLY_RULES } from '../../../src/hosts/kimi-code/kimi-code.replies';
import { enforcementOf } from '../../../src/framework/descriptor/enforcement';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import type { Constructor } from '../../../src/platform/constructor';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import { CHANNELS, type Channel, type HostDescriptor } from '../../../src/protocol/capability';
import type { RouteFamily } from '../../../src/protocol/route-family';
import { REPO_ROOT } from '../../support/fixtures';

/** Families whose stop channel means "keep the agent going" rather than "refuse the action". */
const CONTINUE_FAMILIES = new Set<RouteFamily>(['stop', 'agent/stop', 'agent/idle']);

interface Rule {
  readonly stop?: unknown;
  readonly context?: unknown;
  readonly notice?: unknown;
}

const HOSTS: Array<[string, HostDescriptor, Constructor<HostAdapter>, Readonly<Record<string, Rule>>, RegExp]> = [
  ['claude-code', CLAUDE_CODE_DESCRIPTOR, ClaudeCodeAdapter, CLAUDE_REPLY_RULES, /^https:\/\/code\.claude\.com\/docs\/en\/hooks#/],
  ['codex', CODEX_DESCRIPTOR, CodexAdapter, CODEX_REPLY_RULES, /^(https:\/\/developers\.openai\.com\/codex\/hooks#|fixtures\/codex\/schemas\/)/],
  ['kimi-code', KIMI_CODE_DESCRIPTOR, KimiCodeAdapter, KIMI_REPLY_RULES, /^https:\/\/github\.com\/MoonshotAI\/kimi-code\/blob\/main\/docs\/en\/customization\/hooks\.md#/],
];

describe.each(HOSTS)('%s descriptor: every claim is backed', (_host, descriptor, adapter, rules, docsSource) => {
  const handlers = [...exploreHandlers(adapter).values()].filter((h) => h.options.family);

  test('it describes exactly the families the adapter decodes', () => {
    expect(Object.keys(descriptor.families).sort()).toEqual([...new Set(handlers.map((h) => h.options.family!))].sort());
  });

  test('a channel is native exactly when a reply rule of that family implements it', () => {
    for (const [family, capability] of Object.entries(descriptor.families)) {
      const implemented = new Set<Channel>();
      for (const rule of handlers.filter((h) => h.options.family === family).map((h) => rules[h.nativeEvent]!)) {
        if (rule.stop) implemented.add(CONTINUE_FAMILIES.has(family as RouteFamily) ? 'continue' : 'deny');
        if (rule.context) implemented.add('context');
        if (rule.notice) implemented.add('notice');
      }
      const claimed = Object.entries(capability!.channels).filter(([, s]) => s === 'native').map(([c]) => c);
      expect({ family, native: claimed.sort() }).toEqual({ family, native: [...implemented].sort() });
    }
  });

  test('every family carries dated evidence; live evidence is a committed capture of the verified version', () => {
    for (const [family, capability] of Object.entries(descriptor.families)) {
      expect({ family, evidence: capability!.evidence.length > 0 }).toEqual({ family, evidence: true });
      for (const evidence of capability!.evidence) {
        expect(evidence.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (evidence.kind === 'live') {
          expect({ source: evidence.source, exists: existsSync(join(REPO_ROOT, evidence.source)) }).toEqual({ source: evidence.source, exists: true });
          expect(evidence.version).toBe(descriptor.verifiedAgainst.version);
          const fixture = JSON.parse(readFileSync(join(REPO_ROOT, evidence.source), 'utf8'));
          expect(fixture._fixture).toMatchObject({ source: 'live', version: descriptor.verifiedAgainst.version });
        } else {
          expect(evidence.source).toMatch(docsSource);
          if (!evidence.source.startsWith('https://')) expect(existsSync(join(REPO_ROOT, evidence.source))).toBe(true);
        }
      }
    }
  });

  test('the host fails open, and workspace/open is not claimed (no host event for it)', () => {
    expect(descriptor.failClosed).toBe(false);
    expect(descriptor.families['workspace/open']).toBeUndefined();
  });
});

describe('what the Test Engineering gates will see (enforcementOf)', () => {
  test.each([
    ['tool/before', 'deny'],
    ['stop', 'continue'],
    ['agent/stop', 'continue'],
  ] as const)('Codex enforces %s %s (live or documented, fully supported)', (family, channel) => {
    expect(enforcementOf(CODEX_DESCRIPTOR, family, channel)).toBe('enforced');
  });

  test('Kimi Code enforces nothing: every family is degraded and says why', () => {
    for (const [family, capability] of Object.entries(KIMI_CODE_DESCRIPTOR.families)) {
      expect({ family, state: capability!.state, note: (capability!.note ?? '').length > 10 }).toEqual({ family, state: 'degraded', note: true });
      for (const channel of CHANNELS) expect(enforcementOf(KIMI_CODE_DESCRIPTOR, family as RouteFamily, channel)).not.toBe('enforced');
    }
    expect(enforcementOf(KIMI_CODE_DESCRIPTOR, 'tool/before', 'deny')).toBe('agent_guided');
    expect(enforcementOf(KIMI_CODE_DESCRIPTOR, 'agent/stop', 'continue')).toBe('unavailable');
  });

  test('task binding: Codex knows one active task per workspace; Kimi Code binds to its resumable sessions', () => {
    expect(CODEX_DESCRIPTOR.taskBinding).toBe('workspace');
    expect(KIMI_CODE_DESCRIPTOR.taskBinding).toBe('session');
  });

  test('Kimi Code session/start claims no context: 2.1.0 ignores SessionStart output', () => {
    expect(KIMI_CODE_DESCRIPTOR.families['session/start']!.channels.context).toBe('UNAVAILABLE');
    expect(KIMI_CODE_DESCRIPTOR.families['prompt/submit']!.channels.context).toBe('native');
  });
});
