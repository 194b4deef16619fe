import type { HostEntry } from '../host-entry';
import { KimiCodeAdapter } from './kimi-code.adapter';
import { KIMI_CODE_DESCRIPTOR } from './kimi-code.descriptor';
import { kimiCodeManifests, KIMI_CODE_FILES } from './kimi-code.manifest';
import { KIMI_CODE_SAMPLES } from './kimi-code.samples';
import { KIMI_CODE_INSTALLER } from './setup/kimi-code.installer';

/** Everything bearing asks of Kimi Code CLI: its adapter, descriptor and plugin files. */
export const KIMI_CODE_HOST: HostEntry = {
  id: 'kimi-code',
  transport: 'command',
  descriptor: KIMI_CODE_DESCRIPTOR,
  adapter: KimiCodeAdapter,
  manifests: kimiCodeManifests,
  files: KIMI_CODE_FILES,
  samples: KIMI_CODE_SAMPLES,
  installer: KIMI_CODE_INSTALLER,
};
