import { codexReplyProblems } from '../../support/codex-reply.validator';
import type { HookOutcome } from './hook-call';

/**
 * What each host accepts back from one hook call, written from its own documentation (shared/reference/), not from
 * bearing's reply tables: a reply that holds a field the event does not honour, a second JSON object, a diagnostic
 * or a stack trace on stdout, or an exit code the event does not allow is a problem. `event` is the event the host
 * asked about (undefined when the payload names none the host has). A host without a contract here fails the fuzz
 * tier, so a new host gets one.
 */
export type ReplyContract = (event: string | undefined, outcome: HookOutcome) => string[];

/** Most stderr lines a reply may take: one diagnostic per cause, and few causes. */
const MAX_STDERR_LINES = 4;

const STACK_TRACE = /^\s+at .+(:\d+:\d+\)?|\(native\))$/m;

/** What no host accepts: a crash, a stack trace, a flood on stderr, a diagnostic where the reply goes. */
export function commonProblems(outcome: HookOutcome): string[] {
  const problems: string[] = [];
  if (outcome.exitCode === null) problems.push('no exit code (killed: a hang?)');
  if (STACK_TRACE.test(outcome.stdout) || STACK_TRACE.test(outcome.stderr)) problems.push('a stack trace');
  const lines = outcome.stderr === '' ? [] : outcome.stderr.replace(/\n$/, '').split('\n');
  if (lines.length > MAX_STDERR_LINES) problems.push(`${lines.length} stderr lines`);
  if (outcome.stderr !== '' && !outcome.stderr.endsWith('\n')) problems.push('stderr does not end its line');
  // With exit 0 stderr holds only bearing's diagnostics; with exit 2 it is the reason the host reads.
  if (outcome.exitCode === 0 && lines.some((l) => !l.startsWith('bearing: '))) problems.push('a stderr line that is not a bearing diagnostic');
  if (/^bearing: /m.test(outcome.stdout)) problems.push('a diagnostic on stdout');
  // JSON.stringify writes a lone surrogate as an escape that strict parsers (Codex's serde_json) reject: one such
  // escape voids the whole reply there. Only a lone one is ever escaped, so any is a problem.
  if (/\\u[dD][89a-fA-F][0-9a-fA-F]{2}/.test(outcome.stdout)) problems.push('a lone surrogate escape on stdout');
  return problems;
}

/** The one compact JSON object stdout holds, or why it is not that. */
function stdoutObject(stdout: string): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(stdout);
  } catch {
    return 'stdout is not one JSON value';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'stdout is JSON but not an object';
  if (stdout !== `${JSON.stringify(value)}\n`) return 'stdout is not exactly one JSON object and a line end';
  return value as Record<string, unknown>;
}

/** Keys of `object` outside `allowed`. */
function extraKeys(object: Record<string, unknown>, allowed: readonly string[], where: string): string[] {
  return Object.keys(object)
    .filter((k) => !allowed.includes(k))
    .map((k) => `${where}${k} is not honoured`);
}

const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim() !== '';

// ---- Claude Code (claude-code.md §2.1–2.3) ----

interface ClaudeEventFields {
  readonly top?: readonly string[];
  readonly specific?: readonly string[];
  /** Exit 2 blocks on this event (table 1.1). */
  readonly exit2?: true;
}

const UNIVERSAL = ['continue', 'stopReason', 'suppressOutput', 'systemMessage'];
const DECISION = ['decision', 'reason'];

