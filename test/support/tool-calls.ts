import type { ToolCall } from '../../src/protocol/hook-event';

/** A shell call as the Claude Code adapter decodes its Bash tool: a POSIX command line. */
export function bash(command: string): ToolCall {
  return { name: 'Bash', kind: 'shell', dialect: 'posix', input: { command }, command };
}
