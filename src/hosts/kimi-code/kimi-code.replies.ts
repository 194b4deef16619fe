import type { ReplyRule } from '../claude-dialect/rule-reply';

/**
 * How Kimi Code 2.1.0 lets a hook act on one event (kimi-live.md §3, §6). Its runner reads only `message`,
 * `hookSpecificOutput.message`, `permissionDecision` and `permissionDecisionReason`: there is no
 * additionalContext, allow, updatedInput or user-notice channel. Only PreToolUse, UserPromptSubmit and
 * Stop can block; on every other event output and exit code are ignored.
 */
export interface KimiReplyRule extends ReplyRule {
  /** Deny and block verdicts as `hookSpecificOutput.permissionDecision: "deny"` + reason, exit 0. */
  readonly stop?: 'permission-decision';
  /** Context as plain text on stdout, which Kimi adds before the prompt in a `<hook_result>` message. */
  readonly context?: 'text';
  readonly ask?: never;
  readonly notice?: never;
}

/** Every event bearing answers; events not listed with a field are observe-only. */
export const KIMI_REPLY_RULES: Readonly<Record<string, KimiReplyRule>> = {
  PreToolUse: { stop: 'permission-decision' },
  UserPromptSubmit: { stop: 'permission-decision', context: 'text' },
  Stop: { stop: 'permission-decision' },
  // Documented as a context channel, but 2.1.0 awaits SessionStart hooks and ignores their output (live).
  SessionStart: {},
  SessionEnd: {},
  PostToolUse: {},
  PostToolUseFailure: {},
  PermissionRequest: {},
  SubagentStart: {},
  SubagentStop: {},
  PreCompact: {},
  PostCompact: {},
  StopFailure: {},
};

/** bearing's own bound on hook text. */
export const KIMI_TEXT_LIMIT = 10_000;
