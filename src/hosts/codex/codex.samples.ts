import type { HostSamples } from '../host-entry';

/** Codex's payloads, as the live capture of 0.169.0 shows them (fixtures/codex/live/). */
export const CODEX_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({
    session_id: 'sample-session',
    turn_id: 'sample-turn',
    transcript_path: null,
    cwd,
    hook_event_name: 'PreToolUse',
    model: 'gpt-5.5',
    permission_mode: 'bypassPermissions',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: 'call_sample',
  }),
};
