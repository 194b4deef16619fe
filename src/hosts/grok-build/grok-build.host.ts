import type { HostEntry } from '../../framework/host-entry';
import { COMMAND_HOST_FILES } from '../../framework/manifest-file';
import { CLAUDE_HOOKS_FILE } from '../claude-code/claude-code.manifest';
import { GrokBuildAdapter } from './grok-build.adapter';
import { GROK_BUILD_DESCRIPTOR } from './grok-build.descriptor';
import { isRunByGrokBuild } from './grok-hook-process';
import { grokBuildManifests } from './grok-build.manifest';

/** Everything bearing asks of Grok Build: its adapter, descriptor and plugin files. */
export const GROK_BUILD_HOST: HostEntry = {
  id: 'grok-build',
  transport: 'command',
  descriptor: GROK_BUILD_DESCRIPTOR,
  adapter: GrokBuildAdapter,
  // Grok runs Claude Code's and Cursor's hook files too, and says so in every hook process it starts.
  runsHooksOf: { hosts: ['claude-code', 'cursor'], running: isRunByGrokBuild },
  manifests: grokBuildManifests,
  files: [...COMMAND_HOST_FILES, CLAUDE_HOOKS_FILE],
};
