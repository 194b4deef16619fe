import { kimiCodeManifests } from '../../../src/hosts/kimi-code/kimi-code.manifest';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { REPO_ROOT } from '../../support/fixtures';
import { contentOf } from '../../support/manifests';
import { pluginIdentity } from '../../../src/packaging/plugin-files';
import { KIMI_2_1_0_EVENTS } from '../../support/kimi-events';

const files = kimiCodeManifests(pluginIdentity(REPO_ROOT, POLICY_CATALOG));
const content = (path: string) => contentOf(files, path);
const KIMI_2_1_0_EVENT_SET = new Set(KIMI_2_1_0_EVENTS);
// Kimi Code claims nothing enforced: only the guard (agent-guided) and the binding before a compaction run there.
const registered = ['PreCompact', 'PreToolUse'];

/** The `[[hooks]]` tables of the TOML file, as key → value maps (the file is generated flat: one `key = "value"` a line). */
function tomlTables(text: string): Array<Record<string, unknown>> {
  return text
    .split(/^\[\[hooks\]\]$/m)
    .slice(1)
    .map((table) =>
      Object.fromEntries(
        table
          .trim()
          .split('\n')
          .filter((l) => l && !l.startsWith('#'))
          .map((l) => {
            const [key, value] = l.split(' = ');
            return [key!, JSON.parse(value!)];
          }),
      ),
    );
}

describe('Kimi Code plugin manifest and [[hooks]] tables', () => {
  test('the plugin registers the packaged hook for the events policies listen to on Kimi Code, with only the keys 2.1.0 knows', () => {
    const manifest = JSON.parse(content('.kimi-plugin/plugin.json'));
    expect(manifest.name).toMatch(/^[a-z0-9][a-z0-9_-]{0,63}$/);
    expect(manifest.hooks.map((h: { event: string }) => h.event)).toEqual(registered);
    for (const entry of manifest.hooks) {
      expect(entry).toEqual({ event: entry.event, command: 'node "${KIMI_PLUGIN_ROOT}/hooks/bearing-hook.cjs" kimi-code', timeout: 30 });
      expect(KIMI_2_1_0_EVENT_SET.has(entry.event)).toBe(true);
    }
  });

  test('the TOML tables register the same events, with the same keys, calling the `bearing-hook` bin from PATH', () => {
    const tables = tomlTables(content('hooks/kimi-code.hooks.toml'));
    expect(tables.map((t) => t['event'])).toEqual(registered);
    for (const table of tables) expect(table).toEqual({ event: table['event'], command: 'bearing-hook kimi-code', timeout: 30 });
  });
});
