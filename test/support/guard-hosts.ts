import type { HookProcess } from './run-hook';

/** What a host's reply said about one command. */
export type GuardVerdict = { readonly decision: 'allow' } | { readonly decision: 'deny'; readonly reason: string };

/**
 * How the packaged hook is asked about a shell command on one host, and how its reply is read. The
 * command table runs once per entry: adding a host is one entry (its payload and its reply shapes).
 * `verdict` throws on any reply that is neither the host's exact deny nor its exact neutral answer.
 */
export interface GuardHost {
  readonly host: string;
  payload(command: string, cwd: string): Record<string, unknown>;
  verdict(run: HookProcess): GuardVerdict;
}

export const CLAUDE_CODE_GUARD: GuardHost = {
  host: 'claude-code',
  payload: (command, cwd) => ({
    session_id: 'guard-table',
    transcript_path: '/tmp/guard-table.jsonl',
    cwd,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'guard table' },
    tool_use_id: 'toolu_guard',
  }),
  verdict: (run) => {
    if (run.status !== 0) throw new Error(`exit ${run.status}: ${run.stderr}`);
    if (run.stdout === '') return { decision: 'allow' };
    const reply = JSON.parse(run.stdout) as { hookSpecificOutput: Record<string, string> };
    const { hookEventName, permissionDecision, permissionDecisionReason, ...rest } = reply.hookSpecificOutput;
    if (Object.keys(reply).length !== 1 || Object.keys(rest).length > 0 || hookEventName !== 'PreToolUse' || permissionDecision !== 'deny') {
      throw new Error(`unexpected reply: ${run.stdout}`);
    }
    return { decision: 'deny', reason: permissionDecisionReason! };
  },
};

/** Codex answers like Claude Code (same deny shape, nothing for an allow) to its own payload. */
export const CODEX_GUARD: GuardHost = {
  host: 'codex',
  payload: (command, cwd) => ({
    session_id: 'guard-table',
    turn_id: 'guard-turn',
    transcript_path: null,
    cwd,
    hook_event_name: 'PreToolUse',
    model: 'gpt-5.5',
    permission_mode: 'bypassPermissions',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: 'call_guard',
  }),
  verdict: CLAUDE_CODE_GUARD.verdict,
};

/** Cursor: `beforeShellExecution`; a deny is `permission: "deny"` with both messages and exit 2, an allow is `{}`. */
export const CURSOR_GUARD: GuardHost = {
  host: 'cursor',
  payload: (command, cwd) => ({
    conversation_id: 'guard-table',
    generation_id: 'guard-generation',
    workspace_roots: [cwd],
    hook_event_name: 'beforeShellExecution',
    command,
    cwd,
    sandbox: false,
  }),
  verdict: (run) => {
    if (run.status === 0 && run.stdout === '{}\n') return { decision: 'allow' };
    const reply = JSON.parse(run.stdout) as Record<string, string>;
    const { permission, user_message, agent_message, ...rest } = reply;
    if (run.status !== 2 || permission !== 'deny' || !user_message || agent_message !== user_message || Object.keys(rest).length > 0) {
      throw new Error(`unexpected reply (exit ${run.status}): ${run.stdout}`);
    }
    return { decision: 'deny', reason: user_message };
  },
};

export const GUARD_HOSTS: readonly GuardHost[] = [CLAUDE_CODE_GUARD, CODEX_GUARD, CURSOR_GUARD];
