import type { ReplyRule } from '../claude-dialect/rule-reply';

/**
 * What one native event honours (claude-code.md §2.3, decision control). A field not listed here is never
 * written for that event. Stop channels: `permission-decision` (PreToolUse, exit 0), `permission-request`,
 * `decision-block` (+ reason, exit 0), and `exit-2` (reason on stderr: the only channel some events have);
 * `ask` is PreToolUse only.
 */
export type ClaudeReplyRule = ReplyRule & { readonly stop?: Exclude<ReplyRule['stop'], 'decision-deny'>; readonly context?: true };

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
