import type { Decision } from '../protocol/decision';
import type { HookEvent, ToolCall } from '../protocol/hook-event';
import type { HostDescriptor } from '../protocol/capability';
import { NEUTRAL_REPLY, type HostReply } from '../protocol/host-reply';
import type { RouteFamily } from '../protocol/route-family';
import type { HookPayload } from './payload/common/hook.payload';
import { SessionStartPayload } from './payload/common/session-start.payload';
import { StopPayload } from './payload/common/stop.payload';
import { ToolEventPayload } from './payload/common/tool-event.payload';
import { commandTextOfArgv } from './payload/argv-command-text';
import { diagnosticLine, type RunFailure } from './run-failure';

/** The `policy` of the deny the core sends when a fail-closed host's gate cannot be checked (encoders may add guidance). */
export const FAIL_CLOSED_POLICY = 'fail-policy';

/** What a handler gets besides its decoded payload. */
export interface HandlerContext {
  readonly nativeEvent: string;
  readonly family?: RouteFamily;
  readonly deferred?: string;
  readonly raw: Readonly<Record<string, unknown>>;
}

/** The canonical fields a handler fills in; the rest comes from the handler context. */
export type EventFields = Partial<Pick<HookEvent, 'cwd' | 'sessionId' | 'tool' | 'source' | 'reentry'>>;

/**
 * The one place that knows a host's wire format. A subclass declares its handlers with
 * `@On(nativeEvent, { payload, family })` (each turns a decoded payload into a HookEvent) and
 * implements `encode` (a merged decision into the reply this host honours for that event).
 *
 * Concrete adapters declare their own constructor and `@injectable()`: tsyringe reads injection
 * tokens only from the class itself, and builds an undecorated class with no arguments.
 */
export abstract class HostAdapter {
  abstract readonly descriptor: HostDescriptor;

  /** Encodes the merged decision for one event. Must never throw for a decision of any verdict. */
  abstract encode(event: HookEvent, decision: Decision): HostReply;

  /** The native event name in a raw payload. Hosts that name it elsewhere override this. */
  nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    const name = raw['hook_event_name'] ?? raw['hookEventName'];
    return typeof name === 'string' && name.length > 0 ? name : undefined;
  }


  /** What this host receives when bearing has nothing to say (hosts that need a JSON body on every call override it). */
  neutralReply(): HostReply {
    return NEUTRAL_REPLY;
  }

  /**
   * The reply when bearing could not decide: the host's neutral reply with one diagnostic line, or,
   * on a host whose descriptor says `failClosed`, a deny for a pre-tool gate.
   */
  failureReply(failure: RunFailure): HostReply {
    const line = diagnosticLine(`${failure.code}: ${failure.message}`);
    if (this.descriptor.failClosed && failure.family === 'tool/before') {
      const reason = `bearing could not check this tool call (${failure.code}: ${failure.message}); it is refused because this host runs bearing fail-closed`;
      const event: HookEvent = { host: this.descriptor.id, family: 'tool/before', nativeEvent: failure.nativeEvent ?? '', reentry: false, raw: {} };
      const reply = this.encode(event, { verdict: 'deny', reason, policy: FAIL_CLOSED_POLICY });
      return { ...reply, diagnostics: [line, ...reply.diagnostics] };
    }
    const neutral = this.neutralReply();
    return { ...neutral, diagnostics: [...neutral.diagnostics, line] };
  }

  /**
   * The canonical fields of a payload decoded into one of the common payload classes: the session, and the
   * source of a session start, the re-entry mark of a stop, the tool of a tool event. The payload class an
   * event is declared with decides which (the decoder keeps only the keys that class declares).
   */
  protected commonFields(payload: HookPayload): EventFields {
    return {
      cwd: payload.cwd,
      sessionId: payload.session_id,
      ...(payload instanceof SessionStartPayload && { source: payload.source }),
      ...(payload instanceof StopPayload && { reentry: payload.stop_hook_active === true }),
      ...(payload instanceof ToolEventPayload && { tool: this.toolCall(payload.tool_name, payload.tool_input ?? {}) }),
    };
  }

  /**
   * A canonical tool call; `command` only when the tool runs a shell command line (see `shellCommand`).
   * A `command` given as an argument vector (`["bash", "-lc", "git …"]`) becomes the line it stands for.
   */
  protected toolCall(name: string, input: Readonly<Record<string, unknown>>): ToolCall {
    const given = input['command'];
    const text = typeof given === 'string' ? given : commandTextOfArgv(given);
    const command = text === undefined ? undefined : this.shellCommand(name, text);
    return { name, input, ...(command !== undefined && { command }) };
  }

  /** The host's names for the tools whose `command` input is a shell command line. */
  protected readonly shellTools: readonly string[] = [];

  /** The command line a tool's `command` input holds, when the tool is one of the host's shell tools; otherwise undefined. */
  protected shellCommand(tool: string, command: string): string | undefined {
    return this.shellTools.includes(tool) ? command : undefined;
  }

  /** Builds the canonical event for a handler; values the host did not send stay undefined. */
  protected canonical(context: HandlerContext, fields: EventFields = {}): HookEvent {
    return {
      host: this.descriptor.id,
      nativeEvent: context.nativeEvent,
      ...(context.family ? { family: context.family } : { deferred: context.deferred }),
      raw: context.raw,
      ...fields,
      reentry: fields.reentry ?? false,
    };
  }
}
