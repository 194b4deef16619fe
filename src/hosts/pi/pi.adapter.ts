import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { OnDeferred, OnEach } from '../../framework/decorators/on.decorator';
import { HostAdapter, nonEmpty, type HandlerContext } from '../../framework/host-adapter';
import { capText } from '../../framework/encoding/cap-text';
import { notSentLine } from '../../framework/encoding/not-sent-line';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';
import { PI_DESCRIPTOR } from './pi.descriptor';
import { PI_BLOCK_EVENTS, PI_CANCEL_EVENTS, PI_MESSAGE_EVENTS, PI_MESSAGE_TYPE, PI_TEXT_LIMIT } from './pi.replies';
import { PiEventPayload } from './payloads/pi-event.payload';
import { PiSessionStartPayload } from './payloads/pi-session-start.payload';
import { PiToolPayload } from './payloads/pi-tool.payload';

/**
 * Pi 1.6.0: an extension in Pi's own process (pi.extension.ts) hands each event over as an object, and what this
 * adapter encodes is what the extension's handler returns to Pi. The event is named by its `type`.
 */
@injectable()
export class PiAdapter extends HostAdapter {
  readonly descriptor = PI_DESCRIPTOR;
  /** Pi's built-in tools (dist/core/tools): bash (and powershell, off by default) run commands; write and edit write. */
  protected override readonly tools = { shell: { bash: 'posix', powershell: 'powershell' }, write: ['write', 'edit'], pathKeys: ['path'] } as const;

  constructor() {
    super();
  }

  override nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return nonEmpty(raw['type']);
  }

  @OnEach(PiSessionStartPayload, { session_start: 'session/start' })
  sessionStart(payload: PiSessionStartPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { cwd: payload.cwd, sessionId: payload.session_id, source: payload.reason });
  }

  @OnEach(PiToolPayload, { tool_call: 'tool/before', tool_result: 'tool/after' })
  tool(payload: PiToolPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { cwd: payload.cwd, sessionId: payload.session_id, tool: this.toolCall(payload.tool_name, payload.input ?? {}) });
  }

  @OnEach(PiEventPayload, {
    before_agent_start: 'prompt/submit',
    agent_end: 'stop',
    session_before_compact: 'compact/before',
    session_compact: 'compact/after',
    session_shutdown: 'session/end',
  })
  @OnDeferred(PiEventPayload, {
    input: CARRY_EVIDENCE && 'the raw input before expansion (it can be handled or transformed); the prompt itself is before_agent_start',
  })
  other(payload: PiEventPayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { cwd: payload.cwd, sessionId: payload.session_id });
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    const reply: Record<string, unknown> = {};
    const dropped: string[] = [];
    const refuses = decision.verdict === 'deny' || decision.verdict === 'block';
    if (refuses && PI_BLOCK_EVENTS.has(event.nativeEvent))
      Object.assign(reply, { block: true, reason: capText(decision.reason ?? 'refused by bearing', PI_TEXT_LIMIT) });
    else if (refuses && PI_CANCEL_EVENTS.has(event.nativeEvent)) reply['cancel'] = true;
    else if (decision.verdict !== 'none' && decision.verdict !== 'context') dropped.push(decision.verdict);
    if (decision.context) {
      if (PI_MESSAGE_EVENTS.has(event.nativeEvent))
        reply['message'] = { customType: PI_MESSAGE_TYPE, content: capText(decision.context, PI_TEXT_LIMIT), display: false };
      else dropped.push('context');
    }
    if (decision.notice) dropped.push('notice');
    return { exitCode: 0, ...(Object.keys(reply).length > 0 && { stdout: reply }), diagnostics: dropped.length > 0 ? [notSentLine(event, dropped)] : [] };
  }
}
