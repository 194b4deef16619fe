import type { HostEntry } from '../framework/host-entry';
import { ClaudeCodeAdapter } from './claude-code/claude-code.adapter';
import { CodexAdapter } from './codex/codex.adapter';
import { CursorAdapter } from './cursor/cursor.adapter';
import { GrokBuildAdapter } from './grok-build/grok-build.adapter';
import { isRunByGrokBuild } from './grok-build/grok-hook-process';
import { KimiCodeAdapter } from './kimi-code/kimi-code.adapter';

/**
 * The hosts bearing serves. Only the running host's adapter is constructed. Its module is not loaded
 * lazily: measured with the compile cache, evaluating every host's classes costs less than the lazy
 * module wrappers the bundler would add (10 KiB for hosts and policies together).
 */
export const HOST_CATALOG: readonly HostEntry[] = [
  { id: 'claude-code', adapter: ClaudeCodeAdapter },
  { id: 'cursor', adapter: CursorAdapter },
  { id: 'grok-build', adapter: GrokBuildAdapter, runsHooksOf: { hosts: ['claude-code', 'cursor'], running: isRunByGrokBuild } },
  { id: 'codex', adapter: CodexAdapter },
  { id: 'kimi-code', adapter: KimiCodeAdapter },
];
