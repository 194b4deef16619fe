import { join, mkdirSync, statSync } from '../../platform/node-builtins';

/**
 * bearing's folder in the user's cache (`$BEARING_CACHE_DIR`, else `$XDG_CACHE_HOME/bearing`, else
 * `%LOCALAPPDATA%\bearing\Cache`, else `~/.cache/bearing`), or a sub-folder of it, created if needed.
 * Undefined when there is none, or when it is not owned by this user or others can write to it: what is
 * kept there (compiled code, event claims) must not be planted by someone else.
 */
export function userCacheDirectory(env: Readonly<Record<string, string | undefined>>, ...sub: string[]): string | undefined {
  const base =
    env['BEARING_CACHE_DIR'] ??
    (env['XDG_CACHE_HOME'] ? join(env['XDG_CACHE_HOME'], 'bearing') : undefined) ??
    (env['LOCALAPPDATA'] ? join(env['LOCALAPPDATA'], 'bearing', 'Cache') : undefined) ??
    (env['HOME'] ? join(env['HOME'], '.cache', 'bearing') : undefined);
  if (!base) return undefined;
  const directory = join(base, ...sub);
  try {
    let stat = statSync(directory, { throwIfNoEntry: false });
    if (!stat) {
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      stat = statSync(directory);
    }
    if (process.getuid && (stat.uid !== process.getuid() || (stat.mode & 0o022) !== 0)) return undefined;
    return directory;
  } catch {
    return undefined;
  }
}
