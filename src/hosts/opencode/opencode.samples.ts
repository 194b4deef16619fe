import type { HostSamples } from '../host-entry';

/** What bearing's OpenCode plugin passes on (opencode.plugin.ts): the hook's input and the tool's arguments. */
export const OPENCODE_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({
    hook: 'tool.execute.before',
    tool: 'bash',
    sessionID: 'ses_sample',
    callID: 'call_sample',
    args: { command, description: 'sample' },
    directory: cwd,
  }),
};
