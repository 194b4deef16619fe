import type { HostEntry } from '../../framework/host-entry';
import { COMMAND_HOST_FILES } from '../../framework/manifest-file';
import { ClaudeCodeAdapter } from './claude-code.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from './claude-code.descriptor';
import { claudeCodeManifests } from './claude-code.manifest';

/** Everything bearing asks of Claude Code: its adapter, descriptor and plugin files. */
export const CLAUDE_CODE_HOST: HostEntry = {
  id: 'claude-code',
  transport: 'command',
  descriptor: CLAUDE_CODE_DESCRIPTOR,
  adapter: ClaudeCodeAdapter,
  manifests: claudeCodeManifests,
  files: COMMAND_HOST_FILES,
};
