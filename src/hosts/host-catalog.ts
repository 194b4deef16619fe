import type { HostEntry } from './host-entry';
import { COMMAND_HOSTS } from './command-hosts';
import { IN_PROCESS_HOSTS } from './in-process-hosts';
import { SKILLS_HOSTS } from './skills-hosts';

/**
 * Every host bearing knows, by how it runs bearing (HostEntry.transport). A host is its folder under src/hosts/
 * and one line in the list of its transport; the CLI, the manifests and every cross-host test read this catalog.
 * Each packaged hook imports only its own list, so a hook never carries another transport's hosts.
 */
export const HOST_CATALOG: readonly HostEntry[] = [...COMMAND_HOSTS, ...IN_PROCESS_HOSTS, ...SKILLS_HOSTS];
