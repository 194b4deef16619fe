import { isAbsolute, relative, sep } from '../../platform/node-builtins';
import type { HookEvent } from '../../protocol/hook-event';

const SINGLE_KEYS = ['file_path', 'filePath', 'path', 'notebook_path'];
const LIST_KEYS = ['file_paths', 'paths'];

/**
 * The paths a tool call names (advisory: the evaluator may look, bearing trusts nothing here): the tool
 * input's `file_path`/`filePath`/`path`/`notebook_path` and `file_paths`/`paths` lists (adapters put the file an
 * event is about there). Absolute paths become relative to the workspace root; sorted, without duplicates.
 */
export function targetPaths(event: HookEvent, root: string): string[] {
  const input = event.tool?.input ?? {};
  const found: unknown[] = [...SINGLE_KEYS.map((k) => input[k]), ...LIST_KEYS.flatMap((k) => (Array.isArray(input[k]) ? (input[k] as unknown[]) : []))];
  const paths = found
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => (isAbsolute(p) ? relative(root, p) : p).split(sep).join('/'));
  return [...new Set(paths)].sort();
}