const CLAUDE_FIELDS: Readonly<Record<string, ClaudeEventFields>> = {
  SessionStart: { top: UNIVERSAL, specific: ['additionalContext', 'initialUserMessage', 'sessionTitle', 'watchPaths', 'reloadSkills'] },
  UserPromptSubmit: { top: [...UNIVERSAL, ...DECISION, 'suppressOriginalPrompt'], specific: ['additionalContext', 'sessionTitle'], exit2: true },
  PreToolUse: { top: UNIVERSAL, specific: ['permissionDecision', 'permissionDecisionReason', 'updatedInput', 'additionalContext'], exit2: true },
  PermissionRequest: { top: UNIVERSAL, specific: ['decision'] },
  PermissionDenied: { top: UNIVERSAL, specific: ['retry'] },
  PostToolUse: { top: [...UNIVERSAL, ...DECISION], specific: ['additionalContext', 'updatedToolOutput', 'updatedMCPToolOutput', 'classifierContext'] },
  PostToolUseFailure: { top: [...UNIVERSAL, ...DECISION], specific: ['additionalContext'] },
  SubagentStart: { top: UNIVERSAL, specific: ['additionalContext'] },
  SubagentStop: { top: [...UNIVERSAL, ...DECISION], specific: ['additionalContext'], exit2: true },
  Stop: { top: [...UNIVERSAL, ...DECISION], specific: ['additionalContext'], exit2: true },
  TaskCreated: { top: [...UNIVERSAL, ...DECISION], exit2: true },
  TaskCompleted: { top: UNIVERSAL, exit2: true },
  TeammateIdle: { top: UNIVERSAL, exit2: true },
  ConfigChange: { top: [...UNIVERSAL, ...DECISION], exit2: true },
  FileChanged: { top: UNIVERSAL, specific: ['watchPaths'] },
  PreCompact: { top: [...UNIVERSAL, ...DECISION], exit2: true },
};

const claudeCode: ReplyContract = (event, outcome) => {
  const fields = event === undefined ? undefined : CLAUDE_FIELDS[event];
  const problems: string[] = [];
  if (outcome.exitCode === 2) {
    if (!fields?.exit2) problems.push(`exit 2 does not block ${event ?? 'an unknown event'}`);
    if (outcome.stderr.trim() === '') problems.push('exit 2 without a reason on stderr');
    return problems;
  }
  if (outcome.exitCode !== 0) return [`exit ${outcome.exitCode}`];
  if (outcome.stdout === '') return problems;
  // Every other event (side effects only, or one bearing defers) reads nothing bearing may write.
  if (!fields) return [`${event ?? 'an unknown event'} takes no output, got ${outcome.stdout.slice(0, 200)}`];
  const reply = stdoutObject(outcome.stdout);
  if (typeof reply === 'string') return [reply];
  problems.push(...extraKeys(reply, [...(fields.top ?? []), ...(fields.specific ? ['hookSpecificOutput'] : [])], ''));
  if ('decision' in reply && reply['decision'] !== 'block') problems.push(`decision ${JSON.stringify(reply['decision'])}`);
  if (reply['decision'] === 'block' && !nonEmpty(reply['reason'])) problems.push('decision "block" without a reason');
  const specific = reply['hookSpecificOutput'];
  if (specific !== undefined) {
    if (typeof specific !== 'object' || specific === null) return [...problems, 'hookSpecificOutput is not an object'];
    const s = specific as Record<string, unknown>;
    if (s['hookEventName'] !== event) problems.push(`hookEventName ${JSON.stringify(s['hookEventName'])} on ${event}`);
    problems.push(...extraKeys(s, ['hookEventName', ...(fields.specific ?? [])], 'hookSpecificOutput.'));
    if ('permissionDecision' in s && !['allow', 'deny', 'ask', 'defer'].includes(s['permissionDecision'] as string))
      problems.push(`permissionDecision ${JSON.stringify(s['permissionDecision'])}`);
    if (s['permissionDecision'] === 'deny' && !nonEmpty(s['permissionDecisionReason'])) problems.push('a deny without a reason');
    if (event === 'PermissionRequest') {
      const d = s['decision'] as Record<string, unknown> | undefined;
      if (!d || !['allow', 'deny'].includes(d['behavior'] as string)) problems.push('PermissionRequest decision without behavior allow|deny');
    }
  }
  return problems;
};

