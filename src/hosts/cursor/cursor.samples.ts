import type { HostSamples } from '../host-entry';

/** Cursor's payloads, as its documentation shows them (fixtures/cursor/docs/): the shell gate. */
export const CURSOR_SAMPLES: HostSamples = {
  shellCall: (command, cwd) => ({
    conversation_id: 'sample-conversation',
    generation_id: 'sample-generation',
    workspace_roots: [cwd],
    hook_event_name: 'beforeShellExecution',
    command,
    cwd,
    sandbox: false,
  }),
};
