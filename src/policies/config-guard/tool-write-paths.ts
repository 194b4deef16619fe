import type { ToolCall } from '../../protocol/hook-event';

/** One file a write tool changes: the path as the tool names it, and whether the change deletes it. */
export interface ToolWrite {
  readonly path: string;
  readonly removes: boolean;
}

/**
 * The files a file-writing tool call changes: every path its adapter found (input keys, a patch's headers), each
 * marked when the call deletes it. Which keys and formats name a file is the host's to say, not this policy's.
 */
export function toolWritePaths(tool: ToolCall): ToolWrite[] {
  return tool.paths.map((path) => ({ path, removes: tool.removes.includes(path) }));
}
