import { exploreHandlers } from '../framework/metadata/handler.explorer';
import type { Constructor } from '../framework/constructor';
import type { HostAdapter } from '../framework/host-adapter';
import { HOOK_BUNDLE, jsonFile, type ManifestFile, type PluginIdentity } from './manifest-file';

/**
 * Claude Code's plugin files, generated from the adapter: `hooks/hooks.json` registers the packaged hook
 * for every event the adapter maps to a route family (deferred events stay unregistered: WorktreeCreate,
 * for one, would take the hook's stdout as a path). `.claude-plugin/plugin.json` has no `hooks` key:
 * Claude Code loads `hooks/hooks.json` by itself and reports a duplicate if it is also listed.
 */
export function claudeCodeManifests(adapter: Constructor<HostAdapter>, identity: PluginIdentity): ManifestFile[] {
  const command = `node "\${CLAUDE_PLUGIN_ROOT}/${HOOK_BUNDLE}" claude-code`;
  const events = [...exploreHandlers(adapter).values()]
    .filter((h) => h.options.family !== undefined)
    .map((h) => h.nativeEvent)
    .sort();
  const hooks = Object.fromEntries(events.map((event) => [event, [{ hooks: [{ type: 'command', command, timeout: 30 }] }]]));
  return [
    jsonFile('hooks/hooks.json', { description: `${identity.name}: one set of agent-workflow policies for every host`, hooks }),
    jsonFile('.claude-plugin/plugin.json', {
      name: identity.name,
      version: identity.version,
      description: identity.description,
      license: 'MIT',
    }),
  ];
}
