import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { capText } from '../../framework/encoding/cap-text';
import { notSentLine } from '../../framework/encoding/not-sent-line';

/**
 * How a deny or block reaches the host, in the reply vocabulary Claude Code defined and Codex, Kimi Code and
 * Grok Build reuse (each host honours its own part of it, event by event).
 */
type StopChannel =
  /** `hookSpecificOutput.permissionDecision: "deny"` + `permissionDecisionReason`. */
  | 'permission-decision'
  /** `hookSpecificOutput.decision: { behavior: "deny", message }`. */
  | 'permission-request'
  /** Top-level `decision: "block"` + `reason`. */
  | 'decision-block'
  /** Top-level `decision: "deny"` + `reason`. */
  | 'decision-deny'
  /** Exit 2 with the reason on stderr. */
  | 'exit-2';

/** What one native event honours. A channel not listed here is never written for that event. */
export interface ReplyRule {
  /** Channel for deny and block verdicts; which of the two it means is the route family's business. */
  readonly stop?: StopChannel;
  /** `hookSpecificOutput.permissionDecision: "ask"`. */
  readonly ask?: true;
  /** `hookSpecificOutput.additionalContext`; `text`: plain text on stdout, which cannot ride along with a JSON reply. */
  readonly context?: true | 'text';
  /** Top-level `systemMessage`, shown to the user. */
  readonly notice?: true;
}

export interface RuleReplyOptions {
  /** Every text is capped at this many characters. */
  readonly limit: number;
  /** The host ignores a deny or block whose reason is empty or blank: the reason is trimmed, and a blank one replaced. */
  readonly trimReason?: boolean;
}

const DEFAULT_REASON = 'refused by bearing';

/**
 * Encodes a merged decision through the channels the event's rule lists. What the decision wants and the rule
 * lacks is not sent, and said in one diagnostic line. Never throws.
 */
export function ruleReply(event: HookEvent, decision: Decision, rule: ReplyRule, options: RuleReplyOptions): HostReply {
  const reply: Record<string, unknown> = {};
  const specific: Record<string, unknown> = {};
  const diagnostics: string[] = [];
  const dropped: string[] = [];
  let exitCode = 0;
  let text: string | undefined;
  let stderr: string | undefined;
  const cap = (value: string) => capText(value, options.limit);
  const permission = (kind: 'deny' | 'ask', reason: string) => Object.assign(specific, { permissionDecision: kind, permissionDecisionReason: reason });

  if (decision.verdict === 'deny' || decision.verdict === 'block') {
    const reason = cap((options.trimReason ? decision.reason?.trim() || undefined : decision.reason) ?? DEFAULT_REASON);
    switch (rule.stop) {
      case 'permission-decision':
        permission('deny', reason);
        break;
      case 'permission-request':
        specific['decision'] = { behavior: 'deny', message: reason };
        break;
      case 'decision-block':
      case 'decision-deny':
        Object.assign(reply, { decision: rule.stop === 'decision-deny' ? 'deny' : 'block', reason });
        break;
      case 'exit-2':
        exitCode = 2;
        stderr = `${reason}\n`;
        break;
      default:
        dropped.push(decision.verdict);
    }
  } else if (decision.verdict === 'ask') {
    if (rule.ask) permission('ask', cap(decision.reason ?? ''));
    else dropped.push('ask');
  }
  if (decision.context) {
    if (rule.context === true) specific['additionalContext'] = cap(decision.context);
    else if (rule.context === 'text' && Object.keys(reply).length + Object.keys(specific).length === 0) text = `${cap(decision.context)}\n`;
    else dropped.push('context');
  }
  if (decision.notice) {
    if (rule.notice) reply['systemMessage'] = cap(decision.notice);
    else dropped.push('notice');
  }
  if (Object.keys(specific).length > 0) reply['hookSpecificOutput'] = { hookEventName: event.nativeEvent, ...specific };
  if (dropped.length > 0) diagnostics.push(notSentLine(event, dropped));
  const stdout = text ?? (Object.keys(reply).length > 0 ? reply : undefined);
  return { exitCode, ...(stdout !== undefined && { stdout }), ...(stderr !== undefined && { stderr }), diagnostics };
}
