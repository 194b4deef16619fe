import type { HostEntry } from '../host-entry';
import { OpenCodeAdapter } from './opencode.adapter';
import { createOpenCodePlugin } from './opencode.plugin';
import { join } from '../../platform/node-builtins';
import { OPENCODE_DESCRIPTOR } from './opencode.descriptor';
import { openCodeManifests, OPENCODE_FILES } from './opencode.manifest';
import { OPENCODE_SAMPLES } from './opencode.samples';
import { OPENCODE_INSTALLER } from './setup/opencode.installer';

/** Everything bearing asks of OpenCode: its adapter and descriptor (OpenCode reads the package root: package.json's `exports`). */
export const OPENCODE_HOST: HostEntry = {
  id: 'opencode',
  transport: 'in-process',
  descriptor: OPENCODE_DESCRIPTOR,
  manifests: openCodeManifests,
  files: OPENCODE_FILES,
  samples: OPENCODE_SAMPLES,
  installer: OPENCODE_INSTALLER,
  adapter: OpenCodeAdapter,
  inProcess: { file: 'opencode-plugin.cjs', plugin: (answer, packageRoot) => createOpenCodePlugin(answer, join(packageRoot, 'skills')) },
};
