/**
 * The packaged hook's outer layer. The real bundle is embedded as a string (so Node does not parse it
 * twice) and compiled with a V8 code cache kept per user: on Node 20, which has no module compile cache,
 * parsing and compiling the bundle would otherwise cost a few milliseconds on every tool call.
 * Set BEARING_NO_COMPILE_CACHE=1 to turn it off; any cache problem silently falls back to a plain compile.
 */
import { join, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync, writeSync } from '../../platform/node-builtins';
import { markPhase, printPhasesAtExit } from '../../platform/phase-marks';
import { Script } from 'node:vm';
import { userCacheDirectory } from '../../services/user-cache/user-cache-directory';
import { recordedRunKind } from './run-kind';

declare const BEARING_BUNDLE: string;
declare const BEARING_BUNDLE_ID: string;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cache of another bearing build that nobody has used for this long is removed. */
const STALE_CACHE_MS = 30 * DAY_MS;

/** Past this many kinds of call the cache stops growing: a bound on rewrites, not an expected count. */
const MAX_KINDS = 48;

const HEADER_TAG = 'bearing-compile-cache 1';

/**
 * At module scope on purpose: V8 lazily re-parses a function before running it, and a function holding
 * this ~150 KB literal costs most of a millisecond to re-parse on every call.
 */
const WRAPPED_BUNDLE = asModuleFunction(BEARING_BUNDLE);

/** CommonJS source as the function Node's own loader would wrap it in: evaluated, it gives that function. */
function asModuleFunction(source: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
}

/** A cache file: one text line naming the kinds of call whose code it holds, then V8's cached data. */
interface CacheFile {
  readonly kinds: readonly string[];
  readonly data: Buffer;
}

function readCache(file: string): CacheFile | undefined {
  try {
    const bytes = readFileSync(file);
    const end = bytes.indexOf(10);
    const header = end > 0 ? bytes.toString('latin1', 0, end).split('\t') : [];
    if (header[0] !== HEADER_TAG) return undefined;
    return { kinds: header.slice(1), data: bytes.subarray(end + 1) };
  } catch {
    return undefined;
  }
}

/** A file beside the bundle that it requires at first use (build-hook.ts APART_BUNDLES): `./bearing-<name>.cjs`. */
const APART_FILE = /^\.\/bearing-[a-z-]+\.cjs$/;

type ModuleFunction = (exports: object, require: NodeRequire, module: { exports: unknown }, filename: string, dirname: string) => void;

/**
 * Compiles `source` with the V8 code cache kept in `cacheFile` (when there is one), and at exit writes the cache
 * again if this run was a new kind of call. Returns what the script evaluates to.
 */
function compileCached(source: string, filename: string, directory: string | undefined, cacheFile: string | undefined, afterRead?: () => void): unknown {
  const cache = cacheFile ? readCache(cacheFile) : undefined;
  afterRead?.();
  const script = new Script(source, { filename, ...(cache && { cachedData: cache.data }) });
  if (directory && cacheFile) {
    const known = cache && !script.cachedDataRejected ? cache.kinds : [];
    // Written at exit, so that it holds every function this run compiled, and rewritten by each new kind of call
    // (the cached functions come along): a cache made by a session start would otherwise leave every later
    // tool call compiling the guard from source.
    process.once('exit', () => writeCache(script, directory, cacheFile, known));
  }
  return script.runInThisContext();
}

function writeCache(script: Script, directory: string, cacheFile: string, known: readonly string[]): void {
  const kind = recordedRunKind();
  if (typeof kind !== 'string' || /[\t\n]/.test(kind)) return;
  try {
    if (known.includes(kind) || known.length >= MAX_KINDS) {
      // A cache in use stays young, so that another build's cleanup never takes it; touched at most daily.
      if (statSync(cacheFile).mtimeMs < Date.now() - DAY_MS) utimesSync(cacheFile, new Date(), new Date());
      return;
    }
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    const header = Buffer.from(`${[HEADER_TAG, ...known, kind].join('\t')}\n`, 'latin1');
    writeFileSync(temporary, Buffer.concat([header, script.createCachedData()]), { mode: 0o600 });
    renameSync(temporary, cacheFile);
    // Caches of other bearing builds go once they are old: two installed versions (a plugin copied at
    // install time beside a newer checkout) each keep theirs instead of evicting each other on every call.
    const stale = Date.now() - STALE_CACHE_MS;
    for (const name of readdirSync(directory)) {
      const other = join(directory, name);
      if (name.startsWith('hook-') && !name.startsWith(`hook-${BEARING_BUNDLE_ID}-`) && statSync(other).mtimeMs < stale) unlinkSync(other);
    }
  } catch {
    // A cache that cannot be written only costs speed.
  }
}

function load(): void {
  markPhase('loader');
  const directory = process.env['BEARING_NO_COMPILE_CACHE'] ? undefined : userCacheDirectory(process.env);
  const cacheOf = (name: string) => directory && join(directory, `hook-${BEARING_BUNDLE_ID}-${name}${process.version}-${process.arch}.v8`);
  const bundle = compileCached(WRAPPED_BUNDLE, __filename, directory, cacheOf(''), () => markPhase('cache')) as ModuleFunction;
  markPhase('compile');
  // The files beside the bundle come through the same cache (one file each): loaded by a plain require, their
  // functions would be compiled from source on every call that needs them (some milliseconds for the plan scan).
  const loaded = new Map<string, unknown>();
  const bundleRequire = ((id: string) => {
    if (!APART_FILE.test(id)) return require(id);
    if (!loaded.has(id)) {
      const file = join(__dirname, id);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // As require says it: a hook file copied without the files beside it fails in one line.
        throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
      }
      const apart = compileCached(asModuleFunction(text), file, directory, cacheOf(`${id.slice(2, -4)}-`)) as ModuleFunction;
      const module = { exports: {} as unknown };
      // An apart file's own apart files (the shell reader's Windows reader) come through this cache too.
      apart.call(module.exports, module.exports as object, bundleRequire, module, file, __dirname);
      loaded.set(id, module.exports);
    }
    return loaded.get(id);
  }) as NodeRequire;
  // Registered after the bundle's cache writer, so that a profile's `exit` mark comes after that cache is written.
  printPhasesAtExit((line) => writeSync(2, line));
  const module = { exports: {} };
  bundle.call(module.exports, module.exports, bundleRequire, module, __filename, __dirname);
}

load();
