import type { ToolPaths } from '../../framework/host-adapter';
import { namedPaths } from '../../framework/payload/named-paths';

/** `*** Add File: <path>`, `*** Update File:`, `*** Delete File:` and `*** Move to:` lines of an apply_patch body. */
const PATCH_HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/gm;

/**
 * The files an apply_patch body adds, updates, deletes or moves to, and those it deletes. Codex sends the body as
 * `command` (an older shape as `input`), so any string of the input is read as a patch.
 */
export function applyPatchPaths(input: Readonly<Record<string, unknown>>): ToolPaths {
  const named: string[] = [];
  const deleted: string[] = [];
  for (const value of Object.values(input)) {
    if (typeof value !== 'string' || !value.includes('*** ')) continue;
    for (const [, kind, path] of value.matchAll(PATCH_HEADER)) {
      named.push(path!.trim());
      if (kind === 'Delete File') deleted.push(path!.trim());
    }
  }
  return { paths: namedPaths(named), removes: namedPaths(deleted) };
}
