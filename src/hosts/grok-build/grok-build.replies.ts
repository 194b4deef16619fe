import type { ReplyRule } from '../claude-dialect/rule-reply';

/**
 * What Grok Build honours on each event (user guide 10-hooks.md): `decision: "deny"` on pre_tool_use, and
 * `decision: "block"` on stop and subagent_stop. Every other event is passive: Grok ignores its stdout.
 * Context is never sent: Grok's only context field (Stop's `hookSpecificOutput.additionalContext`) also
 * keeps the agent working, which is a continuation, not context.
 */
export const GROK_REPLY_RULES: Readonly<Record<string, ReplyRule>> = {
  pre_tool_use: { stop: 'decision-deny' },
  stop: { stop: 'decision-block' },
  subagent_stop: { stop: 'decision-block' },
};

/** Grok documents no text limit; bearing keeps its replies to what Claude Code, whose vocabulary Grok copies, accepts. */
export const GROK_TEXT_LIMIT = 10_000;
