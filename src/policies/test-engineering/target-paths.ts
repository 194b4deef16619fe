import { isAbsolute, relative, sep } from '../../platform/node-builtins';
import type { HookEvent } from '../../protocol/hook-event';

/**
 * The paths a tool call names (advisory: the evaluator may look, bearing trusts nothing here), as its adapter found
 * them in the host's input. Absolute paths become relative to the workspace root;
 * sorted, without duplicates.
 */
export function targetPaths(event: HookEvent, root: string): string[] {
  const paths = (event.tool?.paths ?? []).map((p) => (isAbsolute(p) ? relative(root, p) : p).split(sep).join('/'));
  return [...new Set(paths)].sort();
}
