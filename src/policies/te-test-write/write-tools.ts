import type { ToolCall } from '../../protocol/hook-event';

/**
 * Tools that write files or run shell commands, by the names hosts give them (matched ignoring case):
 * Claude Code, Codex, Cursor, Grok Build, Kimi, AGY, OpenCode/Pi. A shell call is also recognised by the
 * command its adapter extracted, whatever the tool is called.
 */
const WRITING_TOOLS: ReadonlySet<string> = new Set([
  'write',
  'edit',
  'multiedit',
  'notebookedit',
  'apply_patch',
  'patch',
  'search_replace',
  'strreplace',
  'delete',
  'writefile',
  'strreplacefile',
  'edit_file',
  'write_file',
  'write_to_file',
  'replace_file_content',
  'create_file',
  'bash',
  'shell',
  'powershell',
  'run_terminal_command',
  'run_command',
  'exec_command',
]);

/** Whether `te_test_write` looks at this tool call at all (reads, searches and the like pass untouched). */
export function writesOrRuns(tool: ToolCall | undefined): boolean {
  return tool !== undefined && (tool.command !== undefined || WRITING_TOOLS.has(tool.name.toLowerCase()));
}
