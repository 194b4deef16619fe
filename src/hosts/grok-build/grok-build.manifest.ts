import type { Constructor } from '../../platform/constructor';
import type { HostAdapter } from '../../framework/host-adapter';
import { jsonFile, COMMAND_HOST_FILES, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';
import { listenedEvents, pluginFields } from '../../packaging/manifest-parts';
import { ClaudeCodeAdapter } from '../claude-code/claude-code.adapter';
import { CLAUDE_HOOKS_FILE } from '../claude-code/claude-code.manifest';
import { GrokBuildAdapter } from './grok-build.adapter';
import { GROK_BUILD_DESCRIPTOR } from './grok-build.descriptor';
import { CLAUDE_CODE_DESCRIPTOR } from '../claude-code/claude-code.descriptor';
import { grokConfigKey } from './grok-event-names';

/**
 * Grok Build's plugin files. A Grok plugin has Claude Code's layout and Grok reads its `hooks/hooks.json` by
 * itself, so Grok runs the hooks file generated from the Claude Code adapter; under Grok those `claude-code`
 * commands answer as Grok (the Grok catalog entry's `runsHooksOf`). So the manifest has no `hooks` key (a second file
 * would start two bearing processes per Grok event), and generation fails if that shared file misses an event
 * the Grok adapter maps to a route family (`grok`: a test passes a variant to see that refusal).
 */
export function grokBuildManifests(identity: PluginIdentity, grok: Constructor<HostAdapter> = GrokBuildAdapter): ManifestFile[] {
  const registered = new Set(listenedEvents(ClaudeCodeAdapter, CLAUDE_CODE_DESCRIPTOR, identity.policies));
  const missing = listenedEvents(grok, GROK_BUILD_DESCRIPTOR, identity.policies)
    .map(grokConfigKey)
    .filter((key) => !registered.has(key));
  if (missing.length > 0) throw new Error(`hooks/hooks.json does not register ${missing.join(', ')}, which Grok Build needs`);
  return [jsonFile('.grok-plugin/plugin.json', pluginFields(identity))];
}

/** The package files grok-build's plugin folder runs besides its manifests (`bearing package --out`). */
export const GROK_BUILD_FILES: readonly string[] = [...COMMAND_HOST_FILES, CLAUDE_HOOKS_FILE];
