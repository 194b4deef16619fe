import type { HostSamples } from '../host-entry';

/** What bearing's Pi extension passes on (pi.extension.ts): Pi's event object, plus the session's cwd and id. */
export const PI_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({ type: 'tool_call', toolName: 'bash', toolCallId: 'call_sample', input: { command }, cwd, sessionId: 'sample-session' }),
};
