/** How Cursor lets a hook refuse or redirect one event (https://cursor.com/docs/hooks, per-event output). */
type CursorStopChannel =
  /** `permission: "deny"` + `user_message` (+ `agent_message` where listed), and exit 2, which Cursor reads as the same deny. */
  | 'permission'
  /** `continue: false` + `user_message` (beforeSubmitPrompt). */
  | 'prompt-continue'
  /** `followup_message`: sent as the next user message. It does not refuse the stop; the agent may simply stop again. */
  | 'followup';

/** What one native event honours. A field not listed here is never written for that event. */
export interface CursorReplyRule {
  readonly stop?: CursorStopChannel;
  /** `permission: "ask"` is enforced (shell and MCP gates; preToolUse accepts it but does not enforce it). */
  readonly ask?: true;
  /** `agent_message` goes with a permission answer. */
  readonly agentMessage?: true;
  /** A followup is used only when the payload's `status` is `completed` (subagentStop). */
  readonly completedOnly?: true;
  /** `additional_context`. */
  readonly context?: true;
  /** `user_message` on its own, shown to the user (preCompact). */
  readonly notice?: true;
}

/** Every event with a route family, with exactly the fields Cursor honours on it. */
export const CURSOR_REPLY_RULES: Readonly<Record<string, CursorReplyRule>> = {
  sessionStart: { context: true },
  sessionEnd: {},
  preToolUse: { stop: 'permission', agentMessage: true },
  postToolUse: { context: true },
  postToolUseFailure: {},
  subagentStart: { stop: 'permission' },
  subagentStop: { stop: 'followup', completedOnly: true },
  beforeShellExecution: { stop: 'permission', ask: true, agentMessage: true },
  afterShellExecution: {},
  beforeMCPExecution: { stop: 'permission', ask: true, agentMessage: true },
  afterMCPExecution: {},
  beforeReadFile: { stop: 'permission' },
  afterFileEdit: {},
  beforeSubmitPrompt: { stop: 'prompt-continue' },
  preCompact: { notice: true },
  stop: { stop: 'followup' },
  workspaceOpen: {},
};

/** Cursor documents no text limit; bearing keeps its messages within what Claude Code, whose protocol Cursor mirrors, accepts. */
export const CURSOR_TEXT_LIMIT = 10_000;

/**
 * Added to the agent's message when bearing refuses a call only because it could not check it (fail-closed):
 * the refusal itself says nothing about what the agent should do next.
 */
export const FAIL_CLOSED_GUIDANCE =
  'This is not a verdict on the call itself. Retry it once; if it is refused again, stop and tell the user that the ' +
  "bearing hook is failing (Cursor's Hooks output channel shows its one-line diagnostic).";
