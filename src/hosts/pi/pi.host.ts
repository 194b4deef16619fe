import type { HostEntry } from '../../framework/host-entry';
import { IN_PROCESS_HOST_FILES } from '../../framework/manifest-file';
import { PiAdapter } from './pi.adapter';
import { PI_DESCRIPTOR } from './pi.descriptor';
import { piManifests, PI_EXTENSION } from './pi.manifest';

/** Everything bearing asks of Pi: its adapter and descriptor (Pi reads the package root: package.json's `pi` key). */
export const PI_HOST: HostEntry = {
  id: 'pi',
  transport: 'in-process',
  descriptor: PI_DESCRIPTOR,
  manifests: piManifests,
  files: [...IN_PROCESS_HOST_FILES, PI_EXTENSION],
  adapter: PiAdapter,
};
