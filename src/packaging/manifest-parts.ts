import type { Constructor } from '../platform/constructor';
import type { HostAdapter } from '../framework/host-adapter';
import { HOOK_BUNDLE, type PluginIdentity } from '../framework/manifest-file';
import { exploreHandlers } from '../framework/metadata/handler.explorer';
import { hostServes, type PolicyEntry } from '../framework/policy';
import type { HostDescriptor } from '../protocol/host-capability';

/**
 * The native events a host's hooks file registers, sorted: those whose family some policy listens to and that host
 * serves it (PolicyEntry.needs). Every other event would start a process per call only to be answered neutrally (a
 * PostToolUse after every tool call); a deferred one could even be harmed (Claude Code's WorktreeCreate takes the
 * hook's stdout as a path). The policies are the caller's to hand in (PluginIdentity.policies): packaging stands
 * below the policies and knows none of them.
 */
export function listenedEvents(adapter: Constructor<HostAdapter>, descriptor: HostDescriptor, policies: readonly PolicyEntry[]): string[] {
  return [...exploreHandlers(adapter).values()]
    .filter(({ options: { family } }) => family !== undefined && policies.some((p) => p.families.includes(family) && hostServes(p, descriptor, family)))
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

/**
 * The command line a host runs for the packaged hook: `node "<root>/hooks/bearing-hook.cjs" <args>`. `root` is what
 * goes between the quotes: a host's plugin-root variable in a plugin's hooks file, or bearing's absolute folder in a
 * host's own configuration (`bearing install`), so a plugin and an install run the same command.
 */
export function hookCommand(root: string, ...args: string[]): string {
  return [`node "${root}/${HOOK_BUNDLE}"`, ...args].join(' ');
}
