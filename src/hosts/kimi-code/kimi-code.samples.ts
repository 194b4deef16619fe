import type { HostSamples } from '../host-entry';

/** Kimi Code's payloads, as the live capture of 2.1.0 shows them (fixtures/kimi-code/live/). */
export const KIMI_CODE_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({
    hook_event_name: 'PreToolUse',
    session_id: 'sample-session',
    cwd,
    client_type: 'kimi_code_cli',
    tool_name: 'Bash',
    tool_input: { command },
    tool_call_id: 'call_sample',
  }),
};
