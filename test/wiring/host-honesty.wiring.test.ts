import 'reflect-metadata';
import { container } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { injectable } from '../../src/framework/di/injectable';
import { hostServes, type Policy, type PolicyEntry, type PolicyNeeds } from '../../src/framework/policy';
import { HookHost } from '../../src/framework/hook-host';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { CLAUDE_CODE_HOST } from '../../src/hosts/claude-code/claude-code.host';
import { ClaudeCodeAdapter } from '../../src/hosts/claude-code/claude-code.adapter';
import { POLICY_CATALOG } from '../../src/policies/policy-catalog';
import type { HostDescriptor } from '../../src/protocol/host-capability';
import type { Decision } from '../../src/protocol/decision';
import type { HostId } from '../../src/protocol/host-id';
import type { RouteFamily } from '../../src/protocol/route-family';
import { hostWith } from '../support/descriptors';

/**
 * Host honesty is decided once, by the runner, from each policy's catalog entry (PolicyEntry.needs): a policy the
 * host cannot serve is never even constructed, and a part of a decision the family lacks (PolicyEntry.optional) is
 * dropped without a word. No policy checks a descriptor itself.
 */
function runnerFor(descriptor: HostDescriptor, entry: Omit<PolicyEntry, 'policy'>, decision: Decision) {
  const constructed: string[] = [];
  @injectable()
  class Probe implements Policy {
    constructor() {
      constructed.push(entry.id);
    }
    evaluate(): Decision {
      return decision;
    }
  }
  @injectable()
  class ProbeHost extends ClaudeCodeAdapter {
    override readonly descriptor = { ...descriptor, id: 'claude-code' as HostId };
    constructor() {
      super();
    }
  }
  // Only the probe: the real policies would read the disk.
  const child = bootstrap(container.createChildContainer(), [{ ...CLAUDE_CODE_HOST, adapter: ProbeHost }], {}, [{ ...entry, policy: Probe }]);
  return { runner: child.resolve(HookRunner), constructed };
}

const SESSION_START = { hook_event_name: 'SessionStart', session_id: 's', cwd: '/nowhere', source: 'startup' };
const PRE_COMPACT = { hook_event_name: 'PreCompact', session_id: 's', cwd: '/nowhere' };
const context = (needs: PolicyNeeds) => ({ id: 'probe', families: ['session/start'] as RouteFamily[], needs });

describe('a policy runs only where the host gives it what its catalog entry needs', () => {
  test.each([
    [
      'context enforced, on a supported family with native context',
      { 'session/start': ['context'] },
      'supported',
      { channels: ['context'], at: 'enforced' },
      true,
    ],
    ['context enforced, on a degraded family', { 'session/start': ['context'] }, 'degraded', { channels: ['context'], at: 'enforced' }, false],
    ['context agent-guided, on a degraded family', { 'session/start': ['context'] }, 'degraded', { channels: ['context'], at: 'agent_guided' }, true],
    ['context, on a family with only a notice', { 'session/start': ['notice'] }, 'supported', { channels: ['context'], at: 'agent_guided' }, false],
    ['no channel at all, on a usable family', { 'session/start': [] }, 'degraded', { channels: [], at: 'agent_guided' }, true],
    ['no channel at all, where the family is missing', { stop: ['context'] }, 'supported', { channels: [], at: 'agent_guided' }, false],
  ] as const)('%s: %s', async (_name, families, state, needs, runs) => {
    const { runner, constructed } = runnerFor(hostWith(families as never, state), context(needs as PolicyNeeds), {
      verdict: 'context',
      context: 'probe advice',
    });
    const reply = await runner.run('claude-code', SESSION_START);
    expect(constructed).toEqual(runs ? ['probe'] : []);
    expect(reply.stdout).toEqual(runs ? { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'probe advice' } } : undefined);
    expect(reply.diagnostics).toEqual([]);
  });

  test('an optional channel the family lacks is dropped without a word; where it has one, it is sent', async () => {
    const entry = {
      id: 'probe',
      families: ['compact/before'] as RouteFamily[],
      needs: { channels: [], at: 'agent_guided' } as PolicyNeeds,
      optional: ['notice'] as const,
    };
    const decision: Decision = { verdict: 'none', notice: 'kept for after the compaction' };
    const without = await runnerFor(hostWith({ 'compact/before': [] }), entry, decision).runner.run('claude-code', PRE_COMPACT);
    expect(without).toEqual({ exitCode: 0, diagnostics: [] });
    const withNotice = await runnerFor(hostWith({ 'compact/before': ['notice'] }), entry, decision).runner.run('claude-code', PRE_COMPACT);
    expect(withNotice).toEqual({ exitCode: 0, stdout: { systemMessage: 'kept for after the compaction' }, diagnostics: [] });
  });
});

describe('the policy catalog against the host catalog: who enforces what', () => {
  const served = (policy: string, host: HostId, family: RouteFamily) =>
    hostServes(POLICY_CATALOG.find((e) => e.id === policy)!, HOST_CATALOG.find((e) => e.id === host)!.descriptor, family);

  // The seed's host-honesty table for the hosts it covers: te_test_write native on Claude Code, Codex, Grok Build
  // and Cursor; te_completion on Claude Code, Codex and Grok Build only; Kimi Code guides, never enforces.
  test.each([
    ['te_test_write', 'claude-code', 'tool/before', true],
    ['te_test_write', 'codex', 'tool/before', true],
    ['te_test_write', 'grok-build', 'tool/before', true],
    ['te_test_write', 'cursor', 'tool/before', true],
    ['te_test_write', 'kimi-code', 'tool/before', false],
    ['te_completion', 'claude-code', 'stop', true],
    ['te_completion', 'codex', 'stop', true],
    ['te_completion', 'grok-build', 'stop', true],
    ['te_completion', 'cursor', 'stop', false],
    ['te_completion', 'kimi-code', 'stop', false],
    ['activation', 'claude-code', 'session/start', true],
    ['activation', 'kimi-code', 'session/start', false],
    ['protected-branch', 'kimi-code', 'tool/before', true],
    ['protected-branch', 'cursor', 'tool/before', true],
    ['compact-binding', 'kimi-code', 'compact/before', true],
  ] as const)('%s on %s (%s): %s', (policy, host, family, expected) => {
    expect(served(policy, host, family)).toBe(expected);
  });

  test("every host entry registered by bootstrap is the catalog's", () => {
    const child = bootstrap(container.createChildContainer(), HOST_CATALOG, {});
    expect(child.resolveAll<HookHost>(HookHost)).toEqual(HOST_CATALOG);
  });
});
