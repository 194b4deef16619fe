import { injectable } from '../../framework/di/injectable';
import type { HookEvent } from '../../protocol/hook-event';
import { OnDeferred, OnEach } from '../../framework/decorators/on.decorator';
import type { HandlerContext } from '../../framework/host-adapter';
import { RuleTableAdapter } from '../../framework/rule-table.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from './claude-code.descriptor';
import { CLAUDE_REPLY_RULES, CLAUDE_TEXT_LIMIT } from './claude-code.replies';
import { HookPayload } from '../../framework/payload/common/hook.payload';
import { SessionStartPayload } from '../../framework/payload/common/session-start.payload';
import { StopPayload } from '../../framework/payload/common/stop.payload';
import { ToolEventPayload } from '../../framework/payload/common/tool-event.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/**
 * Claude Code: command hooks with snake_case JSON on stdin, one JSON object (or nothing) on stdout.
 * All 33 hook events are declared: 19 map to a route family, 14 are deferred with the reason.
 */
@injectable()
export class ClaudeCodeAdapter extends RuleTableAdapter {
  readonly descriptor = CLAUDE_CODE_DESCRIPTOR;
  protected readonly replyRules = CLAUDE_REPLY_RULES;
  protected readonly replyOptions = { limit: CLAUDE_TEXT_LIMIT };
  protected override readonly shellTools = ['Bash', 'PowerShell'];

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
    PermissionDenied: 'permission/denied',
  })
  @OnEach(StopPayload, { Stop: 'stop', SubagentStop: 'agent/stop' })
  @OnEach(HookPayload, {
    UserPromptSubmit: 'prompt/submit',
    SubagentStart: 'agent/start',
    SessionEnd: 'session/end',
    PreCompact: 'compact/before',
    PostCompact: 'compact/after',
    FileChanged: 'file/change',
    ConfigChange: 'config/change',
    TaskCreated: 'task/create',
    TaskCompleted: 'task/complete',
    TeammateIdle: 'agent/idle',
    StopFailure: 'stop/failure',
  })
  @OnDeferred(HookPayload, {
    Setup: CARRY_EVIDENCE && 'runs on `claude --init`/maintenance, outside any session; no family yet',
    UserPromptExpansion: CARRY_EVIDENCE && 'slash-command expansion; the user prompt itself is prompt/submit',
    PostToolBatch: CARRY_EVIDENCE && 'a batch view of tool/after results; no family yet',
    Notification: CARRY_EVIDENCE && 'UI notification; no decision or context channel',
    MessageDisplay: CARRY_EVIDENCE && 'display-only rewrite of assistant text',
    InstructionsLoaded: CARRY_EVIDENCE && 'memory-file loading; Claude Code discards hook output',
    CwdChanged: CARRY_EVIDENCE && 'working-directory change; no family yet',
    DirectoryAdded: CARRY_EVIDENCE && 'added working directory; no family yet',
    WorktreeCreate: CARRY_EVIDENCE && 'the hook stdout becomes the worktree path, so bearing must not answer it',
    WorktreeRemove: CARRY_EVIDENCE && 'worktree removal; no family yet',
    Elicitation: CARRY_EVIDENCE && 'MCP elicitation dialog; no family yet',
    ElicitationResult: CARRY_EVIDENCE && 'MCP elicitation result; no family yet',
    PreModelSwitch: CARRY_EVIDENCE && 'a timeout here cancels the model switch; bearing stays out of it',
    PostModelSwitch: CARRY_EVIDENCE && 'model switch notice; no family yet',
  })
  event(payload: HookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, this.commonFields(payload));
  }
}
