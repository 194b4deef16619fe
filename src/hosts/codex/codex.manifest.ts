import { jsonFile, SKILLS_DIR, COMMAND_HOST_FILES, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';
import type { PolicyEntry } from '../../framework/policy';
import { hookCommand, listenedEvents, hooksDescription, pluginFields } from '../../packaging/manifest-parts';
import { CodexAdapter } from './codex.adapter';
import { CODEX_DESCRIPTOR } from './codex.descriptor';

/** Codex's own hooks file: the plugin manifest points here, so Codex never reads Claude Code's hooks/hooks.json. */
const CODEX_HOOKS_FILE = 'hooks/codex-hooks.json';

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
  return [
    jsonFile(CODEX_HOOKS_FILE, { description: hooksDescription(identity), hooks: codexHookGroups('${PLUGIN_ROOT}', identity.policies) }),
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

/** One matcher group of a Codex hooks file (bearing's have no matcher: every tool) and its command handlers. */
export interface CodexHookGroup {
  readonly matcher?: string;
  readonly hooks: ReadonlyArray<{ readonly type: 'command'; readonly command: string; readonly timeout: number }>;
}

/**
 * bearing's groups of a Codex hooks file, by event, running the packaged hook under `root` (`${PLUGIN_ROOT}` in
 * the plugin, bearing's folder in a user's own hooks.json: `bearing install --host codex`), for the events `policies`
 * listen to.
 */
export function codexHookGroups(root: string, policies: readonly PolicyEntry[]): Record<string, CodexHookGroup[]> {
  const command = hookCommand(root, 'codex');
  return Object.fromEntries(
    listenedEvents(CodexAdapter, CODEX_DESCRIPTOR, policies).map((event) => [
      event,
      [{ hooks: [{ type: 'command' as const, command, timeout: SHORT_TIMEOUT_EVENTS.has(event) ? 3 : 30 }] }],
    ]),
  );
}

/** The package files codex's plugin folder runs besides its manifests (`bearing package --out`). */
export const CODEX_FILES: readonly string[] = COMMAND_HOST_FILES;
