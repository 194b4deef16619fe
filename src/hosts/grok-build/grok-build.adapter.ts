import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { HookEvent } from '../../protocol/hook-event';
import { OnEach, Route, RouteDeferred } from '../../framework/decorators/on.decorator';
import type { EventFields, HandlerContext } from '../../framework/host-adapter';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { ClaudeDialectAdapter } from '../claude-dialect/claude-dialect.adapter';
import { EventClaims } from '../../services/event-claims/event-claims';
import { GROK_BUILD_DESCRIPTOR } from './grok-build.descriptor';
import { GROK_REPLY_RULES, GROK_TEXT_LIMIT } from './grok-build.replies';
import { grokEventClaimKey } from './grok-event-claim';
import { GROK_HOOK_EVENT_VARIABLE, isRunByGrokBuild } from './grok-hook-process';
import { HookPayload } from '../claude-dialect/payloads/hook.payload';
import { SessionStartPayload } from '../claude-dialect/payloads/session-start.payload';
import { ToolEventPayload } from '../claude-dialect/payloads/tool-event.payload';
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
@Route('sessionStart', SessionStartPayload, { session_start: 'session/start' })
@Route('tool', ToolEventPayload, {
  pre_tool_use: 'tool/before',
  post_tool_use: 'tool/after',
  post_tool_use_failure: 'tool/failure',
  permission_denied: 'permission/denied',
})
@Route('other', HookPayload, {
  session_end: 'session/end',
  user_prompt_submit: 'prompt/submit',
  subagent_start: 'agent/start',
  stop_failure: 'stop/failure',
  pre_compact: 'compact/before',
  post_compact: 'compact/after',
})
@RouteDeferred('other', HookPayload, { notification: CARRY_EVIDENCE && 'user-attention notice (idle_prompt, permission_prompt, …); passive, no family yet' })
export class GrokBuildAdapter extends ClaudeDialectAdapter {
  readonly descriptor = GROK_BUILD_DESCRIPTOR;
  protected readonly replyRules = GROK_REPLY_RULES;
  protected readonly replyOptions = { limit: GROK_TEXT_LIMIT };
  /** Grok's shell tool (matcher alias `Bash`) and its edit tool (alias `Edit|Write|MultiEdit`). */
  protected override readonly tools = { shell: { run_terminal_command: 'posix' }, write: ['search_replace'], pathKeys: ['file_path', 'path'] } as const;

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

  /** Grok also fires an observe-only stop when the session ends; its decision is parsed and ignored. */
  @OnEach(GrokStopPayload, { stop: 'stop', subagent_stop: 'agent/stop' })
  override stop(payload: GrokStopPayload, context: HandlerContext): HookEvent {
    if (payload.reason !== undefined && payload.reason !== 'end_turn') {
      return this.deferred(context, `stop at session end (reason "${payload.reason}"): Grok ignores its decision`);
    }
    return super.stop(payload, context);
  }

  /**
   * The canonical event, if this process is the one that decides it; otherwise a deferral (neutral reply).
   * Only events Grok takes an answer on are claimed: a passive one costs no claim file.
   */
  protected override canonical(context: HandlerContext, fields: EventFields = {}): HookEvent {
    const channels = context.family ? this.descriptor.families[context.family]?.channels : undefined;
    if (!channels || !Object.values(channels).includes('native')) return super.canonical(context, fields);
    const key = grokEventClaimKey(this.environment, context.nativeEvent, context.raw);
    if (key !== undefined && !this.claims.claim(key)) {
      return this.deferred(context, 'another bearing hook process already answers this Grok event');
    }
    return super.canonical(context, fields);
  }

  private deferred(context: HandlerContext, reason: string): HookEvent {
    return super.canonical({ ...context, family: undefined, deferred: reason });
  }
}
