import type { ToolCall } from '../../protocol/hook-event';
import { toolInputPaths } from '../../protocol/tool-input-paths';

/** `*** Add File: <path>`, `*** Update File:`, `*** Delete File:` and `*** Move to:` lines of an apply_patch body. */
const PATCH_HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/gm;

/** One file a write tool changes: the path as the tool names it, and whether the change deletes it. */
export interface ToolWrite {
  readonly path: string;
  readonly removes: boolean;
}

/**
 * The files a file-writing tool call changes: the paths its input names (`file_path`, `filePath`, `path`, …), and,
 * for a patch (Codex's apply_patch sends its body as `command` or `input`), every file the patch adds, updates,
 * deletes or moves to. Any string of the input is read as a patch, so a host's own spelling needs no table here.
 */
export function toolWritePaths(tool: ToolCall): ToolWrite[] {
  const writes: ToolWrite[] = toolInputPaths(tool).map((path) => ({ path, removes: tool.name.toLowerCase() === 'delete' }));
  for (const value of Object.values(tool.input)) {
    if (typeof value !== 'string' || !value.includes('*** ')) continue;
    for (const [, kind, path] of value.matchAll(PATCH_HEADER)) writes.push({ path: path!.trim(), removes: kind === 'Delete File' });
  }
  return writes;
}
