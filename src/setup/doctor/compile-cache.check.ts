import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ignoredCacheVariables, isPrivateDirectory, userCacheBase } from '../../services/user-cache/user-cache-directory';
import { info, ok, warn, type Finding } from '../finding';

/**
 * Whether the packaged hook can keep its compiled code (hooks/bearing-hook.cjs's loader): the folder userCacheBase
 * names, which the hook uses only if it is this user's and no one else can write to it, and which it creates when
 * missing. Without it every hook call compiles bearing from source (a few milliseconds): slower, never wrong. Read
 * only: doctor creates nothing.
 */
export function compileCacheFinding(env: Readonly<Record<string, string | undefined>>): Finding {
  if (env['BEARING_NO_COMPILE_CACHE'])
    return info('cache', 'the compile cache is off (BEARING_NO_COMPILE_CACHE is set): every hook call compiles bearing from source');
  const base = userCacheBase(env);
  // A relative one is ignored (the XDG rule): it would put the cache in whatever folder the hook runs in.
  const ignored = ignoredCacheVariables(env);
  const relative = ignored.length > 0 ? `; ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} relative, so ignored` : '';
  if (!base)
    return warn(
      'cache',
      `no folder for the compile cache (no absolute BEARING_CACHE_DIR, XDG_CACHE_HOME or HOME${relative}): every hook call compiles bearing from source, and Grok Build's hook processes cannot tell which of them answers an event`,
      'set BEARING_CACHE_DIR to an absolute path',
    );
  if (relative) return warn('cache', `${base} is used for the compile cache${relative}`, 'set them to absolute paths');
  const stat = statSync(base, { throwIfNoEntry: false });
  if (!stat) {
    // The hook creates it (and its parents); that needs the nearest existing folder above to be writable.
    let parent = dirname(base);
    while (!statSync(parent, { throwIfNoEntry: false }) && dirname(parent) !== parent) parent = dirname(parent);
    return writable(parent)
      ? ok('cache', `${base} does not exist yet: the first hook call creates it`)
      : warn('cache', `${base} does not exist and ${parent} is not writable: the hook cannot keep compiled code`, 'set BEARING_CACHE_DIR to a folder of yours');
  }
  if (!stat.isDirectory()) return warn('cache', `${base} is not a folder: the hook cannot keep compiled code`, 'remove it, or set BEARING_CACHE_DIR');
  if (!isPrivateDirectory(stat))
    return warn(
      'cache',
      `${base} is not yours alone (another owner, or others may write to it): the hook does not use it`,
      `chmod go-w ${base}, or set BEARING_CACHE_DIR`,
    );
  if (!writable(base)) return warn('cache', `${base} is not writable: the hook cannot keep compiled code`, `chmod u+w ${base}`);
  const caches = readdirSync(base).filter((name) => name.startsWith('hook-') && name.endsWith('.v8')).length;
  return ok('cache', `${base} is usable${caches > 0 ? ` (${caches} compiled hook cache${caches === 1 ? '' : 's'})` : ''}`);
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
