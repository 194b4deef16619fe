import type { HostEntry } from '../host-entry';
import { AGY_DESCRIPTOR } from './agy.descriptor';
import { agyManifests } from './agy.manifest';
import { AGY_INSTALLER } from './setup/agy.installer';

/** AGY: the skill only (no adapter: bearing has no hook contract it could keep there). */
export const AGY_HOST: HostEntry = {
  id: 'agy',
  transport: 'skills',
  descriptor: AGY_DESCRIPTOR,
  manifests: agyManifests,
  installer: AGY_INSTALLER,
};
