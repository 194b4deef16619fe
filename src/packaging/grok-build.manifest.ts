import { exploreHandlers } from '../framework/metadata/handler.explorer';
import type { Constructor } from '../framework/constructor';
import type { HostAdapter } from '../framework/host-adapter';
import { grokConfigKey } from '../hosts/grok-build/grok-event-names';
import { claudeCodeManifests } from './claude-code.manifest';
import { jsonFile, type ManifestFile, type PluginIdentity } from './manifest-file';

/**
 * Grok Build's plugin files. A Grok plugin has Claude Code's layout and Grok reads its `hooks/hooks.json` by
 * itself, so Grok runs the hooks file generated from the Claude Code adapter; under Grok those `claude-code`
 * commands answer as Grok (the Grok catalog entry's `runsHooksOf`). So the manifest has no `hooks` key (a second file
 * would start two bearing processes per Grok event), and generation fails if that shared file misses an event
 * the Grok adapter maps to a route family.
 */
export function grokBuildManifests(grokAdapter: Constructor<HostAdapter>, claudeAdapter: Constructor<HostAdapter>, identity: PluginIdentity): ManifestFile[] {
  const shared = claudeCodeManifests(claudeAdapter, identity).find((f) => f.path === 'hooks/hooks.json');
  const registered = new Set(Object.keys((JSON.parse(shared?.content ?? '{}') as { hooks?: object }).hooks ?? {}));
  const missing = [...exploreHandlers(grokAdapter).values()]
    .filter((h) => h.options.family !== undefined)
    .map((h) => grokConfigKey(h.nativeEvent))
    .filter((key) => !registered.has(key));
  if (missing.length > 0) throw new Error(`hooks/hooks.json does not register ${missing.join(', ')}, which Grok Build needs`);
  return [
    jsonFile('.grok-plugin/plugin.json', {
      name: identity.name,
      version: identity.version,
      description: identity.description,
      license: 'MIT',
    }),
  ];
}
