import type { Constructor } from '../../platform/constructor';
import type { HostAdapter } from '../../framework/host-adapter';
import { jsonFile, COMMAND_HOST_FILES, type ManifestFile, type PluginIdentity } from '../../framework/manifest-file';
import type { PolicyEntry } from '../../framework/policy';
import { hookCommand, listenedEvents, pluginFields } from '../../packaging/manifest-parts';
import { CursorAdapter } from './cursor.adapter';
import { CURSOR_DESCRIPTOR } from './cursor.descriptor';
import { CURSOR_EVENTS, CURSOR_FAIL_CLOSED_EVENTS } from './cursor-events';

/** The hooks file of the Cursor plugin; not hooks/hooks.json, which is Claude Code's (and Grok's) and would void Cursor's. */
export const CURSOR_HOOKS_FILE = 'hooks/cursor.hooks.json';

/**
 * Events the adapter decodes but the plugin does not register, and why. A hooks file that names an event the
 * running Cursor does not know can be dropped whole, losing the shell gate with it.
 */
export const CURSOR_UNREGISTERED: Readonly<Record<string, string>> = {
  workspaceOpen: 'newest event (late-2026 docs) and no channel bearing could use',
  // The payload carries the whole file; registered fail-closed, a file over the stdin cap could not be read at all.
  beforeReadFile: 'no policy reads files, and its payload carries the file, so a large one would be refused fail-closed',
};

/**
 * Cursor's plugin files, generated from the adapter: `.cursor-plugin/plugin.json` points at its own hooks file
 * (an explicit `hooks` entry replaces the default `hooks/hooks.json`), which registers the packaged hook once per
 * event that has a route family: `version: 1`, documented event names only, one entry per event (Cursor has run
 * only the first entry of an array). Each command names its event, so a gate that cannot read its payload still
 * knows it is one; the gates whose docs describe `failClosed` set it, so a crashed hook blocks too. `adapter`: a
 * test passes a variant of the Cursor adapter to see generation refuse an undocumented event.
 */
export function cursorManifests(identity: PluginIdentity, adapter: Constructor<HostAdapter> = CursorAdapter): ManifestFile[] {
  return [
    jsonFile(CURSOR_HOOKS_FILE, { version: 1, hooks: cursorHookEntries('${CURSOR_PLUGIN_ROOT}', identity.policies, adapter) }),
    jsonFile('.cursor-plugin/plugin.json', { ...pluginFields(identity), hooks: `./${CURSOR_HOOKS_FILE}` }),
  ];
}

/** One Cursor hook entry: the command Cursor runs and its options. */
export interface CursorHookEntry {
  readonly command: string;
  readonly timeout: number;
  readonly failClosed?: true;
}

/**
 * bearing's entries of a Cursor hooks file, by event, running the packaged hook under `root` (the plugin root's
 * variable in the plugin, bearing's folder in a user's own hooks.json: `bearing install --host cursor`), for the events
 * `policies` listen to.
 */
export function cursorHookEntries(
  root: string,
  policies: readonly PolicyEntry[],
  adapter: Constructor<HostAdapter> = CursorAdapter,
): Record<string, CursorHookEntry[]> {
  const documented = new Set<string>(CURSOR_EVENTS);
  const events = listenedEvents(adapter, CURSOR_DESCRIPTOR, policies).filter((event) => !(event in CURSOR_UNREGISTERED));
  const unknown = events.filter((event) => !documented.has(event));
  if (unknown.length > 0) throw new Error(`Cursor does not document ${unknown.join(', ')}; one unknown event can void its hooks file`);
  return Object.fromEntries(
    events.map((event) => [
      event,
      [{ command: hookCommand(root, 'cursor', '--event', event), timeout: 30, ...(CURSOR_FAIL_CLOSED_EVENTS.has(event) && { failClosed: true as const }) }],
    ]),
  );
}

/** The package files cursor's plugin folder runs besides its manifests (`bearing package --out`). */
export const CURSOR_FILES: readonly string[] = COMMAND_HOST_FILES;
