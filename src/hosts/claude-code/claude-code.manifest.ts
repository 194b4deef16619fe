import { HOOK_BUNDLE, jsonFile, COMMAND_HOST_FILES, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';
import { familyEvents, hooksDescription, pluginFields } from '../../packaging/manifest-parts';
import { ClaudeCodeAdapter } from './claude-code.adapter';

/** The hooks file Claude Code (and Grok Build, which has Claude Code's plugin layout) loads from a plugin by itself. */
export const CLAUDE_HOOKS_FILE = 'hooks/hooks.json';

/**
 * Claude Code's plugin files, generated from the adapter:
 * - `hooks/hooks.json` registers the packaged hook for every event the adapter maps to a route family;
 * - `.claude-plugin/plugin.json` has no `hooks` key (Claude Code loads `hooks/hooks.json` by itself and reports a
 *   duplicate if it is also listed) and no `skills` key (it reads `skills/` by itself too); `author` is what
 *   `claude plugin validate --strict` asks for;
 * - `.claude-plugin/marketplace.json` makes the repository its own marketplace, so that
 *   `claude plugin marketplace add <repo>` then `claude plugin install bearing@bearing` installs it.
 */
export function claudeCodeManifests(identity: PluginIdentity): ManifestFile[] {
  const command = `node "\${CLAUDE_PLUGIN_ROOT}/${HOOK_BUNDLE}" claude-code`;
  const hooks = Object.fromEntries(familyEvents(ClaudeCodeAdapter).map((event) => [event, [{ hooks: [{ type: 'command', command, timeout: 30 }] }]]));
  return [
    jsonFile(CLAUDE_HOOKS_FILE, { description: hooksDescription(identity), hooks }),
    jsonFile('.claude-plugin/plugin.json', pluginFields(identity)),
    jsonFile('.claude-plugin/marketplace.json', {
      name: identity.name,
      description: hooksDescription(identity),
      owner: { name: identity.author },
      plugins: [{ name: identity.name, source: './', description: identity.description, category: 'productivity' }],
    }),
  ];
}

/** The package files claude-code's plugin folder runs besides its manifests (`bearing package --out`). */
export const CLAUDE_CODE_FILES: readonly string[] = COMMAND_HOST_FILES;
