/**
 * Every hook event Cursor documents (https://cursor.com/docs/hooks, late-2026 text): 18 agent hooks, 2 Tab
 * hooks, 1 app-lifecycle hook. A hooks file must name only these: one unknown name can make Cursor drop the
 * whole file (cursor-agent 2026.09.10, receptron/mulmoterminal#2064).
 */
export const CURSOR_EVENTS = [
  'sessionStart',
  'sessionEnd',
  'preToolUse',
  'postToolUse',
  'postToolUseFailure',
  'subagentStart',
  'subagentStop',
  'beforeShellExecution',
  'afterShellExecution',
  'beforeMCPExecution',
  'afterMCPExecution',
  'beforeReadFile',
  'afterFileEdit',
  'beforeSubmitPrompt',
  'preCompact',
  'stop',
  'afterAgentResponse',
  'afterAgentThought',
  'beforeTabFileRead',
  'afterTabFileEdit',
  'workspaceOpen',
] as const;

/** Events whose per-hook `failClosed` option the docs describe (a crash, timeout or invalid JSON blocks). */
export const CURSOR_FAIL_CLOSED_EVENTS: ReadonlySet<string> = new Set(['beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile']);
