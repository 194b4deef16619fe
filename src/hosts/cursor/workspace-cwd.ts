import { isAbsolute, relative, resolve, sep } from '../../platform/node-builtins';
import { cwdOf } from '../../framework/payload/canonical-fields';

/**
 * The folder a Cursor event's policies run against, in a workspace that may have several roots: the event's
 * own `cwd` when it sent one that names a folder (Cursor sends an empty string on some shell events; a relative or
 * over-long one names none: canonical-fields.ts), else the root that contains the file or folder the event is
 * about (the innermost, when roots nest), else the first root.
 */
export function workspaceCwd(cwd: string | undefined, roots: readonly string[] | undefined, target: string | undefined): string | undefined {
  const usable = cwdOf(cwd);
  if (usable !== undefined) return usable;
  const candidates = (roots ?? []).filter((root) => root.length > 0);
  if (target && isAbsolute(target)) {
    const containing = candidates.filter((root) => contains(root, target)).sort((a, b) => b.length - a.length);
    if (containing[0] !== undefined) return containing[0];
  }
  return candidates[0];
}

function contains(root: string, target: string): boolean {
  const path = relative(resolve(root), resolve(target));
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}
