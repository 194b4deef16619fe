import type { HostEntry } from '../../framework/host-entry';
import { IN_PROCESS_HOST_FILES } from '../../framework/manifest-file';
import { OpenCodeAdapter } from './opencode.adapter';
import { OPENCODE_DESCRIPTOR } from './opencode.descriptor';
import { openCodeManifests, OPENCODE_PLUGIN } from './opencode.manifest';

/** Everything bearing asks of OpenCode: its adapter and descriptor (OpenCode reads the package root: package.json's `exports`). */
export const OPENCODE_HOST: HostEntry = {
  id: 'opencode',
  transport: 'in-process',
  descriptor: OPENCODE_DESCRIPTOR,
  manifests: openCodeManifests,
  files: [...IN_PROCESS_HOST_FILES, OPENCODE_PLUGIN],
  adapter: OpenCodeAdapter,
};
