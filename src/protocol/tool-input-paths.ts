import type { ToolCall } from './hook-event';

/** The keys of a tool's input that name one file, as hosts spell them (Claude Code, Cursor, Kimi: `file_path`; OpenCode: `filePath`; Pi: `path`). */
const SINGLE_KEYS = ['file_path', 'filePath', 'path', 'notebook_path'];
const LIST_KEYS = ['file_paths', 'paths'];

/** The paths a tool call's input names, as written (relative or absolute), without blanks or duplicates. */
export function toolInputPaths(tool: ToolCall | undefined): string[] {
  const input = tool?.input ?? {};
  const found: unknown[] = [...SINGLE_KEYS.map((k) => input[k]), ...LIST_KEYS.flatMap((k) => (Array.isArray(input[k]) ? (input[k] as unknown[]) : []))];
  return [...new Set(found.filter((p): p is string => typeof p === 'string' && p.trim() !== ''))];
}
