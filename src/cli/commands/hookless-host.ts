import { HOST_CATALOG } from '../../hosts/host-catalog';

/**
 * Why a host bearing knows has no hook command to run or check, or undefined for one that has (or an id bearing
 * does not know, which is the usual "unknown" error's).
 */
export function hooklessHost(id: string): string | undefined {
  const host = HOST_CATALOG.find((h) => h.id === id);
  if (host?.transport === 'skills') return `${host.descriptor.displayName} runs no hooks (bearing gives it the skill only)`;
  if (host?.transport === 'in-process') return `${host.descriptor.displayName} runs bearing inside its own process (a plugin), not as a hook command`;
  return undefined;
}
