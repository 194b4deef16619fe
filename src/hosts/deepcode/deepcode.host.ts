import type { HostEntry } from '../host-entry';
import { DEEPCODE_DESCRIPTOR } from './deepcode.descriptor';
import { deepcodeManifests } from './deepcode.manifest';
import { DEEPCODE_INSTALLER } from './setup/deepcode.installer';

/** DeepCode: the skill only (it has no hook API). */
export const DEEPCODE_HOST: HostEntry = {
  id: 'deepcode',
  transport: 'skills',
  descriptor: DEEPCODE_DESCRIPTOR,
  manifests: deepcodeManifests,
  installer: DEEPCODE_INSTALLER,
};
