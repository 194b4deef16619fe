import type { HostEntry } from '../../framework/host-entry';
import { COMMAND_HOST_FILES } from '../../framework/manifest-file';
import { KimiCodeAdapter } from './kimi-code.adapter';
import { KIMI_CODE_DESCRIPTOR } from './kimi-code.descriptor';
import { kimiCodeManifests } from './kimi-code.manifest';

/** Everything bearing asks of Kimi Code CLI: its adapter, descriptor and plugin files. */
export const KIMI_CODE_HOST: HostEntry = {
  id: 'kimi-code',
  transport: 'command',
  descriptor: KIMI_CODE_DESCRIPTOR,
  adapter: KimiCodeAdapter,
  manifests: kimiCodeManifests,
  files: COMMAND_HOST_FILES,
};
