import { injectable } from 'tsyringe';
import type { Decision } from '../../protocol/decision';
import type { HookEvent, ToolCall } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { On } from '../../framework/decorators/on.decorator';
import { HostAdapter, type HandlerContext } from '../../framework/host-adapter';
import { capText } from '../../framework/encoding/cap-text';
import { CODEX_DESCRIPTOR } from './codex.descriptor';
import { CODEX_REPLY_RULES, CODEX_TEXT_LIMIT, type CodexReplyRule } from './codex.replies';
import { unwrapLoginShell } from './login-shell-wrapper';
import { HookPayload } from '../../framework/payload/common/hook.payload';
import { SessionStartPayload } from '../../framework/payload/common/session-start.payload';
import { StopPayload } from '../../framework/payload/common/stop.payload';
import { ToolEventPayload } from '../../framework/payload/common/tool-event.payload';

/** The tool name Codex reports for its shell and unified exec tools; their `tool_input.command` is a shell string. */
const SHELL_TOOL = 'Bash';

/**
 * OpenAI Codex CLI: command hooks with snake_case JSON on stdin, one strict JSON object (or nothing) on
 * stdout. All 12 hook events are declared: 11 map to a route family, Interrupt is deferred.
 */
@injectable()
export class CodexAdapter extends HostAdapter {
  readonly descriptor = CODEX_DESCRIPTOR;

  constructor() {
    super();
  }

  @On('SessionStart', { payload: SessionStartPayload, family: 'session/start' })
  sessionStart(payload: SessionStartPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { ...this.session(payload), source: payload.source });
  }

  @On('PreToolUse', { payload: ToolEventPayload, family: 'tool/before' })
  @On('PostToolUse', { payload: ToolEventPayload, family: 'tool/after' })
  @On('PermissionRequest', { payload: ToolEventPayload, family: 'permission/request' })
  toolEvent(payload: ToolEventPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { ...this.session(payload), tool: this.tool(payload) });
  }

  @On('Stop', { payload: StopPayload, family: 'stop' })
  @On('SubagentStop', { payload: StopPayload, family: 'agent/stop' })
  stopEvent(payload: StopPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { ...this.session(payload), reentry: payload.stop_hook_active === true });
  }

  @On('UserPromptSubmit', { payload: HookPayload, family: 'prompt/submit' })
  @On('SubagentStart', { payload: HookPayload, family: 'agent/start' })
  @On('PreCompact', { payload: HookPayload, family: 'compact/before' })
  @On('PostCompact', { payload: HookPayload, family: 'compact/after' })
  @On('SessionEnd', { payload: HookPayload, family: 'session/end' })
  @On('Interrupt', { payload: HookPayload, deferred: 'an interrupted turn: Codex reads only systemMessage, within a 1–3 s timeout; no decision channel and no family yet' })
  sessionEvent(payload: HookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, this.session(payload));
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    const rule = this.replyRule(event.nativeEvent);
    const reply: Record<string, unknown> = {};
    const specific: Record<string, unknown> = {};
    const dropped: string[] = [];

    if (decision.verdict === 'deny' || decision.verdict === 'block') {
      // Codex ignores a deny or block whose reason is empty or blank.
      const reason = capText(decision.reason?.trim() || 'refused by bearing', CODEX_TEXT_LIMIT);
      switch (rule.stop) {
        case 'permission-decision':
          Object.assign(specific, { permissionDecision: 'deny', permissionDecisionReason: reason });
          break;
        case 'permission-request':
          specific['decision'] = { behavior: 'deny', message: reason };
          break;
        case 'decision-block':
          Object.assign(reply, { decision: 'block', reason });
          break;
        default:
          dropped.push(decision.verdict);
      }
    } else if (decision.verdict === 'ask') {
      dropped.push('ask');
    }
    if (decision.context) {
      if (rule.context) specific['additionalContext'] = capText(decision.context, CODEX_TEXT_LIMIT);
      else dropped.push('context');
    }
    if (decision.notice) {
      if (rule.notice) reply['systemMessage'] = capText(decision.notice, CODEX_TEXT_LIMIT);
      else dropped.push('notice');
    }
    if (Object.keys(specific).length > 0) reply['hookSpecificOutput'] = { hookEventName: event.nativeEvent, ...specific };
    const diagnostics = this.notSent(event, dropped);
    return { exitCode: 0, ...(Object.keys(reply).length > 0 && { stdout: reply }), diagnostics };
  }

  /** What an event honours; a subclass that adds an event says here how it is answered. */
  protected replyRule(nativeEvent: string): CodexReplyRule {
    return CODEX_REPLY_RULES[nativeEvent] ?? {};
  }

  /** apply_patch also sends `{command}`, but that is the patch body, not a shell command: it stays in `input`. */
  private tool(payload: ToolEventPayload): ToolCall {
    const input = payload.tool_input ?? {};
    const raw = input['command'];
    return this.toolCall(payload.tool_name, input, payload.tool_name === SHELL_TOOL && typeof raw === 'string' ? unwrapLoginShell(raw) : undefined);
  }
}
