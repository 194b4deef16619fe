import { injectable } from '../../framework/di/injectable';
import type { HookEvent } from '../../protocol/hook-event';
import { OnDeferred, OnEach } from '../../framework/decorators/on.decorator';
import type { HandlerContext } from '../../framework/host-adapter';
import { RuleTableAdapter } from '../../framework/rule-table.adapter';
import { CODEX_DESCRIPTOR } from './codex.descriptor';
import { CODEX_REPLY_RULES, CODEX_TEXT_LIMIT } from './codex.replies';
import { unwrapLoginShell } from './login-shell-wrapper';
import { HookPayload } from '../../framework/payload/common/hook.payload';
import { SessionStartPayload } from '../../framework/payload/common/session-start.payload';
import { StopPayload } from '../../framework/payload/common/stop.payload';
import { ToolEventPayload } from '../../framework/payload/common/tool-event.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/**
 * OpenAI Codex CLI: command hooks with snake_case JSON on stdin, one strict JSON object (or nothing) on
 * stdout. All 12 hook events are declared: 11 map to a route family, Interrupt is deferred.
 */
@injectable()
export class CodexAdapter extends RuleTableAdapter {
  readonly descriptor = CODEX_DESCRIPTOR;
  protected readonly replyRules = CODEX_REPLY_RULES;
  // Codex ignores a deny or block whose reason is empty or blank.
  protected readonly replyOptions = { limit: CODEX_TEXT_LIMIT, trimReason: true };
  /** The tool name Codex reports for its shell and unified exec tools; their `tool_input.command` is a shell string. */
  protected override readonly shellTools = ['Bash'];

  constructor() {
    super();
  }

  /** One handler for every event: the payload class an event is declared with decides which fields it carries. */
  @OnEach(SessionStartPayload, { SessionStart: 'session/start' })
  @OnEach(ToolEventPayload, { PreToolUse: 'tool/before', PostToolUse: 'tool/after', PermissionRequest: 'permission/request' })
  @OnEach(StopPayload, { Stop: 'stop', SubagentStop: 'agent/stop' })
  @OnEach(HookPayload, {
    UserPromptSubmit: 'prompt/submit',
    SubagentStart: 'agent/start',
    PreCompact: 'compact/before',
    PostCompact: 'compact/after',
    SessionEnd: 'session/end',
  })
  @OnDeferred(HookPayload, {
    Interrupt: CARRY_EVIDENCE && 'an interrupted turn: Codex reads only systemMessage, within a 1–3 s timeout; no decision channel and no family yet',
  })
  event(payload: HookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, this.commonFields(payload));
  }

  /** apply_patch also sends `{command}`, but that is the patch body, not a shell command: it stays in `input`. */
  protected override shellCommand(tool: string, command: string): string | undefined {
    const shell = super.shellCommand(tool, command);
    return shell === undefined ? undefined : unwrapLoginShell(shell);
  }
}
