import type { Decision } from '../protocol/decision';
import type { HookEvent, ToolCall, ToolKind } from '../protocol/hook-event';
import type { HostDescriptor } from '../protocol/host-capability';
import { NEUTRAL_REPLY, type HostReply } from '../protocol/host-reply';
import type { RouteFamily } from '../protocol/route-family';
import type { ShellDialect } from '../protocol/shell-dialect';
import { commandTextOfArgv } from './payload/argv-command-text';
import { failClosedDecision, failsClosed } from './fail-policy';
import { diagnosticLine, type RunFailure } from './run-failure';
import { cwdOf, sessionIdOf } from './payload/canonical-fields';
import { namedPaths } from './payload/named-paths';
import { exploreHandlers } from './metadata/handler.explorer';

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
 * A host's tool names by what the tools do, exactly as the host sends them: the shell tools with the shell that
 * reads their command line, and the tools that write files. Every other tool is `other`. With them, the host's
 * words for the files a call names: the input keys that hold one path or a list of paths, and the tools that
 * delete the files they name.
 */
export interface ToolTable {
  readonly shell?: Readonly<Record<string, ShellDialect>>;
  readonly write?: readonly string[];
  readonly delete?: readonly string[];
  readonly pathKeys?: readonly string[];
  readonly pathListKeys?: readonly string[];
}

/** The files a tool call names, and those of them it deletes (see ToolCall). */
export type ToolPaths = Pick<ToolCall, 'paths' | 'removes'>;

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

  /** The host's tools by kind (see `toolCall`). */
  protected readonly tools: ToolTable = {};

  /** The native event a raw payload names, if it names one (a non-empty string where the host puts it). */
  abstract nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined;

  /** What this host receives when bearing has nothing to say (hosts that need a JSON body on every call override it). */
  neutralReply(): HostReply {
    return NEUTRAL_REPLY;
  }

  /**
   * The reply when bearing could not decide (framework/fail-policy.ts): neutral with one diagnostic line, or a deny.
   * A failure without a family of its own takes the one its event is declared with (a gate's registration).
   */
  failureReply(failure: RunFailure): HostReply {
    const what = `${failure.code}: ${failure.message}`;
    const line = diagnosticLine(what);
    const family =
      failure.family ?? (failure.nativeEvent === undefined ? undefined : exploreHandlers(this.constructor).get(failure.nativeEvent)?.options.family);
    if (failsClosed(this.descriptor, family, failure.code)) {
      const event: HookEvent = { host: this.descriptor.id, family: 'tool/before', nativeEvent: failure.nativeEvent ?? '', reentry: false, raw: {} };
      const reply = this.encode(event, failClosedDecision(what, failure.code));
      return { ...reply, diagnostics: [line, ...reply.diagnostics] };
    }
    const neutral = this.neutralReply();
    return { ...neutral, diagnostics: [...neutral.diagnostics, line] };
  }

  /** A canonical tool call, classified by the host's tool table; `command` and `dialect` only for a shell tool. */
  protected toolCall(name: string, input: Readonly<Record<string, unknown>>, kind?: ToolKind): ToolCall {
    const { paths, removes } = this.toolPaths(name, input);
    const dialect = this.tools.shell?.[name];
    if (dialect === undefined) return { name, kind: kind ?? (this.tools.write?.includes(name) ? 'write' : 'other'), input, paths, removes };
    const command = this.shellCommand(input);
    return { name, kind: 'shell', dialect, input, ...(command !== undefined && { command }), paths, removes };
  }

  /**
   * The files a tool's input names under the host's path keys; a delete tool removes them all. A host whose tools
   * name files another way (a patch body) overrides it.
   */
  protected toolPaths(name: string, input: Readonly<Record<string, unknown>>): ToolPaths {
    const { pathKeys = [], pathListKeys = [] } = this.tools;
    const paths = namedPaths([...pathKeys.map((k) => input[k]), ...pathListKeys.flatMap((k) => (Array.isArray(input[k]) ? (input[k] as unknown[]) : []))]);
    return { paths, removes: this.tools.delete?.includes(name) ? paths : [] };
  }

  /**
   * The command line a shell tool's input holds: its `command`, as text or as an argument vector
   * (`["bash", "-lc", "git …"]`, which becomes the line it stands for).
   */
  protected shellCommand(input: Readonly<Record<string, unknown>>): string | undefined {
    const given = input['command'];
    return typeof given === 'string' ? given : commandTextOfArgv(given);
  }

  /** Builds the canonical event for a handler; values the host did not send stay undefined. */
  protected canonical(context: HandlerContext, fields: EventFields = {}): HookEvent {
    // Normalised here, once for every host: an empty session id or a cwd that names no folder counts as not sent.
    const { cwd, sessionId, ...others } = fields;
    const usableCwd = cwdOf(cwd);
    const session = sessionIdOf(sessionId);
    return {
      host: this.descriptor.id,
      nativeEvent: context.nativeEvent,
      ...(context.family ? { family: context.family } : { deferred: context.deferred }),
      raw: context.raw,
      ...others,
      ...(usableCwd !== undefined && { cwd: usableCwd }),
      ...(session !== undefined && { sessionId: session }),
      reentry: fields.reentry ?? false,
    };
  }
}

/** A value that names something: a non-empty string, else undefined. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
