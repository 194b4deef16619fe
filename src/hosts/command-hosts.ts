import type { HostEntry } from './host-entry';
import { CLAUDE_CODE_HOST } from './claude-code/claude-code.host';
import { CODEX_HOST } from './codex/codex.host';
import { CURSOR_HOST } from './cursor/cursor.host';
import { GROK_BUILD_HOST } from './grok-build/grok-build.host';
import { KIMI_CODE_HOST } from './kimi-code/kimi-code.host';

/**
 * The hosts that run bearing as a hook command per event: the packaged hook's catalog (hooks/bearing-hook.cjs
 * loads these and no other host). Only the running host's adapter is constructed. Its module is not loaded
 * lazily: measured with the compile cache, evaluating every host's classes costs less than the lazy module
 * wrappers the bundler would add (10 KiB for hosts and policies together).
 */
export const COMMAND_HOSTS: readonly HostEntry[] = [CLAUDE_CODE_HOST, CURSOR_HOST, GROK_BUILD_HOST, CODEX_HOST, KIMI_CODE_HOST];
