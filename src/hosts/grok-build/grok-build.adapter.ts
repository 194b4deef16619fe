import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { HostReply } from '../../protocol/host-reply';
import { OnDeferred, OnEach } from '../../framework/decorators/on.decorator';
import { HostAdapter, type EventFields, type HandlerContext } from '../../framework/host-adapter';
import { RuntimeEnvironment } from '../../framework/runtime-environment';
import { ruleReply } from '../../framework/encoding/rule-reply';
import { EventClaims } from '../../services/event-claims/event-claims';
import { GROK_BUILD_DESCRIPTOR } from './grok-build.descriptor';
import { GROK_BLOCK_EVENTS, GROK_DENY_EVENTS, GROK_TEXT_LIMIT } from './grok-build.replies';
import { grokEventClaimKey } from './grok-event-claim';
import { GROK_HOOK_EVENT_VARIABLE, isRunByGrokBuild } from './grok-hook-process';
import { HookPayload } from '../../framework/payload/common/hook.payload';
import { SessionStartPayload } from '../../framework/payload/common/session-start.payload';
import { ToolEventPayload } from '../../framework/payload/common/tool-event.payload';
import { GrokStopPayload } from './payloads/grok-stop.payload';
import { CARRY_EVIDENCE } from '../../framework/descriptor/carry-evidence';

/**
 * Grok Build: command hooks with camelCase JSON on stdin whose event value is snake_case (`pre_tool_use`),
 * one JSON object (or nothing) on stdout. All 14 documented events are declared; 13 map to a route family.
 *
 * Grok also runs the hooks in Claude Code's and Cursor's files; the runner hands those registrations' events
 * to this adapter (its catalog entry's `runsHooksOf`). However many bearing processes Grok starts for one event, only
 * the first to claim it decides; the others stay neutral.
 */
@injectable()
export class GrokBuildAdapter extends HostAdapter {
  readonly descriptor = GROK_BUILD_DESCRIPTOR;
  /** Grok's shell tool (matcher alias `Bash`). */
  protected override readonly shellTools = ['run_terminal_command'];

  constructor(
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
    @inject(EventClaims) private readonly claims: EventClaims,
  ) {
    super();
  }

  /** The payload names its event; GROK_HOOK_EVENT, which Grok's runner always sets, names it too. */
  override nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return super.nativeEventName(raw) ?? (isRunByGrokBuild(this.environment) ? this.environment[GROK_HOOK_EVENT_VARIABLE] : undefined);
  }

  /** One handler for every event: the payload class an event is declared with decides which fields it carries. */
  @OnEach(SessionStartPayload, { session_start: 'session/start' })
  @OnEach(ToolEventPayload, {
    pre_tool_use: 'tool/before',
    post_tool_use: 'tool/after',
    post_tool_use_failure: 'tool/failure',
    permission_denied: 'permission/denied',
  })
  @OnEach(GrokStopPayload, { stop: 'stop', subagent_stop: 'agent/stop' })
  @OnEach(HookPayload, {
    session_end: 'session/end',
    user_prompt_submit: 'prompt/submit',
    subagent_start: 'agent/start',
    stop_failure: 'stop/failure',
    pre_compact: 'compact/before',
    post_compact: 'compact/after',
  })
  @OnDeferred(HookPayload, { notification: CARRY_EVIDENCE && 'user-attention notice (idle_prompt, permission_prompt, …); passive, no family yet' })
  event(payload: HookPayload, context: HandlerContext): HookEvent {
    // Grok also fires an observe-only stop when the session ends; its decision is parsed and ignored.
    if (payload instanceof GrokStopPayload && payload.reason !== undefined && payload.reason !== 'end_turn') {
      return this.deferred(context, `stop at session end (reason "${payload.reason}"): Grok ignores its decision`);
    }
    const fields = this.commonFields(payload);
    return context.family ? this.decided(context, fields) : this.canonical(context, fields);
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    const stop = GROK_DENY_EVENTS.has(event.nativeEvent) ? 'decision-deny' : GROK_BLOCK_EVENTS.has(event.nativeEvent) ? 'decision-block' : undefined;
    return ruleReply(event, decision, stop ? { stop } : {}, { limit: GROK_TEXT_LIMIT });
  }

  /**
   * The canonical event, if this process is the one that decides it; otherwise a deferral (neutral reply).
   * Only events Grok takes an answer on are claimed: a passive one costs no claim file.
   */
  private decided(context: HandlerContext, fields: EventFields): HookEvent {
    const channels = context.family ? this.descriptor.families[context.family]?.channels : undefined;
    if (!channels || !Object.values(channels).includes('native')) return this.canonical(context, fields);
    const key = grokEventClaimKey(this.environment, context.nativeEvent, context.raw);
    if (key !== undefined && !this.claims.claim(key)) {
      return this.deferred(context, 'another bearing hook process already answers this Grok event');
    }
    return this.canonical(context, fields);
  }

  private deferred(context: HandlerContext, reason: string): HookEvent {
    return { ...this.canonical(context), family: undefined, deferred: reason };
  }
}
