import type { ReplyRule } from '../claude-dialect/rule-reply';

/**
 * How Codex lets a hook refuse or redirect one event (codex-cursor.md A6, codex-live.md §5, and the output
 * schemas embedded in the 0.169.0 binary, kept in fixtures/codex/schemas). Codex rejects a reply with any
 * key its schema lacks, so a field not listed for an event here is never written for it. Stop channels:
 * `permission-decision` and `decision-block` need a non-empty reason; `permission-request`. Context
 * (`additionalContext`) becomes a developer message; a notice (`systemMessage`) is shown as a warning.
 */
export type CodexReplyRule = Omit<ReplyRule, 'ask'> & {
  readonly stop?: 'permission-decision' | 'permission-request' | 'decision-block';
  readonly context?: true;
};

/**
 * Every event bearing answers. Never written on any event: `permissionDecision: "allow"` (Codex accepts it
 * only with `updatedInput`, i.e. a rewrite), `"ask"` (unsupported), `continue`, `stopReason`,
 * `suppressOutput` (unsupported on the tool gates), plain text (invalid on Stop and SubagentStop).
 */
export const CODEX_REPLY_RULES: Readonly<Record<string, CodexReplyRule>> = {
  SessionStart: { context: true, notice: true },
  UserPromptSubmit: { stop: 'decision-block', context: true, notice: true },
  PreToolUse: { stop: 'permission-decision', context: true, notice: true },
  PermissionRequest: { stop: 'permission-request', notice: true },
  PostToolUse: { context: true, notice: true },
  Stop: { stop: 'decision-block', notice: true },
  SubagentStart: { context: true, notice: true },
  SubagentStop: { stop: 'decision-block', notice: true },
  PreCompact: { notice: true },
  PostCompact: { notice: true },
  // No output schema at all: Codex reads nothing back from SessionEnd.
  SessionEnd: {},
};

/** bearing's own bound on hook text (Codex spills long additionalContext to a file; bearing never relies on that). */
export const CODEX_TEXT_LIMIT = 10_000;
