import { readFileSync } from 'node:fs';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { join } from 'node:path';
import { codexManifests } from '../../../src/hosts/codex/codex.manifest';
import { CodexAdapter } from '../../../src/hosts/codex/codex.adapter';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { REPO_ROOT } from '../../support/fixtures';
import { jsonOf } from '../../support/manifests';
import { pluginIdentity } from '../../../src/packaging/plugin-files';

const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const files = codexManifests(pluginIdentity(REPO_ROOT, POLICY_CATALOG));
const file = (path: string) => jsonOf(files, path);
const COMMAND = 'node "${PLUGIN_ROOT}/hooks/bearing-hook.cjs" codex';

describe('Codex plugin manifests', () => {
  test('hooks/codex-hooks.json has only the root keys Codex accepts, and registers the events policies listen to on Codex, nothing else', () => {
    const hooksFile = file('hooks/codex-hooks.json');
    expect(Object.keys(hooksFile).sort()).toEqual(['description', 'hooks']);
    const handlers = [...exploreHandlers(CodexAdapter).values()];
    expect(Object.keys(hooksFile.hooks).sort()).toEqual(['PreCompact', 'PreToolUse', 'SessionStart', 'Stop', 'SubagentStop']);
    expect(Object.keys(hooksFile.hooks).every((event) => handlers.some((h) => h.nativeEvent === event && h.options.family))).toBe(true);
    expect(hooksFile.hooks['Interrupt']).toBeUndefined();
    for (const [event, groups] of Object.entries(hooksFile.hooks)) {
      // No matcher: every tool, apply_patch and MCP tools included. SessionEnd's timeout is clamped to 3 s by Codex.
      expect({ event, groups }).toEqual({ event, groups: [{ hooks: [{ type: 'command', command: COMMAND, timeout: event === 'SessionEnd' ? 3 : 30 }] }] });
    }
  });

  test(".codex-plugin/plugin.json points at the Codex hooks file, so Claude Code's hooks/hooks.json is never loaded by Codex", () => {
    expect(file('.codex-plugin/plugin.json')).toEqual({
      name: 'bearing',
      version: pkg.version,
      description: pkg.description,
      author: { name: 'bearing contributors' },
      license: 'MIT',
      hooks: './hooks/codex-hooks.json',
      skills: './skills/',
    });
  });

  test('the repository is its own marketplace, with the plugin at its root', () => {
    const marketplace = file('.agents/plugins/marketplace.json');
    expect(marketplace.name).toBe('bearing');
    expect(marketplace.plugins).toEqual([expect.objectContaining({ name: 'bearing', source: { source: 'local', path: './' } })]);
  });
});
