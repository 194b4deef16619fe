import type { HostEntry } from '../host-entry';
import { PiAdapter } from './pi.adapter';
import { createPiExtension } from './pi.extension';
import { PI_DESCRIPTOR } from './pi.descriptor';
import { piManifests, PI_FILES } from './pi.manifest';
import { PI_SAMPLES } from './pi.samples';
import { PI_INSTALLER } from './setup/pi.installer';

/** Everything bearing asks of Pi: its adapter and descriptor (Pi reads the package root: package.json's `pi` key). */
export const PI_HOST: HostEntry = {
  id: 'pi',
  transport: 'in-process',
  descriptor: PI_DESCRIPTOR,
  manifests: piManifests,
  files: PI_FILES,
  samples: PI_SAMPLES,
  installer: PI_INSTALLER,
  adapter: PiAdapter,
  inProcess: { file: 'pi-extension.cjs', plugin: (answer) => createPiExtension(answer) },
};
