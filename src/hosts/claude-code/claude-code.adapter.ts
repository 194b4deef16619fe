import { injectable } from '../../framework/di/injectable';
import { Route, RouteDeferred } from '../../framework/decorators/on.decorator';
import { ClaudeDialectAdapter } from '../claude-dialect/claude-dialect.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from './claude-code.descriptor';
import { CLAUDE_REPLY_RULES, CLAUDE_TEXT_LIMIT } from './claude-code.replies';
import { HookPayload } from '../claude-dialect/payloads/hook.payload';
import { SessionStartPayload } from '../claude-dialect/payloads/session-start.payload';
import { StopPayload } from '../claude-dialect/payloads/stop.payload';
import { ToolEventPayload } from '../claude-dialect/payloads/tool-event.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/**
 * Claude Code: command hooks with snake_case JSON on stdin, one JSON object (or nothing) on stdout.
 * All 33 hook events are declared: 19 map to a route family, 14 are deferred with the reason.
 */
@injectable()
@Route('sessionStart', SessionStartPayload, { SessionStart: 'session/start' })
@Route('tool', ToolEventPayload, {
  PreToolUse: 'tool/before',
  PostToolUse: 'tool/after',
  PostToolUseFailure: 'tool/failure',
  PermissionRequest: 'permission/request',
  PermissionDenied: 'permission/denied',
})
@Route('stop', StopPayload, { Stop: 'stop', SubagentStop: 'agent/stop' })
@Route('other', HookPayload, {
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
@RouteDeferred('other', HookPayload, {
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
export class ClaudeCodeAdapter extends ClaudeDialectAdapter {
  readonly descriptor = CLAUDE_CODE_DESCRIPTOR;
  protected readonly replyRules = CLAUDE_REPLY_RULES;
  protected readonly replyOptions = { limit: CLAUDE_TEXT_LIMIT };
  // The PowerShell tool runs PowerShell (Windows); Bash a POSIX shell.
  protected override readonly tools = {
    shell: { Bash: 'posix', PowerShell: 'powershell' },
    write: ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'],
    pathKeys: ['file_path', 'notebook_path', 'path'],
  } as const;

  constructor() {
    super();
  }
}
