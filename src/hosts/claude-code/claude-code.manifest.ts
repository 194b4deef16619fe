import { jsonFile, COMMAND_HOST_FILES, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';
import { hookCommand, listenedEvents, hooksDescription, pluginFields } from '../../packaging/manifest-parts';
import { ClaudeCodeAdapter } from './claude-code.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from './claude-code.descriptor';

/** The hooks file Claude Code (and Grok Build, which has Claude Code's plugin layout) loads from a plugin by itself. */
export const CLAUDE_HOOKS_FILE = 'hooks/hooks.json';

/**
 * The plugin folder the marketplace installs: the root's plugin files and the files they run, and no package.json.
 * Claude Code runs `npm ci` in a plugin folder that has a package.json and a lockfile, which at the repository's root
 * would install every development dependency bearing has (1.5 GB), although the plugin needs none.
 */
const CLAUDE_PLUGIN_DIR = 'plugins/claude-code';

/**
 * Claude Code's plugin files, generated from the adapter:
 * - `hooks/hooks.json` registers the packaged hook for every event the adapter maps to a route family;
 * - `.claude-plugin/plugin.json` has no `hooks` key (Claude Code loads `hooks/hooks.json` by itself and reports a
 *   duplicate if it is also listed) and no `skills` key (it reads `skills/` by itself too); `author` is what
 *   `claude plugin validate --strict` asks for;
 * - `.claude-plugin/marketplace.json` makes the repository its own marketplace, so that
 *   `claude plugin marketplace add <repo>` then `claude plugin install bearing@bearing` installs it, from
 *   CLAUDE_PLUGIN_DIR (the root stays a plugin for `claude --plugin-dir <repo>`).
 */
export function claudeCodeManifests(identity: PluginIdentity): ManifestFile[] {
  const command = hookCommand('${CLAUDE_PLUGIN_ROOT}', 'claude-code');
  const hooks = Object.fromEntries(
    listenedEvents(ClaudeCodeAdapter, CLAUDE_CODE_DESCRIPTOR, identity.policies).map((event) => [
      event,
      [{ hooks: [{ type: 'command', command, timeout: 30 }] }],
    ]),
  );
  const plugin = [
    jsonFile(CLAUDE_HOOKS_FILE, { description: hooksDescription(identity), hooks }),
    jsonFile('.claude-plugin/plugin.json', pluginFields(identity)),
  ];
  const installed = [
    ...plugin.map((f) => ({ ...f, path: `${CLAUDE_PLUGIN_DIR}/${f.path}` })),
    ...CLAUDE_CODE_FILES.map((f) => ({ path: `${CLAUDE_PLUGIN_DIR}/${f}`, copyOf: f })),
  ];
  const marketplace = (source: string) =>
    jsonFile('.claude-plugin/marketplace.json', {
      name: identity.name,
      description: hooksDescription(identity),
      owner: { name: identity.author },
      plugins: [{ name: identity.name, source, description: identity.description, category: 'productivity' }],
    });
  return [
    ...plugin,
    // In the repository the marketplace installs CLAUDE_PLUGIN_DIR; a folder vendored with --out is that plugin itself.
    { ...marketplace(`./${CLAUDE_PLUGIN_DIR}`), scope: 'repository' },
    { ...marketplace('./'), scope: 'out' },
    ...installed.map((f) => ({ ...f, scope: 'repository' as const })),
  ];
}

/** The package files claude-code's plugin folder runs besides its manifests (`bearing package --out`). */
export const CLAUDE_CODE_FILES: readonly string[] = COMMAND_HOST_FILES;
