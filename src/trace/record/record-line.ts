import type { Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';

/** The record line's format; a reader skips a line of another. */
export const RECORD_LINE_VERSION = 1;

/** The verdicts the record keeps: what bearing refused, and what it asked the user about. */
const RECORDED_VERDICTS: ReadonlySet<string> = new Set(['deny', 'ask']);

/**
 * Whether a decision goes into the record: by its verdict alone, whatever policy made it, so that a user rule, a
 * pack's rule and the branch guard are recorded by the same code (the rule id travels in `Decision.rule`).
 */
export function isRecorded(decision: Decision | undefined): decision is Decision {
  return decision !== undefined && RECORDED_VERDICTS.has(decision.verdict);
}

/**
 * What the host did with an ask, where bearing knows it: `user`, the host put the question to the user (their answer
 * is the host's; bearing does not see it); `refused`, the host cannot ask from this event, so bearing refused instead.
 */
type AskOutcome = 'user' | 'refused';

/**
 * One decision of the record (`bearing log`), a JSON line in the user cache. Short on purpose: what was refused,
 * where, under which rule and why; `bearing trace` is the full trace. Every string is redacted before it is written.
 */
export interface RecordLine {
  readonly v: typeof RECORD_LINE_VERSION;
  /** ISO 8601, UTC; first after `v`, so that the age of a file's oldest line is read from its first bytes. */
  readonly time: string;
  /** `deny` or `ask`, as the host got it (an ask the host cannot put is a `deny` with `asked: "refused"`). */
  readonly verdict: string;
  /** The host whose adapter answered. */
  readonly host: string;
  /** The native event (`PreToolUse`, `tool.execute.before`). */
  readonly event: string;
  readonly session?: string;
  /** The workspace the event belongs to, and the folder it ran in. */
  readonly root: string;
  readonly cwd: string;
  /** The host's tool name, its command line (a shell call) and the files it names (a write). */
  readonly tool?: string;
  readonly command?: string;
  readonly paths?: readonly string[];
  /** The rule the decision names (`create_protected_branch`, a user rule's id), whatever policy wrote it. */
  readonly rule?: string;
  readonly policy?: string;
  /** The reason's first line, cut to REASON_CHARS. */
  readonly reason?: string;
  readonly asked?: AskOutcome;
  /** Reserved for the allow-once grant a run was let through by (issue 20 §3): its code. */
  readonly allowOnce?: string;
  /** The bearing version that decided. */
  readonly bearing: string;
}

/** What a hook call gives the record, once its reply is computed. */
export interface RecordedCall {
  readonly time: number;
  readonly event: HookEvent;
  readonly decision: Decision;
  /** The event's workspace root (WorkspaceLocator), and its folder (the event's cwd, else the hook's own). */
  readonly root: string;
  readonly cwd: string;
}

/** How much of a command the record keeps: enough to recognise it (a heredoc's body is not the point). */
const COMMAND_CHARS = 1000;
/** How much of a reason: its first line, to this length. */
const REASON_CHARS = 240;
/** How many of a write's paths, each to PATH_CHARS. */
const MAX_PATHS = 20;
const PATH_CHARS = 500;

/**
 * The line for one decision, every string given to `redact` before it is cut: a cut first could split a secret so
 * that the redactor no longer knows it. A string far past its bound is cut to a generous bound first, so that a
 * megabyte command does not cost a megabyte of redaction; whatever such a cut splits falls past the final cut.
 */
export function recordLine(call: RecordedCall, version: string, redact: (text: string) => string): RecordLine {
  const { event, decision } = call;
  const tool = event.tool;
  const kept = (text: string, chars: number) => cut(redact(text.length > chars * 4 ? text.slice(0, chars * 4) : text), chars);
  const reason = decision.reason?.split('\n')[0]?.trim();
  const asked: AskOutcome | undefined = decision.verdict === 'ask' ? 'user' : decision.refusedAsk ? 'refused' : undefined;
  const paths = tool && tool.command === undefined && tool.paths.length > 0 ? tool.paths.slice(0, MAX_PATHS).map((p) => kept(p, PATH_CHARS)) : undefined;
  return {
    v: RECORD_LINE_VERSION,
    time: new Date(call.time).toISOString(),
    verdict: decision.verdict,
    host: event.host,
    event: event.nativeEvent,
    ...(event.sessionId !== undefined && { session: kept(event.sessionId, 200) }),
    root: kept(call.root, PATH_CHARS * 2),
    cwd: kept(call.cwd, PATH_CHARS * 2),
    ...(tool && { tool: kept(tool.name, 100) }),
    ...(tool?.command !== undefined && { command: kept(tool.command, COMMAND_CHARS) }),
    ...(paths && { paths }),
    ...(decision.rule !== undefined && { rule: kept(decision.rule, 200) }),
    ...(decision.policy !== undefined && { policy: decision.policy }),
    ...(reason && { reason: kept(reason, REASON_CHARS) }),
    ...(asked && { asked }),
    bearing: version,
  };
}

/** `text`, at most `chars` long, an ellipsis where it was cut. */
export function cut(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}
