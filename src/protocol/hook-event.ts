import type { HostId } from './host-id';
import type { RouteFamily } from './route-family';
import type { ShellDialect } from './shell-dialect';

/**
 * What a tool call does, as the host's adapter classifies it from the host's own tool names: `shell` runs a
 * command line, `write` changes files, `read` reads them. Policies match on this, never on a host's tool names.
 */
export type ToolKind = 'shell' | 'write' | 'read' | 'other';

/** The tool a tool-family event is about, in canonical form. */
export interface ToolCall {
  /** The host's own tool name (`Bash`, `Write`, `apply_patch`, …), for diagnostics and evaluators. */
  readonly name: string;
  readonly kind: ToolKind;
  readonly input: Readonly<Record<string, unknown>>;
  /** The command line of a shell call, when its input carries one; already unwrapped from host-specific shapes. */
  readonly command?: string;
  /** The shell that reads `command`. */
  readonly dialect?: ShellDialect;
  /**
   * Every file the call names, as written (relative or absolute), in the order named, without blanks or duplicates:
   * the files it writes, reads or deletes. The adapter fills it from the host's own input keys and formats (a patch
   * body, for one), so policies never read `input` for a path.
   */
  readonly paths: readonly string[];
  /** Those of `paths` the call deletes (the host's delete tool, a patch's deleted files). */
  readonly removes: readonly string[];
}

/**
 * One host event in canonical form. Adapters build it; policies read only it.
 * Fields are never fabricated: a value the host did not send stays undefined.
 */
export interface HookEvent {
  readonly host: HostId;
  /** Undefined when the native event has no route family (then `deferred` says why). */
  readonly family?: RouteFamily;
  readonly deferred?: string;
  readonly nativeEvent: string;
  readonly cwd?: string;
  readonly sessionId?: string;
  readonly tool?: ToolCall;
  /** Session-start source (`startup`, `resume`, `compact`, …) where the host names one. */
  readonly source?: string;
  /** True when the host is already continuing because of an earlier stop-hook block. */
  readonly reentry: boolean;
  /** The payload exactly as the host sent it (never mutated, never merged into). */
  readonly raw: Readonly<Record<string, unknown>>;
}