// ---- Codex (codex-live.md §5, its output schemas in fixtures/codex/schemas) ----

const codex: ReplyContract = (event, outcome) => {
  if (event === undefined) return outcome.exitCode === 0 && outcome.stdout === '' ? [] : ['an unknown event takes no output'];
  return codexReplyProblems(event, { status: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr });
};

// ---- Cursor (codex-cursor.md, per-event output; JSON on every path) ----

const PERMISSION = ['permission', 'user_message'];
const CURSOR_FIELDS: Readonly<Record<string, readonly string[]>> = {
  preToolUse: [...PERMISSION, 'agent_message', 'updated_input'],
  beforeShellExecution: [...PERMISSION, 'agent_message'],
  beforeMCPExecution: [...PERMISSION, 'agent_message'],
  beforeReadFile: PERMISSION,
  subagentStart: PERMISSION,
  postToolUse: ['additional_context', 'updated_mcp_tool_output'],
  sessionStart: ['additional_context', 'env', 'continue', 'user_message'],
  subagentStop: ['followup_message'],
  stop: ['followup_message'],
  beforeSubmitPrompt: ['continue', 'user_message'],
  preCompact: ['user_message'],
  workspaceOpen: ['pluginPaths'],
};
const CURSOR_ASK = new Set(['preToolUse', 'beforeShellExecution', 'beforeMCPExecution']);

/** Cursor reads the reply as the event its hook line registers, which is the event asked (fuzz-cases.ts askedEvent). */
const cursor: ReplyContract = (event, outcome) => {
  const reply = stdoutObject(outcome.stdout);
  if (typeof reply === 'string') return [`Cursor expects one JSON object on every path: ${reply}`];
  const problems = extraKeys(reply, event === undefined ? [] : (CURSOR_FIELDS[event] ?? []), '');
  const permission = reply['permission'];
  if (permission !== undefined) {
    const values = event !== undefined && CURSOR_ASK.has(event) ? ['allow', 'deny', 'ask'] : ['allow', 'deny'];
    if (!values.includes(permission as string)) problems.push(`permission ${JSON.stringify(permission)}`);
  }
  if (outcome.exitCode === 2 && permission !== 'deny') problems.push('exit 2 without permission "deny"');
  if (outcome.exitCode !== 0 && outcome.exitCode !== 2) problems.push(`exit ${outcome.exitCode}`);
  return problems;
};

// ---- Grok Build (other-hosts.md: top-level decision deny on pre_tool_use, block on stop; the rest passive) ----

const GROK_DECISIONS: Readonly<Record<string, string>> = { pre_tool_use: 'deny', stop: 'block', subagent_stop: 'block' };

const grokBuild: ReplyContract = (event, outcome) => {
  const decision = event === undefined ? undefined : GROK_DECISIONS[event];
  if (outcome.exitCode === 2) return event === 'pre_tool_use' && outcome.stderr.trim() !== '' ? [] : [`exit 2 on ${event}`];
  if (outcome.exitCode !== 0) return [`exit ${outcome.exitCode}`];
  if (outcome.stdout === '') return [];
  if (!decision) return [`${event ?? 'an unknown event'} is passive: stdout ${outcome.stdout.slice(0, 200)}`];
  const reply = stdoutObject(outcome.stdout);
  if (typeof reply === 'string') return [reply];
  const problems = extraKeys(reply, ['decision', 'reason'], '');
  if (reply['decision'] !== decision) problems.push(`decision ${JSON.stringify(reply['decision'])} on ${event}`);
  if (!nonEmpty(reply['reason'])) problems.push('a decision without a reason');
  return problems;
};

// ---- Kimi Code 2.1.0 (kimi-live.md §3, §6: only PreToolUse, UserPromptSubmit and Stop act on output) ----

