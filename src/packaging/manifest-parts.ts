import type { Constructor } from '../platform/constructor';
import type { HostAdapter } from '../framework/host-adapter';
import type { PluginIdentity } from '../framework/manifest-file';
import { exploreHandlers } from '../framework/metadata/handler.explorer';

/**
 * The native events an adapter maps to a route family, sorted: what a host's hooks file registers (deferred
 * events stay unregistered: Claude Code's WorktreeCreate, for one, would take the hook's stdout as a path).
 */
export function familyEvents(adapter: Constructor<HostAdapter>): string[] {
  return [...exploreHandlers(adapter).values()]
    .filter((h) => h.options.family !== undefined)
    .map((h) => h.nativeEvent)
    .sort();
}

/** The fields every host's plugin manifest names bearing by. */
export function pluginFields(identity: PluginIdentity): Record<string, unknown> {
  return { name: identity.name, version: identity.version, description: identity.description, author: { name: identity.author }, license: 'MIT' };
}

/** The `description` of a hooks file. */
export function hooksDescription(identity: PluginIdentity): string {
  return `${identity.name}: one set of agent-workflow policies for every host`;
}
