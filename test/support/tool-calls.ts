import type { ToolCall, ToolKind } from '../../src/protocol/hook-event';
import { applyPatchPaths } from '../../src/hosts/codex/apply-patch-paths';

/** A shell call as the Claude Code adapter decodes its Bash tool: a POSIX command line. */
export function bash(command: string): ToolCall {
  return { name: 'Bash', kind: 'shell', dialect: 'posix', input: { command }, command, paths: [], removes: [] };
}

/** The input keys the hosts' tool tables name a file with (Claude Code, Cursor, Kimi, Grok: `file_path`; OpenCode: `filePath`; Pi: `path`). */
const PATH_KEYS = ['file_path', 'filePath', 'path', 'notebook_path'];

/**
 * A file tool call with the paths its host's adapter would fill: those its input names under a host's path key,
 * apply_patch's from its body (as the Codex adapter reads it), and Cursor's `Delete` removing what it names.
 */
export function fileTool(name: string, input: Readonly<Record<string, unknown>>, kind: ToolKind = 'write'): ToolCall {
  if (name === 'apply_patch') return { name, kind, input, ...applyPatchPaths(input) };
  const paths = [...new Set(PATH_KEYS.map((k) => input[k]).filter((p): p is string => typeof p === 'string' && p.trim() !== ''))];
  return { name, kind, input, paths, removes: name === 'Delete' ? paths : [] };
}
