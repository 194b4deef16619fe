/**
 * The packaged hook's outer layer. The real bundle is embedded as a string (so Node does not parse it
 * twice) and compiled with a V8 code cache kept per user: on Node 20, which has no module compile cache,
 * parsing and compiling the bundle would otherwise cost a few milliseconds on every tool call.
 * Set BEARING_NO_COMPILE_CACHE=1 to turn it off; any cache problem silently falls back to a plain compile.
 */
import { join, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from '../../framework/node-builtins';
import { Script } from 'node:vm';
import { userCacheDirectory } from '../../services/user-cache/user-cache-directory';

declare const BEARING_BUNDLE: string;
declare const BEARING_BUNDLE_ID: string;

/** Set by the bundle on a run worth caching: a hook call, not a one-off command such as `bearing package`. */
const REPRESENTATIVE_RUN = Symbol.for('bearing.compile-cache.representative');

type BundleFunction = (exports: object, require: NodeRequire, module: object, filename: string, dirname: string) => void;

function load(): void {
  const directory = process.env['BEARING_NO_COMPILE_CACHE'] ? undefined : userCacheDirectory(process.env);
  const cacheFile = directory && join(directory, `hook-${BEARING_BUNDLE_ID}-${process.version}-${process.arch}.v8`);
  let cachedData: Buffer | undefined;
  if (cacheFile) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${BEARING_BUNDLE}\n})`;
  const script = new Script(wrapped, { filename: __filename, ...(cachedData && { cachedData }) });
  if (directory && cacheFile && (!cachedData || script.cachedDataRejected)) {
    // Written at exit, so the cache also holds every function this run compiled.
    process.once('exit', () => {
      if (!(globalThis as Record<symbol, unknown>)[REPRESENTATIVE_RUN]) return;
      try {
        const temporary = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
        renameSync(temporary, cacheFile);
        // Caches of earlier bearing versions are dead weight.
        for (const name of readdirSync(directory)) {
          if (name.startsWith('hook-') && !name.startsWith(`hook-${BEARING_BUNDLE_ID}-`)) unlinkSync(join(directory, name));
        }
      } catch {
        // A cache that cannot be written only costs speed.
      }
    });
  }
  const bundle = script.runInThisContext() as BundleFunction;
  const module = { exports: {} };
  bundle.call(module.exports, module.exports, require, module, __filename, __dirname);
}

load();
