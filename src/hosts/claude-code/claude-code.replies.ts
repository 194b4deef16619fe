/** How Claude Code lets a hook refuse or redirect one event (claude-code.md §2.3, decision control). */
export type ClaudeStopChannel =
  /** `hookSpecificOutput.permissionDecision: "deny"` + reason, exit 0. */
  | 'permission-decision'
  /** `hookSpecificOutput.decision: { behavior: "deny", message }`. */
  | 'permission-request'
  /** Top-level `decision: "block"` + reason, exit 0. */
  | 'decision-block'
  /** Exit 2 with the reason on stderr (the only channel these events have). */
  | 'exit-2';

/** What one native event honours. A field not listed here is never written for that event. */
export interface ClaudeReplyRule {
  /** Channel for deny and block verdicts; which of the two it means is the route family's business. */
  readonly stop?: ClaudeStopChannel;
  /** `permissionDecision: "ask"` (PreToolUse only). */
  readonly ask?: true;
  /** `hookSpecificOutput.additionalContext`. */
  readonly context?: true;
  /** Top-level `systemMessage`, shown to the user. */
  readonly notice?: true;
}

/** Every event bearing answers, with exactly the fields Claude Code honours on it. */
export const CLAUDE_REPLY_RULES: Readonly<Record<string, ClaudeReplyRule>> = {
  SessionStart: { context: true, notice: true },
  UserPromptSubmit: { stop: 'decision-block', context: true, notice: true },
  PreToolUse: { stop: 'permission-decision', ask: true, context: true, notice: true },
  PermissionRequest: { stop: 'permission-request' },
  PermissionDenied: {},
  PostToolUse: { context: true, notice: true },
  PostToolUseFailure: { context: true, notice: true },
  SubagentStart: { context: true },
  SubagentStop: { stop: 'decision-block', context: true, notice: true },
  Stop: { stop: 'decision-block', context: true, notice: true },
  StopFailure: {},
  TaskCreated: { stop: 'decision-block' },
  TaskCompleted: { stop: 'exit-2' },
  TeammateIdle: { stop: 'exit-2' },
  ConfigChange: { stop: 'decision-block' },
  FileChanged: { notice: true },
  PreCompact: { stop: 'decision-block', notice: true },
  PostCompact: {},
  SessionEnd: {},
};

/** Claude Code caps hook text at 10,000 characters and spills the rest to a file; bearing never relies on that. */
export const CLAUDE_TEXT_LIMIT = 10_000;
