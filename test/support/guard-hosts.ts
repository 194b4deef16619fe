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

/** Codex and Cursor join here once their adapters are merged. */
export const GUARD_HOSTS: readonly GuardHost[] = [CLAUDE_CODE_GUARD];
