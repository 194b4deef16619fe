import { injectable } from '../../framework/di/injectable';
import { Route, RouteDeferred } from '../../framework/decorators/on.decorator';
import { ClaudeDialectAdapter } from '../claude-dialect/claude-dialect.adapter';
import { KIMI_CODE_DESCRIPTOR } from './kimi-code.descriptor';
import { KIMI_REPLY_RULES, KIMI_TEXT_LIMIT } from './kimi-code.replies';
import { HookPayload } from '../claude-dialect/payloads/hook.payload';
import { SessionStartPayload } from '../claude-dialect/payloads/session-start.payload';
import { StopPayload } from '../claude-dialect/payloads/stop.payload';
import { ToolEventPayload } from '../claude-dialect/payloads/tool-event.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/**
 * Kimi Code CLI 2.1.0: command hooks with snake_case JSON on stdin; a deny is
 * `hookSpecificOutput.permissionDecision: "deny"`, context is plain stdout text. All 20 events of 2.1.0
 * are declared: 13 map to a route family, 7 are deferred.
 */
@injectable()
@Route('sessionStart', SessionStartPayload, { SessionStart: 'session/start' })
@Route('tool', ToolEventPayload, {
  PreToolUse: 'tool/before',
  PostToolUse: 'tool/after',
  PostToolUseFailure: 'tool/failure',
  PermissionRequest: 'permission/request',
})
@Route('stop', StopPayload, { Stop: 'stop' })
@Route('other', HookPayload, {
  UserPromptSubmit: 'prompt/submit',
  SessionEnd: 'session/end',
  SubagentStart: 'agent/start',
  SubagentStop: 'agent/stop',
  PreCompact: 'compact/before',
  PostCompact: 'compact/after',
  StopFailure: 'stop/failure',
})
@RouteDeferred('other', HookPayload, {
  UserPromptQueued: CARRY_EVIDENCE && 'a message steered into a running turn; it cannot be blocked and is not a new prompt',
  TurnStarted: CARRY_EVIDENCE && 'start of every turn, including subagent and background-task turns; no family yet',
  PermissionResult: CARRY_EVIDENCE && "the user's answer to an approval prompt (approved or rejected); no family covers both",
  SessionHeartbeat: CARRY_EVIDENCE && 'a keep-alive every 60 s while a session is open; nothing to decide',
  TaskStarted: CARRY_EVIDENCE && 'a background process started; not a task-list task',
  Notification: CARRY_EVIDENCE && 'UI notification; no decision or context channel',
  Interrupt: CARRY_EVIDENCE && 'the user interrupted a turn; no decision channel and no family yet',
})
export class KimiCodeAdapter extends ClaudeDialectAdapter {
  readonly descriptor = KIMI_CODE_DESCRIPTOR;
  protected readonly replyRules = KIMI_REPLY_RULES;
  protected readonly replyOptions = { limit: KIMI_TEXT_LIMIT, trimReason: true };
  /** Kimi Code 2.1.0's tools (kimi-live.md: the 25 offered); Bash's `tool_input.command` is the model's command string. */
  protected override readonly tools = { shell: { Bash: 'posix' }, write: ['Write', 'Edit'], pathKeys: ['file_path', 'path'] } as const;

  constructor() {
    super();
  }
}
