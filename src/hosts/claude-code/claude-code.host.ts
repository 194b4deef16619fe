import type { HostEntry } from '../host-entry';
import { ClaudeCodeAdapter } from './claude-code.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from './claude-code.descriptor';
import { claudeCodeManifests, CLAUDE_CODE_FILES } from './claude-code.manifest';
import { CLAUDE_CODE_SAMPLES } from './claude-code.samples';
import { CLAUDE_CODE_INSTALLER } from './setup/claude-code.installer';

/** Everything bearing asks of Claude Code: its adapter, descriptor and plugin files. */
export const CLAUDE_CODE_HOST: HostEntry = {
  id: 'claude-code',
  transport: 'command',
  descriptor: CLAUDE_CODE_DESCRIPTOR,
  adapter: ClaudeCodeAdapter,
  manifests: claudeCodeManifests,
  files: CLAUDE_CODE_FILES,
  samples: CLAUDE_CODE_SAMPLES,
  installer: CLAUDE_CODE_INSTALLER,
};
