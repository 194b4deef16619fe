import type { HostSamples } from '../host-entry';

/** Claude Code's payloads, as the live capture of 2.1.328 shows them (fixtures/claude-code/live/). */
export const CLAUDE_CODE_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({
    session_id: 'sample-session',
    transcript_path: '/tmp/sample-session.jsonl',
    cwd,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'sample' },
    tool_use_id: 'toolu_sample',
  }),
};
