import { isAbsolute, join, mkdirSync, statSync } from '../../platform/node-builtins';

/**
 * The folder bearing keeps its cache in, named by the environment (`$BEARING_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/bearing`, else `%LOCALAPPDATA%\bearing\Cache`, else `~/.cache/bearing`); undefined without any.
 * Only absolute paths count (the XDG rule: a relative one is invalid and ignored): a relative one would put the
 * cache beside the hook's working directory, in the user's repository, where `git add -A` commits it.
 * Nothing is created: `bearing doctor` asks this too.
 */
export function userCacheBase(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const at = (name: string, ...sub: string[]) => {
    const value = env[name];
    return value && isAbsolute(value) ? join(value, ...sub) : undefined;
  };
  return at('BEARING_CACHE_DIR') ?? at('XDG_CACHE_HOME', 'bearing') ?? at('LOCALAPPDATA', 'bearing', 'Cache') ?? at('HOME', '.cache', 'bearing');
}

/** The variables that would have named the cache folder but are relative, so ignored (for doctor to say). */
export function ignoredCacheVariables(env: Readonly<Record<string, string | undefined>>): string[] {
  const used = CACHE_VARIABLES.findIndex((name) => env[name] && isAbsolute(env[name]!));
  return CACHE_VARIABLES.slice(0, used < 0 ? undefined : used).filter((name) => env[name]);
}

const CACHE_VARIABLES = ['BEARING_CACHE_DIR', 'XDG_CACHE_HOME', 'LOCALAPPDATA', 'HOME'] as const;

/** What is kept in the cache (compiled code, event claims) must not be planted by someone else. */
export function isPrivateDirectory(stat: { readonly uid: number; readonly mode: number }): boolean {
  return !process.getuid || (stat.uid === process.getuid() && (stat.mode & 0o022) === 0);
}

/**
 * bearing's folder in the user's cache (userCacheBase), or a sub-folder of it, created if needed. Undefined when
 * there is none, when something other than a folder is in its place, or when it is not owned by this user or others
 * can write to it (isPrivateDirectory).
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
    return stat.isDirectory() && isPrivateDirectory(stat) ? directory : undefined;
  } catch {
    return undefined;
  }
}
