import { readFileSync } from 'node:fs';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { join } from 'node:path';
import { claudeCodeManifests } from '../../../src/hosts/claude-code/claude-code.manifest';
import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { REPO_ROOT } from '../../support/fixtures';
import { contentOf, jsonOf } from '../../support/manifests';
import { pluginIdentity } from '../../../src/packaging/plugin-files';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const files = claudeCodeManifests(pluginIdentity(REPO_ROOT, POLICY_CATALOG));
const file = (path: string) => jsonOf(files, path);

describe('Claude Code plugin manifests', () => {
  test("the marketplace installs plugins/claude-code: the root's plugin files and what they run, without a package.json (Claude Code would npm ci it)", () => {
    expect(jsonOf(files, '.claude-plugin/marketplace.json').plugins).toEqual([expect.objectContaining({ name: 'bearing', source: './plugins/claude-code' })]);
    const installed = files.filter((f) => f.path.startsWith('plugins/claude-code/'));
    expect(installed.map((f) => f.path).sort()).toEqual([
      'plugins/claude-code/.claude-plugin/plugin.json',
      'plugins/claude-code/hooks/bearing-diagnostics.cjs',
      'plugins/claude-code/hooks/bearing-hook.cjs',
      'plugins/claude-code/hooks/bearing-inline-code.cjs',
      'plugins/claude-code/hooks/bearing-plan.cjs',
      'plugins/claude-code/hooks/bearing-record.cjs',
      'plugins/claude-code/hooks/bearing-rules.cjs',
      'plugins/claude-code/hooks/bearing-shell.cjs',
      'plugins/claude-code/hooks/bearing-te.cjs',
      'plugins/claude-code/hooks/bearing-trace.cjs',
      'plugins/claude-code/hooks/bearing-windows.cjs',
      'plugins/claude-code/hooks/hooks.json',
      'plugins/claude-code/hooks/packs/git-history.json',
      'plugins/claude-code/hooks/te-evaluator-child.cjs',
      'plugins/claude-code/skills/bearing/SKILL.md',
    ]);
    expect(contentOf(files, 'plugins/claude-code/hooks/hooks.json')).toBe(contentOf(files, 'hooks/hooks.json'));
    expect(installed.filter((f) => 'copyOf' in f).map((f) => ('copyOf' in f ? f.copyOf : ''))).toEqual([
      'hooks/bearing-hook.cjs',
      'hooks/bearing-te.cjs',
      'hooks/bearing-plan.cjs',
      'hooks/bearing-diagnostics.cjs',
      'hooks/bearing-trace.cjs',
      'hooks/bearing-record.cjs',
      'hooks/bearing-shell.cjs',
      'hooks/bearing-windows.cjs',
      'hooks/bearing-inline-code.cjs',
      'hooks/bearing-rules.cjs',
      'hooks/packs/git-history.json',
      'hooks/te-evaluator-child.cjs',
      'skills/bearing/SKILL.md',
    ]);
  });

  test('hooks/hooks.json registers the packaged hook for the events policies listen to here (session start, the tool gate, stops, compaction), nothing else', () => {
    const hooks = file('hooks/hooks.json').hooks as Record<string, Array<{ matcher?: string; hooks: Array<{ type: string; command: string }> }>>;
    const handlers = [...exploreHandlers(ClaudeCodeAdapter).values()];
    expect(Object.keys(hooks).sort()).toEqual(['PreCompact', 'PreToolUse', 'SessionStart', 'Stop', 'SubagentStop']);
    expect(Object.keys(hooks).every((event) => handlers.some((h) => h.nativeEvent === event && h.options.family))).toBe(true);
    for (const groups of Object.values(hooks)) {
      expect(groups).toEqual([{ hooks: [{ type: 'command', command: 'node "${CLAUDE_PLUGIN_ROOT}/hooks/bearing-hook.cjs" claude-code', timeout: 30 }] }]);
    }
    expect(hooks['WorktreeCreate']).toBeUndefined();
  });

  test('.claude-plugin/plugin.json has no hooks key (Claude Code loads hooks/hooks.json itself)', () => {
    const manifest = file('.claude-plugin/plugin.json');
    expect(manifest).toEqual({ name: 'bearing', version: pkg.version, description: pkg.description, author: { name: 'bearing contributors' }, license: 'MIT' });
    expect('hooks' in manifest).toBe(false);
  });
});
