import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { OnEach } from '../../framework/decorators/on.decorator';
import { HostAdapter, nonEmpty, type HandlerContext } from '../../framework/host-adapter';
import { capText } from '../../framework/encoding/cap-text';
import { notSentLine } from '../../framework/encoding/not-sent-line';
import { resolve } from '../../platform/node-builtins';
import { OPENCODE_DESCRIPTOR } from './opencode.descriptor';
import { OPENCODE_SYSTEM_EVENTS, OPENCODE_TEXT_LIMIT, OPENCODE_THROW_EVENTS } from './opencode.replies';
import { OpenCodeHookPayload } from './payloads/opencode-hook.payload';
import { OpenCodeToolPayload } from './payloads/opencode-tool.payload';

/**
 * OpenCode 1.18.33: a plugin in OpenCode's own (Bun) process (opencode.plugin.ts) hands each hook and bus event
 * over as an object named by its `hook`; what this adapter encodes is what the plugin does with it.
 */
@injectable()
export class OpenCodeAdapter extends HostAdapter {
  readonly descriptor = OPENCODE_DESCRIPTOR;
  /** OpenCode's built-in tools (the `build` agent's, observed): bash runs a command line; write and edit write files. */
  protected override readonly tools = { shell: { bash: 'posix' }, write: ['write', 'edit'], pathKeys: ['filePath'] } as const;

  constructor() {
    super();
  }

  override nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return nonEmpty(raw['hook']);
  }

  /** A bash call runs in its `workdir` argument (relative to the project) when it gives one. */
  @OnEach(OpenCodeToolPayload, { 'tool.execute.before': 'tool/before', 'tool.execute.after': 'tool/after' })
  tool(payload: OpenCodeToolPayload, context: HandlerContext): HookEvent {
    const args = payload.args ?? {};
    const workdir = typeof args['workdir'] === 'string' && args['workdir'] !== '' ? args['workdir'] : undefined;
    const cwd = workdir && payload.directory ? resolve(payload.directory, workdir) : (workdir ?? payload.directory);
    return this.canonical(context, { cwd, sessionId: payload.sessionID, tool: this.toolCall(payload.tool, args) });
  }

  /** A session opened in `opencode run` or the TUI is a fresh one: OpenCode names no other source. */
  @OnEach(OpenCodeHookPayload, { 'session.created': 'session/start' })
  sessionStart(payload: OpenCodeHookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { cwd: payload.directory, sessionId: payload.sessionID, source: 'startup' });
  }

  @OnEach(OpenCodeHookPayload, { 'chat.message': 'prompt/submit', 'session.idle': 'stop', 'session.compacted': 'compact/after' })
  other(payload: OpenCodeHookPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { cwd: payload.directory, sessionId: payload.sessionID });
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    const reply: Record<string, unknown> = {};
    const dropped: string[] = [];
    const refuses = decision.verdict === 'deny' || decision.verdict === 'block';
    if (refuses && OPENCODE_THROW_EVENTS.has(event.nativeEvent)) reply['error'] = capText(decision.reason?.trim() || 'refused by bearing', OPENCODE_TEXT_LIMIT);
    else if (decision.verdict !== 'none' && decision.verdict !== 'context') dropped.push(decision.verdict);
    if (decision.context) {
      if (OPENCODE_SYSTEM_EVENTS.has(event.nativeEvent)) reply['system'] = capText(decision.context, OPENCODE_TEXT_LIMIT);
      else dropped.push('context');
    }
    if (decision.notice) dropped.push('notice');
    return { exitCode: 0, ...(Object.keys(reply).length > 0 && { stdout: reply }), diagnostics: dropped.length > 0 ? [notSentLine(event, dropped)] : [] };
  }
}
