import type { HostSamples } from '../host-entry';

/** Grok Build's payloads, as its user guide shows them (fixtures/grok-build/docs/): camelCase, snake_case event value. */
export const GROK_BUILD_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({
    hookEventName: 'pre_tool_use',
    sessionId: 'sample-session',
    cwd,
    workspaceRoot: cwd,
    timestamp: '2026-12-01T00:00:00Z',
    permissionMode: 'default',
    toolName: 'run_terminal_command',
    toolInput: { command },
    toolUseId: 'call_sample',
    toolInputTruncated: false,
  }),
};
