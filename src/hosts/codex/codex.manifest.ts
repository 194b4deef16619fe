import { HOOK_BUNDLE, jsonFile, SKILLS_DIR, COMMAND_HOST_FILES, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';
import { listenedEvents, hooksDescription, pluginFields } from '../../packaging/manifest-parts';
import { CodexAdapter } from './codex.adapter';
import { CODEX_DESCRIPTOR } from './codex.descriptor';

/** Codex's own hooks file: the plugin manifest points here, so Codex never reads Claude Code's hooks/hooks.json. */
export const CODEX_HOOKS_FILE = 'hooks/codex-hooks.json';

/** Codex clamps SessionEnd (and Interrupt) hook timeouts to 1–3 s and warns above that. */
const SHORT_TIMEOUT_EVENTS = new Set(['SessionEnd', 'Interrupt']);

/**
 * Codex's plugin files, generated from the adapter:
 * - `hooks/codex-hooks.json` registers the packaged hook for every event the adapter maps to a route family,
 *   without a matcher (every tool). Codex refuses a hooks file with any root key but `description` and `hooks`.
 * - `.codex-plugin/plugin.json` names the plugin, its hooks file and its skills. Without that `hooks` entry Codex
 *   would load `hooks/hooks.json`, which is Claude Code's.
 * - `.agents/plugins/marketplace.json` makes the repository its own marketplace
 *   (`codex plugin marketplace add <repo>`, then `codex plugin add bearing@bearing`).
 * Plugin hooks run with `PLUGIN_ROOT` set to the installed copy.
 */
export function codexManifests(identity: PluginIdentity): ManifestFile[] {
  const command = `node "\${PLUGIN_ROOT}/${HOOK_BUNDLE}" codex`;
  const hooks = Object.fromEntries(
    listenedEvents(CodexAdapter, CODEX_DESCRIPTOR).map((event) => [event, [{ hooks: [{ type: 'command', command, timeout: SHORT_TIMEOUT_EVENTS.has(event) ? 3 : 30 }] }]]),
  );
  return [
    jsonFile(CODEX_HOOKS_FILE, { description: hooksDescription(identity), hooks }),
    jsonFile('.codex-plugin/plugin.json', { ...pluginFields(identity), hooks: `./${CODEX_HOOKS_FILE}`, skills: SKILLS_DIR }),
    jsonFile('.agents/plugins/marketplace.json', {
      name: identity.name,
      interface: { displayName: identity.name },
      plugins: [
        {
          name: identity.name,
          source: { source: 'local', path: './' },
          policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL', products: ['CODEX'] },
          category: 'Productivity',
        },
      ],
    }),
  ];
}

/** The package files codex's plugin folder runs besides its manifests (`bearing package --out`). */
export const CODEX_FILES: readonly string[] = COMMAND_HOST_FILES;
