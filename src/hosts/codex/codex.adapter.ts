import { injectable } from '../../framework/di/injectable';
import { Route, RouteDeferred } from '../../framework/decorators/on.decorator';
import { ClaudeDialectAdapter } from '../claude-dialect/claude-dialect.adapter';
import { CODEX_DESCRIPTOR } from './codex.descriptor';
import { CODEX_REPLY_RULES, CODEX_TEXT_LIMIT } from './codex.replies';
import { unwrapLoginShell } from './login-shell-wrapper';
import { HookPayload } from '../claude-dialect/payloads/hook.payload';
import { SessionStartPayload } from '../claude-dialect/payloads/session-start.payload';
import { StopPayload } from '../claude-dialect/payloads/stop.payload';
import { ToolEventPayload } from '../claude-dialect/payloads/tool-event.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';
import type { ToolPaths } from '../../framework/host-adapter';
import { applyPatchPaths } from './apply-patch-paths';

/**
 * OpenAI Codex CLI: command hooks with snake_case JSON on stdin, one strict JSON object (or nothing) on
 * stdout. All 12 hook events are declared: 11 map to a route family, Interrupt is deferred.
 */
@injectable()
@Route('sessionStart', SessionStartPayload, { SessionStart: 'session/start' })
@Route('tool', ToolEventPayload, { PreToolUse: 'tool/before', PostToolUse: 'tool/after', PermissionRequest: 'permission/request' })
@Route('stop', StopPayload, { Stop: 'stop', SubagentStop: 'agent/stop' })
@Route('other', HookPayload, {
  UserPromptSubmit: 'prompt/submit',
  SubagentStart: 'agent/start',
  PreCompact: 'compact/before',
  PostCompact: 'compact/after',
  SessionEnd: 'session/end',
})
@RouteDeferred('other', HookPayload, {
  Interrupt: CARRY_EVIDENCE && 'an interrupted turn: Codex reads only systemMessage, within a 1–3 s timeout; no decision channel and no family yet',
})
export class CodexAdapter extends ClaudeDialectAdapter {
  readonly descriptor = CODEX_DESCRIPTOR;
  protected readonly replyRules = CODEX_REPLY_RULES;
  // Codex ignores a deny or block whose reason is empty or blank.
  protected readonly replyOptions = { limit: CODEX_TEXT_LIMIT, trimReason: true };
  /**
   * `Bash` is what Codex reports for its shell and unified exec tools. apply_patch also sends `{command}`, but that
   * is the patch body, not a shell command: it stays in `input`, and its headers name the files (`patch`).
   */
  protected override readonly tools = { shell: { Bash: 'posix' }, write: ['apply_patch'], patch: ['apply_patch'] } as const;

  constructor() {
    super();
  }

  /** A `patch` tool (apply_patch) names its files in the patch body; Codex's other tools name none that bearing reads. */
  protected override toolPaths(name: string, input: Readonly<Record<string, unknown>>): ToolPaths {
    return (this.tools.patch as readonly string[]).includes(name) ? applyPatchPaths(input) : super.toolPaths(name, input);
  }

  /** A shell command may arrive wrapped as `bash -lc '…'`: policies see what it runs. */
  protected override shellCommand(input: Readonly<Record<string, unknown>>): string | undefined {
    const command = super.shellCommand(input);
    return command === undefined ? undefined : unwrapLoginShell(command);
  }
}
