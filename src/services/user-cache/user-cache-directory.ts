import { join, mkdirSync, statSync } from '../../platform/node-builtins';

/**
 * The folder bearing keeps its cache in, named by the environment (`$BEARING_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/bearing`, else `%LOCALAPPDATA%\bearing\Cache`, else `~/.cache/bearing`); undefined without any.
 * Nothing is created: `bearing doctor` asks this too.
 */
export function userCacheBase(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return (
    env['BEARING_CACHE_DIR'] ??
    (env['XDG_CACHE_HOME'] ? join(env['XDG_CACHE_HOME'], 'bearing') : undefined) ??
    (env['LOCALAPPDATA'] ? join(env['LOCALAPPDATA'], 'bearing', 'Cache') : undefined) ??
    (env['HOME'] ? join(env['HOME'], '.cache', 'bearing') : undefined)
  );
}

/** What is kept in the cache (compiled code, event claims) must not be planted by someone else. */
export function isPrivateDirectory(stat: { readonly uid: number; readonly mode: number }): boolean {
  return !process.getuid || (stat.uid === process.getuid() && (stat.mode & 0o022) === 0);
}

/**
 * bearing's folder in the user's cache (userCacheBase), or a sub-folder of it, created if needed. Undefined when
 * there is none, or when it is not owned by this user or others can write to it (isPrivateDirectory).
 */
export function userCacheDirectory(env: Readonly<Record<string, string | undefined>>, ...sub: string[]): string | undefined {
  const base = userCacheBase(env);
  if (!base) return undefined;
  const directory = join(base, ...sub);
  try {
    let stat = statSync(directory, { throwIfNoEntry: false });
    if (!stat) {
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      stat = statSync(directory);
    }
    return isPrivateDirectory(stat) ? directory : undefined;
  } catch {
    return undefined;
  }
}
