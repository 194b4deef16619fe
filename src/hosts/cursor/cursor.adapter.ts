import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent, ToolCall } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { OnDeferred, OnEach } from '../../framework/decorators/on.decorator';
import { HostAdapter, nonEmpty, type EventFields, type HandlerContext } from '../../framework/host-adapter';
import { FAIL_CLOSED_POLICY } from '../../framework/fail-policy';
import { sessionIdOf } from '../../framework/payload/canonical-fields';
import { capText } from '../../framework/encoding/cap-text';
import { notSentLine } from '../../framework/encoding/not-sent-line';
import { CURSOR_DESCRIPTOR } from './cursor.descriptor';
import { CURSOR_REPLY_RULES, CURSOR_TEXT_LIMIT, FAIL_CLOSED_GUIDANCE, type CursorReplyRule } from './cursor.replies';
import { toolInputObject, toolTarget } from './tool-input';
import { workspaceCwd } from './workspace-cwd';
import { CursorFilePayload } from './payloads/cursor-file.payload';
import { CursorHookPayload } from './payloads/cursor-hook.payload';
import { CursorSessionStartPayload } from './payloads/cursor-session-start.payload';
import { CursorShellPayload } from './payloads/cursor-shell.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';
import { CursorStopPayload } from './payloads/cursor-stop.payload';
import { CursorToolEventPayload } from './payloads/cursor-tool-event.payload';

/** Cursor's shell tool on the generic tool events; its input carries the command line. */
const SHELL_TOOL = 'Shell';

/**
 * Cursor's sessionStart names no source: it opens a conversation, and Cursor has no session start after a
 * compaction (its preCompact only observes). So every one is a startup; the offer stays once per conversation id.
 */
const SESSION_START_SOURCE = 'startup';

/** Cursor reads a deny from exit code 2 as well as from `permission`; both are sent, so either is enough. */
const DENY_EXIT_CODE = 2;

/**
 * Cursor: command hooks with snake_case JSON on stdin and camelCase event names, a snake_case JSON object on
 * stdout. All 21 documented events are declared: 17 map to a route family (the shell, MCP, read and edit
 * hooks as selectors of tool/before and tool/after; the native event name says which), 4 are deferred.
 */
@injectable()
export class CursorAdapter extends HostAdapter {
  readonly descriptor = CURSOR_DESCRIPTOR;
  /** preToolUse's tool types (docs, matchers); `StrReplace` and `Edit` seen in configs. */
  protected override readonly tools = {
    shell: { [SHELL_TOOL]: 'posix' },
    write: ['Write', 'Delete', 'StrReplace', 'Edit'],
    delete: ['Delete'],
    pathKeys: ['file_path', 'path'],
  } as const;

  constructor() {
    super();
  }

  nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return nonEmpty(raw['hook_event_name']);
  }

  /** Cursor expects JSON on every path (and a fail-closed hook may count an empty answer as invalid). */
  override neutralReply(): HostReply {
    return { exitCode: 0, stdout: {}, diagnostics: [] };
  }

  @OnEach(CursorSessionStartPayload, { sessionStart: 'session/start' })
  sessionStart(payload: CursorSessionStartPayload, context: HandlerContext): HookEvent {
    return this.event(payload, context, { sessionId: sessionIdOf(payload.session_id) ?? payload.conversation_id, source: SESSION_START_SOURCE });
  }

  /** The generic tool events, and the MCP gates, whose tools are named as Cursor's matchers name them (`MCP:<tool>`). */
  @OnEach(CursorToolEventPayload, { preToolUse: 'tool/before', postToolUse: 'tool/after', postToolUseFailure: 'tool/failure' })
  @OnEach(CursorToolEventPayload, { beforeMCPExecution: 'tool/before', afterMCPExecution: 'tool/after' })
  tool(payload: CursorToolEventPayload, context: HandlerContext): HookEvent {
    const mcp = context.nativeEvent.endsWith('MCPExecution');
    const tool = this.toolCall(mcp ? `MCP:${payload.tool_name}` : payload.tool_name, toolInputObject(payload.tool_input));
    // An MCP tool's input is its server's business: it says nothing about the workspace.
    return this.event(payload, context, { tool }, mcp ? undefined : tool);
  }

  @OnEach(CursorShellPayload, { beforeShellExecution: 'tool/before', afterShellExecution: 'tool/after' })
  shell(payload: CursorShellPayload, context: HandlerContext): HookEvent {
    const tool = this.toolCall(SHELL_TOOL, { command: payload.command });
    return this.event(payload, context, { tool }, tool);
  }

  @OnEach(CursorFilePayload, { beforeReadFile: 'tool/before', afterFileEdit: 'tool/after' })
  file(payload: CursorFilePayload, context: HandlerContext): HookEvent {
    const read = context.nativeEvent === 'beforeReadFile';
    const tool = this.toolCall(read ? 'Read' : 'Write', { file_path: payload.file_path }, read ? 'read' : 'write');
    return this.event(payload, context, { tool }, tool);
  }

  @OnEach(CursorStopPayload, { stop: 'stop', subagentStop: 'agent/stop' })
  stop(payload: CursorStopPayload, context: HandlerContext): HookEvent {
    return this.event(payload, context, { reentry: (payload.loop_count ?? 0) > 0 });
  }

  @OnEach(CursorHookPayload, {
    sessionEnd: 'session/end',
    subagentStart: 'agent/start',
    beforeSubmitPrompt: 'prompt/submit',
    preCompact: 'compact/before',
    workspaceOpen: 'workspace/open',
  })
  @OnDeferred(CursorHookPayload, {
    afterAgentResponse: CARRY_EVIDENCE && 'the assistant text after a response; observe only, no family yet',
    afterAgentThought: CARRY_EVIDENCE && "the model's reasoning text; observe only, no family yet",
    beforeTabFileRead: CARRY_EVIDENCE && 'Tab (inline completion) reads a file; not an agent action',
    afterTabFileEdit: CARRY_EVIDENCE && 'Tab (inline completion) edited a file; not an agent action',
  })
  other(payload: CursorHookPayload, context: HandlerContext): HookEvent {
    return this.event(payload, context);
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    const rule = CURSOR_REPLY_RULES[event.nativeEvent] ?? {};
    const reply: Record<string, unknown> = {};
    const dropped: string[] = [];
    const { verdict, notice } = decision;
    const text = (value: string) => capText(value, CURSOR_TEXT_LIMIT);

    if (verdict === 'deny' || verdict === 'block') {
      const reason = decision.reason ?? 'refused by bearing';
      if (rule.stop === 'permission') Object.assign(reply, this.permission('deny', reason, decision, rule));
      else if (rule.stop === 'prompt-continue') Object.assign(reply, { continue: false, user_message: text(notice ?? reason) });
      else if (rule.stop !== 'followup') dropped.push(verdict);
      else if (rule.completedOnly && event.raw['status'] !== 'completed') dropped.push(`${verdict} (status is not "completed")`);
      else reply['followup_message'] = text(reason);
    } else if (verdict === 'ask') {
      if (rule.ask) Object.assign(reply, this.permission('ask', decision.reason ?? 'bearing asks you to confirm this call', decision, rule));
      else dropped.push('ask');
    }
    if (decision.context) {
      if (rule.context) reply['additional_context'] = text(decision.context);
      else dropped.push('context');
    }
    // A permission or prompt answer already shows the notice: it is their user_message.
    if (notice && !('user_message' in reply)) {
      if (rule.notice) reply['user_message'] = text(notice);
      else dropped.push('notice');
    }
    const exitCode = reply['permission'] === 'deny' ? DENY_EXIT_CODE : 0;
    return { exitCode, stdout: reply, diagnostics: dropped.length > 0 ? [notSentLine(event, dropped)] : [] };
  }

  /**
   * The canonical event: the conversation is the session, and the folder a tool call names (a file, a shell's
   * working directory) decides where its policies run, among the workspace's roots.
   */
  private event(payload: CursorHookPayload, context: HandlerContext, fields: EventFields = {}, about?: ToolCall): HookEvent {
    const cwd = workspaceCwd(payload.cwd, payload.workspace_roots, about ? toolTarget(about.input) : undefined);
    return this.canonical(context, { cwd, sessionId: payload.conversation_id, ...fields });
  }

  /** A permission answer: the user sees the notice (or the reason); the agent sees the reason and what to do. */
  private permission(permission: 'deny' | 'ask', reason: string, decision: Decision, rule: CursorReplyRule): Record<string, unknown> {
    const forAgent = decision.policy === FAIL_CLOSED_POLICY ? `${reason}. ${FAIL_CLOSED_GUIDANCE}` : reason;
    return {
      permission,
      user_message: capText(decision.notice ?? reason, CURSOR_TEXT_LIMIT),
      ...(rule.agentMessage && { agent_message: capText(forAgent, CURSOR_TEXT_LIMIT) }),
    };
  }
}
