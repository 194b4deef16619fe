import type { HostEntry } from '../../../src/hosts/host-entry';
import { jsonFile } from '../../../src/framework/manifest-file';
import { AcmeAdapter } from './acme.adapter';
import { ACME_DESCRIPTOR } from './acme.descriptor';

/**
 * A host that is not one of bearing's, defined here in the test folder the way a host folder under src/hosts/
 * defines one: adapter, payload, descriptor, samples, manifests, and this entry (the one catalog line).
 */
export const ACME_HOST: HostEntry = {
  id: 'acme' as HostEntry['id'],
  transport: 'command',
  descriptor: ACME_DESCRIPTOR,
  adapter: AcmeAdapter,
  manifests: (identity) => [jsonFile('.acme/plugin.json', { name: identity.name, hooks: { beforeShell: 'bearing-hook acme' } })],
  samples: { shellCall: (command, cwd) => ({ event: 'beforeShell', dir: cwd, cmd: command }) },
};
