import { isAbsolute } from '../../platform/node-builtins';

/**
 * The longest `cwd` taken as a folder: Linux's PATH_MAX (macOS allows 1024, Windows 260 unless long paths are
 * turned on). A longer one names no folder the system opens by that name, and every walk up from it (to the
 * workspace, to the repository) costs time in proportion to its length times its depth: a 1 MB cwd made a
 * PreToolUse take 30 s, past the host's timeout (issue 12).
 */
export const MAX_CWD_LENGTH = 4096;

/**
 * A session id as the canonical event keeps it: a host id that is empty or only blanks names no session (it would
 * make every id-less session one and the same), so it counts as not sent.
 */
export function sessionIdOf(value: string | undefined): string | undefined {
  return value !== undefined && value.trim().length > 0 ? value : undefined;
}

/**
 * The working directory as the canonical event keeps it: an absolute path of bounded length without NUL. Anything
 * else (empty, relative: relative to what?, longer than MAX_CWD_LENGTH) names no folder and counts as not sent,
 * so policies fall back to the hook process's own working directory, where the host started it (eventDirectory).
 */
export function cwdOf(value: string | undefined): string | undefined {
  // An empty one is not absolute either.
  if (value === undefined || value.length > MAX_CWD_LENGTH || value.includes('\0')) return undefined;
  return isAbsolute(value) ? value : undefined;
}

/**
 * Where an event runs: its cwd, or, when the host sent none that names a folder, the hook process's own working
 * directory (where the host started it). Every policy that resolves a path asks this, so that a payload without a
 * usable cwd is judged in one place, never as "nowhere" (which skipped the rules about the checked-out branch).
 * Undefined only when the process's own folder is gone.
 */
export function eventDirectory(cwd: string | undefined): string | undefined {
  if (cwd !== undefined) return cwd;
  try {
    return process.cwd();
  } catch {
    return undefined;
  }
}