const KIMI_BLOCKING = new Set(['PreToolUse', 'UserPromptSubmit', 'Stop']);
/** Events whose plain-text stdout Kimi adds for the model. */
const KIMI_TEXT = new Set(['UserPromptSubmit']);

const kimiCode: ReplyContract = (event, outcome) => {
  const blocking = event !== undefined && KIMI_BLOCKING.has(event);
  if (outcome.exitCode === 2) return blocking && outcome.stderr.trim() !== '' ? [] : [`exit 2 on ${event}`];
  if (outcome.exitCode !== 0) return [`exit ${outcome.exitCode}`];
  if (outcome.stdout === '') return [];
  if (!blocking) return [`${event ?? 'an unknown event'} reads no output: stdout ${outcome.stdout.slice(0, 200)}`];
  const reply = stdoutObject(outcome.stdout);
  if (typeof reply === 'string') return KIMI_TEXT.has(event) && !outcome.stdout.trimStart().startsWith('{') ? [] : [reply];
  const problems = extraKeys(reply, ['message', 'hookSpecificOutput'], '');
  const specific = reply['hookSpecificOutput'] as Record<string, unknown> | undefined;
  if (specific !== undefined) {
    problems.push(...extraKeys(specific, ['hookEventName', 'message', 'permissionDecision', 'permissionDecisionReason'], 'hookSpecificOutput.'));
    if (specific['hookEventName'] !== undefined && specific['hookEventName'] !== event)
      problems.push(`hookEventName ${JSON.stringify(specific['hookEventName'])} on ${event}`);
    if (specific['permissionDecision'] !== 'deny') problems.push(`permissionDecision ${JSON.stringify(specific['permissionDecision'])}`);
    if (!nonEmpty(specific['permissionDecisionReason'])) problems.push('a deny without a reason');
  }
  return problems;
};

// ---- OpenCode and Pi: what bearing's plugin and extension hand back (opencode.plugin.ts, pi.extension.ts) ----

const IN_PROCESS_FIELDS: Readonly<Record<string, Readonly<Record<string, (value: unknown) => boolean>>>> = {
  'opencode:tool.execute.before': { error: nonEmpty },
  'opencode:session.created': { system: (v) => typeof v === 'string' },
  'pi:tool_call': { block: (v) => v === true, reason: nonEmpty },
  'pi:session_before_compact': { cancel: (v) => v === true },
  'pi:session_start': { message: piMessage },
  'pi:before_agent_start': { message: piMessage },
};

function piMessage(value: unknown): boolean {
  const m = value as Record<string, unknown> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m['customType'] === 'bearing' &&
    typeof m['content'] === 'string' &&
    m['display'] === false &&
    Object.keys(m).length === 3
  );
}

function inProcess(host: string): ReplyContract {
  return (event, outcome) => {
    if (outcome.exitCode !== 0) return [`exit ${outcome.exitCode}`];
    if (outcome.stdout === '') return [];
    const fields = event === undefined ? undefined : IN_PROCESS_FIELDS[`${host}:${event}`];
    if (!fields) return [`${event ?? 'an unknown event'} takes no answer from ${host}: ${outcome.stdout.slice(0, 200)}`];
    const reply = stdoutObject(outcome.stdout);
    if (typeof reply === 'string') return [reply];
    const problems = extraKeys(reply, Object.keys(fields), '');
    for (const [key, valid] of Object.entries(fields))
      if (key in reply && !valid(reply[key])) problems.push(`${key} ${JSON.stringify(reply[key])?.slice(0, 100)}`);
    return problems;
  };
}

/** Each host's contract by id. */
export function replyContract(host: string): ReplyContract | undefined {
  switch (host) {
    case 'claude-code':
      return claudeCode;
    case 'codex':
      return codex;
    case 'cursor':
      return cursor;
    case 'grok-build':
      return grokBuild;
    case 'kimi-code':
      return kimiCode;
    case 'opencode':
    case 'pi':
      return inProcess(host);
    default:
      return undefined;
  }
}
