import type { RuntimeEnvironment } from '../../platform/runtime-environment';

/**
 * Grok Build's runner injects GROK_HOOK_EVENT into every hook process it starts, including the hooks it reads
 * from Claude Code's and Cursor's files, and no user setting can override it (user guide 10-hooks.md,
 * "Runner-injected variables"). It marks a hook run by Grok, not a Grok session: a shell command the agent
 * runs does not carry it. Grok's catalog entry (grok-build.host.ts) names it, so the check costs one lookup.
 */
export const GROK_HOOK_EVENT_VARIABLE = 'GROK_HOOK_EVENT';

export function isRunByGrokBuild(environment: RuntimeEnvironment): boolean {
  const value = environment[GROK_HOOK_EVENT_VARIABLE];
  return typeof value === 'string' && value.length > 0;
}
