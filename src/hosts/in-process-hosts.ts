import type { HostEntry } from './host-entry';
import { OPENCODE_HOST } from './opencode/opencode.host';
import { PI_HOST } from './pi/pi.host';

/** The hosts that load bearing into their own process: the in-process bundle's catalog (hooks/bearing-in-process.cjs). */
export const IN_PROCESS_HOSTS: readonly HostEntry[] = [PI_HOST, OPENCODE_HOST];
