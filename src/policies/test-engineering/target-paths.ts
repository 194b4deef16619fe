import { isAbsolute, relative, sep } from '../../platform/node-builtins';
import type { HookEvent } from '../../protocol/hook-event';
import { toolInputPaths } from '../../protocol/tool-input-paths';

/**
 * The paths a tool call names (advisory: the evaluator may look, bearing trusts nothing here): the tool input's
 * file keys (adapters put the file an event is about there). Absolute paths become relative to the workspace root;
 * sorted, without duplicates.
 */
export function targetPaths(event: HookEvent, root: string): string[] {
  const paths = toolInputPaths(event.tool).map((p) => (isAbsolute(p) ? relative(root, p) : p).split(sep).join('/'));
  return [...new Set(paths)].sort();
}
