import { capabilityMatrix, PLUGIN_HOSTS, type MatrixCell } from '../../../src/inspect/capability-matrix';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { CLAUDE_CODE_HOST } from '../../../src/hosts/claude-code/claude-code.host';
import { supported } from '../../../src/framework/descriptor/family-capability';
import { ROUTE_FAMILIES, ROUTE_FAMILIES_V1, ROUTE_FAMILIES_V2, type RouteFamily } from '../../../src/protocol/route-family';
import { HOST_IDS } from '../../../src/protocol/host-id';

const matrix = capabilityMatrix(HOST_CATALOG, POLICY_CATALOG);
const cell = (host: string, family: RouteFamily): MatrixCell => matrix.hosts[host]!.families[family];
const native = (c: MatrixCell) =>
  Object.entries(c.channels)
    .filter(([, s]) => s === 'native')
    .map(([name]) => name)
    .sort();
const usable = (c: MatrixCell) => c.state === 'supported' || c.state === 'degraded';

describe('the capability matrix', () => {
  test('every family of v1 and v2, on every host, with every field of a cell', () => {
    expect(matrix.families).toEqual([...ROUTE_FAMILIES_V1, ...ROUTE_FAMILIES_V2]);
    expect(Object.keys(matrix.hosts).sort()).toEqual([...HOST_IDS].sort());
    for (const [host, row] of Object.entries(matrix.hosts)) {
      expect({ host, families: Object.keys(row.families) }).toEqual({ host, families: [...ROUTE_FAMILIES] });
      for (const [family, c] of Object.entries(row.families)) {
        expect({ host, family, keys: Object.keys(c.channels).sort() }).toEqual({ host, family, keys: ['ask', 'context', 'continue', 'deny', 'notice'] });
        // A usable cell names its evidence, an unusable one why.
        expect({ host, family, backed: usable(c) ? c.evidence.length > 0 : (c.reason ?? '').length > 0 }).toEqual({ host, family, backed: true });
      }
    }
  });

  test('a usable family without evidence is a build error, not a row', () => {
    const bare = { ...CLAUDE_CODE_HOST, descriptor: { ...CLAUDE_CODE_HOST.descriptor, families: { 'tool/before': supported(['deny'], []) } } };
    expect(() => capabilityMatrix([bare], [])).toThrow('claude-code tool/before is supported without evidence');
  });

  test.each([
    ['claude-code', 'session/end'],
    ['codex', 'session/end'],
    ['cursor', 'session/end'],
  ] as const)("the seed's cells: %s %s is observe-only (supported, no channel)", (host, family) => {
    expect({ state: cell(host, family).state, native: native(cell(host, family)) }).toEqual({ state: 'supported', native: [] });
  });

  test("the seed's cells: prompt/submit denies and adds context on Claude Code and Codex, only denies on Cursor", () => {
    for (const host of ['claude-code', 'codex']) expect(native(cell(host, 'prompt/submit'))).toEqual(expect.arrayContaining(['context', 'deny']));
    expect(native(cell('cursor', 'prompt/submit'))).toEqual(['deny']);
  });

  test("the seed's cells: what some hosts lack", () => {
    expect(cell('codex', 'tool/failure')).toMatchObject({ state: 'unavailable', native: [], reason: 'no codex event feeds this family' });
    expect(cell('cursor', 'compact/after')).toMatchObject({ state: 'unavailable', reason: 'no cursor event feeds this family' });
    // permission/request is Claude Code's and Codex's: never inferred for Cursor from its pre-tool permission.
    expect(PLUGIN_HOSTS.filter((h) => usable(cell(h, 'permission/request')))).toEqual(['claude-code', 'codex']);
    for (const family of ['permission/denied', 'stop/failure', 'file/change', 'config/change', 'task/create', 'task/complete', 'agent/idle'] as const) {
      expect({ family, hosts: PLUGIN_HOSTS.filter((h) => usable(cell(h, family))) }).toEqual({ family, hosts: ['claude-code'] });
    }
    for (const host of HOST_IDS) expect({ host, state: cell(host, 'workspace/open').state }).toEqual({ host, state: 'unavailable' });
  });

  test('native names the events that feed a family, selectors included', () => {
    expect([...cell('cursor', 'tool/before').native].sort()).toEqual(['beforeMCPExecution', 'beforeReadFile', 'beforeShellExecution', 'preToolUse']);
    expect(cell('cursor', 'tool/after').native).toContain('afterFileEdit');
    expect(cell('claude-code', 'tool/before').native).toEqual(['PreToolUse']);
  });

  test('the plugin row is what Claude Code, Codex and Cursor all give; the portable row gives nothing', () => {
    const plugin = matrix.composites.plugin;
    expect(plugin.hosts).toEqual(['claude-code', 'codex', 'cursor']);
    expect({ state: plugin.families['tool/before'].state, native: native(plugin.families['tool/before']) }).toEqual({ state: 'supported', native: ['deny'] });
    expect({ state: plugin.families.stop.state, native: native(plugin.families.stop) }).toEqual({ state: 'degraded', native: ['continue'] });
    expect(plugin.families['tool/before'].native).toEqual(
      expect.arrayContaining(['claude-code:PreToolUse', 'codex:PreToolUse', 'cursor:beforeShellExecution']),
    );
    expect(plugin.families['tool/failure']).toMatchObject({ state: 'unavailable', reason: 'codex: no codex event feeds this family' });
    for (const family of ROUTE_FAMILIES) {
      expect(matrix.composites.portable.families[family]).toEqual({
        state: 'unavailable',
        channels: { deny: 'UNAVAILABLE', ask: 'UNAVAILABLE', context: 'UNAVAILABLE', continue: 'UNAVAILABLE', notice: 'UNAVAILABLE' },
        native: [],
        evidence: [],
        reason: 'Agent Plugins 1.0.0 (the portable plugin format) defines no hooks',
      });
    }
  });

  test('the deferred native events are a table of their own, each with host, name, reason and date', () => {
    const of = (host: string) =>
      matrix.deferred
        .filter((d) => d.host === host)
        .map((d) => d.native)
        .sort();
    expect(of('claude-code')).toEqual(
      [
        'Setup',
        'UserPromptExpansion',
        'PostToolBatch',
        'MessageDisplay',
        'InstructionsLoaded',
        'CwdChanged',
        'DirectoryAdded',
        'PreModelSwitch',
        'PostModelSwitch',
        'Elicitation',
        'ElicitationResult',
        'WorktreeCreate',
        'WorktreeRemove',
        'Notification',
      ].sort(),
    );
    expect(of('cursor')).toEqual(['afterAgentResponse', 'afterAgentThought', 'afterTabFileEdit', 'beforeTabFileRead']);
    expect(of('codex')).toEqual(['Interrupt']);
    for (const d of matrix.deferred) {
      expect({ native: d.native, reason: d.reason.length > 10, date: d.date }).toEqual({
        native: d.native,
        reason: true,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(matrix.families).not.toContain(d.native);
    }
  });

  test("enforcement by one rule; the Test Engineering rows are the seed's host-honesty table", () => {
    const runs = (policy: string) =>
      Object.entries(matrix.policies[policy]!)
        .filter(([, c]) => c.runs)
        .map(([h]) => h)
        .sort();
    expect(runs('te_test_write')).toEqual(['claude-code', 'codex', 'cursor', 'grok-build', 'opencode', 'pi']);
    expect(runs('te_completion')).toEqual(['claude-code', 'codex', 'grok-build']);
    // The seed's tokens: native where the gate runs, UNAVAILABLE everywhere else (Cursor's completion too).
    const tokens = (policy: string) => Object.fromEntries(Object.entries(matrix.policies[policy]!).map(([h, c]) => [h, c.token]));
    expect(tokens('te_completion')).toEqual({
      'claude-code': 'native',
      cursor: 'UNAVAILABLE',
      'grok-build': 'native',
      codex: 'native',
      'kimi-code': 'UNAVAILABLE',
      pi: 'UNAVAILABLE',
      opencode: 'UNAVAILABLE',
      agy: 'UNAVAILABLE',
      deepcode: 'UNAVAILABLE',
    });
    expect(tokens('te_test_write')['kimi-code']).toBe('UNAVAILABLE');
    expect(matrix.policies['te_completion']!['cursor']).toEqual({
      enforcement: 'unavailable',
      runs: false,
      evidence: 'docs',
      token: 'UNAVAILABLE',
      why: 'does not run (needs continue enforced): stop degraded (docs 2026-11-29), agent/stop degraded (docs 2026-11-29)',
    });
    expect(matrix.policies['protected-branch']!['kimi-code']).toMatchObject({
      enforcement: 'agent_guided',
      runs: true,
      evidence: 'live',
      token: 'agent_guided',
    });
    expect(matrix.policies['activation']!['agy']).toEqual({
      enforcement: 'unavailable',
      runs: false,
      evidence: 'skill',
      token: 'unavailable',
      why: 'does not run: agy runs no hooks (skills only); the bearing skill asks the agent to follow it, nothing enforces it',
    });
  });

  test('what a claim rests on: live only where every family it is made for was captured live, else docs', () => {
    const level = (policy: string) => Object.fromEntries(Object.entries(matrix.policies[policy]!).map(([h, c]) => [h, c.evidence]));
    expect(level('protected-branch')).toEqual({
      'claude-code': 'live',
      cursor: 'docs',
      'grok-build': 'docs',
      codex: 'live',
      'kimi-code': 'live',
      pi: 'live',
      opencode: 'live',
      agy: 'skill',
      deepcode: 'skill',
    });
    // Claude Code's stop was captured, its agent/stop only documented: the completion gate's claim is docs.
    expect(matrix.policies['te_completion']!['claude-code']).toMatchObject({
      evidence: 'docs',
      why: 'runs (needs continue enforced): stop supported (live 2.1.328), agent/stop supported (docs 2026-08-22)',
    });
    for (const row of Object.values(matrix.policies))
      for (const [host, c] of Object.entries(row)) expect({ host, unavailable: c.enforcement === 'unavailable' }).toEqual({ host, unavailable: !c.runs });
  });
});
