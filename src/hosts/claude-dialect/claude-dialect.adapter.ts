import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { HostAdapter, nonEmpty, type EventFields, type HandlerContext } from '../../framework/host-adapter';
import { ruleReply, type ReplyRule, type RuleReplyOptions } from './rule-reply';
import type { HookPayload } from './payloads/hook.payload';
import type { SessionStartPayload } from './payloads/session-start.payload';
import type { StopPayload } from './payloads/stop.payload';
import type { ToolEventPayload } from './payloads/tool-event.payload';

/**
 * The Claude-style dialect Claude Code defined and Codex, Kimi Code and Grok Build speak: JSON hooks whose common
 * fields are the session, the cwd, the tool and the stop re-entry mark, answered from one table of what each native
 * event honours. A host names its table and text limit, and routes its events to the handlers below, one per
 * payload class: `@Route('tool', ToolEventPayload, { PreToolUse: 'tool/before' })` on the host's class.
 */
export abstract class ClaudeDialectAdapter extends HostAdapter {
  protected abstract readonly replyRules: Readonly<Record<string, ReplyRule>>;
  protected abstract readonly replyOptions: RuleReplyOptions;

  /** The dialect names the event in `hook_event_name` (Grok Build: `hookEventName`). */
  nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return nonEmpty(raw['hook_event_name'] ?? raw['hookEventName']);
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    return ruleReply(event, decision, this.replyRules[event.nativeEvent] ?? {}, this.replyOptions);
  }

  sessionStart(payload: SessionStartPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { ...this.session(payload), source: payload.source });
  }

  tool(payload: ToolEventPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { ...this.session(payload), tool: this.toolCall(payload.tool_name, payload.tool_input ?? {}) });
  }

  stop(payload: StopPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { ...this.session(payload), reentry: payload.stop_hook_active === true });
  }

  /** Every other event: the session and the cwd. */
  other(payload: HookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, this.session(payload));
  }

  protected session(payload: HookPayload): EventFields {
    return { cwd: payload.cwd, sessionId: payload.session_id };
  }
}
