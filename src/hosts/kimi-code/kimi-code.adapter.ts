import { injectable } from '../../framework/di/injectable';
import type { HookEvent } from '../../protocol/hook-event';
import { OnDeferred, OnEach } from '../../framework/decorators/on.decorator';
import type { HandlerContext } from '../../framework/host-adapter';
import { RuleTableAdapter } from '../../framework/rule-table.adapter';
import { KIMI_CODE_DESCRIPTOR } from './kimi-code.descriptor';
import { KIMI_REPLY_RULES, KIMI_TEXT_LIMIT } from './kimi-code.replies';
import { HookPayload } from '../../framework/payload/common/hook.payload';
import { SessionStartPayload } from '../../framework/payload/common/session-start.payload';
import { StopPayload } from '../../framework/payload/common/stop.payload';
import { ToolEventPayload } from '../../framework/payload/common/tool-event.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/**
 * Kimi Code CLI 2.1.0: command hooks with snake_case JSON on stdin; a deny is
 * `hookSpecificOutput.permissionDecision: "deny"`, context is plain stdout text. All 20 events of 2.1.0
 * are declared: 13 map to a route family, 7 are deferred.
 */
@injectable()
export class KimiCodeAdapter extends RuleTableAdapter {
  readonly descriptor = KIMI_CODE_DESCRIPTOR;
  protected readonly replyRules = KIMI_REPLY_RULES;
  protected readonly replyOptions = { limit: KIMI_TEXT_LIMIT, trimReason: true };
  /** Kimi Code's shell tool; its `tool_input.command` is the model's command string. */
  protected override readonly shellTools = ['Bash'];

  constructor() {
    super();
  }

  /** One handler for every event: the payload class an event is declared with decides which fields it carries. */
  @OnEach(SessionStartPayload, { SessionStart: 'session/start' })
  @OnEach(ToolEventPayload, {
    PreToolUse: 'tool/before',
    PostToolUse: 'tool/after',
    PostToolUseFailure: 'tool/failure',
    PermissionRequest: 'permission/request',
  })
  @OnEach(StopPayload, { Stop: 'stop' })
  @OnEach(HookPayload, {
    UserPromptSubmit: 'prompt/submit',
    SessionEnd: 'session/end',
    SubagentStart: 'agent/start',
    SubagentStop: 'agent/stop',
    PreCompact: 'compact/before',
    PostCompact: 'compact/after',
    StopFailure: 'stop/failure',
  })
  @OnDeferred(HookPayload, {
    UserPromptQueued: CARRY_EVIDENCE && 'a message steered into a running turn; it cannot be blocked and is not a new prompt',
    TurnStarted: CARRY_EVIDENCE && 'start of every turn, including subagent and background-task turns; no family yet',
    PermissionResult: CARRY_EVIDENCE && "the user's answer to an approval prompt (approved or rejected); no family covers both",
    SessionHeartbeat: CARRY_EVIDENCE && 'a keep-alive every 60 s while a session is open; nothing to decide',
    TaskStarted: CARRY_EVIDENCE && 'a background process started; not a task-list task',
    Notification: CARRY_EVIDENCE && 'UI notification; no decision or context channel',
    Interrupt: CARRY_EVIDENCE && 'the user interrupted a turn; no decision channel and no family yet',
  })
  event(payload: HookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, this.commonFields(payload));
  }
}
