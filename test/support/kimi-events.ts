/**
 * The 20 hook events Kimi Code 2.1.0 defines and accepts in a hook entry (kimi-live.md §6.1): any other name makes it
 * drop the whole hooks section. Stated here from the host's evidence, not read from bearing's sources, so that the
 * tests hold those sources to it.
 */
export const KIMI_2_1_0_EVENTS: readonly string[] = [
  'UserPromptSubmit',
  'UserPromptQueued',
  'PreToolUse',
  'Stop',
  'TurnStarted',
  'PostToolUse',
  'PostToolUseFailure',
  'PermissionRequest',
  'PermissionResult',
  'SessionStart',
  'SessionEnd',
  'SessionHeartbeat',
  'SubagentStart',
  'SubagentStop',
  'TaskStarted',
  'StopFailure',
  'Interrupt',
  'PreCompact',
  'PostCompact',
  'Notification',
];
