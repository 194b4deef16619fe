import type { HostEntry } from '../host-entry';
import { GrokBuildAdapter } from './grok-build.adapter';
import { GROK_BUILD_DESCRIPTOR } from './grok-build.descriptor';
import { isRunByGrokBuild } from './grok-hook-process';
import { grokBuildManifests, GROK_BUILD_FILES } from './grok-build.manifest';
import { GROK_BUILD_SAMPLES } from './grok-build.samples';
import { GROK_BUILD_INSTALLER } from './setup/grok-build.installer';

/** Everything bearing asks of Grok Build: its adapter, descriptor and plugin files. */
export const GROK_BUILD_HOST: HostEntry = {
  id: 'grok-build',
  transport: 'command',
  descriptor: GROK_BUILD_DESCRIPTOR,
  adapter: GrokBuildAdapter,
  // Grok runs Claude Code's and Cursor's hook files too, and says so in every hook process it starts.
  runsHooksOf: { hosts: ['claude-code', 'cursor'], running: isRunByGrokBuild },
  manifests: grokBuildManifests,
  files: GROK_BUILD_FILES,
  samples: GROK_BUILD_SAMPLES,
  installer: GROK_BUILD_INSTALLER,
};
