import { isAbsolute, join } from '../platform/node-builtins';
import { isFlagOff, traceFileSetting, type RuntimeEnvironment } from '../platform/runtime-environment';
import { userCacheBase } from '../services/user-cache/user-cache-directory';
import { userSetting } from './user-setting';

/** Where this call's trace line goes: a file, or why there is none although one was asked for. */
export type TraceTarget = { readonly file: string } | { readonly problem: string };

/**
 * The trace file asked for, as set: BEARING_TRACE=<file>, else the user-level config's `"trace"` (never a
 * workspace's bearing.config.json, which a clone brings: a repository must not choose where bearing writes).
 * BEARING_TRACE=0 (or false, no, off) turns the config's off too. Undefined when no trace is asked for: the one
 * question every hook call asks, so it reads at most one small file and builds nothing (the writer resolves it).
 */
export function traceSetting(environment: RuntimeEnvironment): string | undefined {
  const value = environment['BEARING_TRACE'];
  return traceFileSetting(environment) ?? (value !== undefined && isFlagOff(value) ? undefined : configuredTrace(environment));
}

/** The trace file asked for, resolved (resolveTraceFile), or undefined when none is. */
export function traceTarget(environment: RuntimeEnvironment): TraceTarget | undefined {
  const setting = traceSetting(environment);
  return setting === undefined ? undefined : resolveTraceFile(setting, environment);
}

/**
 * A trace setting as a file: absolute as given, `~/…` in the home folder, and anything else inside the user cache
 * folder. Never relative to the working directory, which is the user's repository: a trace written there would be
 * committed by the next `git add -A`.
 */
export function resolveTraceFile(setting: string, environment: RuntimeEnvironment): TraceTarget {
  const home = environment['HOME'];
  const file = isAbsolute(setting) ? setting : setting.startsWith('~/') && home ? join(home, setting.slice(2)) : inCache(setting, environment);
  return file !== undefined && isAbsolute(file)
    ? { file }
    : { problem: `trace: "${setting}" is not an absolute path and there is no absolute cache folder to put it in; not traced` };
}

function inCache(setting: string, environment: RuntimeEnvironment): string | undefined {
  const base = userCacheBase(environment);
  return base === undefined ? undefined : join(base, setting);
}

/** The user-level config's `"trace"` (userSetting): a non-blank text, else none. */
function configuredTrace(environment: RuntimeEnvironment): string | undefined {
  const trace = userSetting(environment, 'trace');
  return typeof trace === 'string' && trace.trim() !== '' ? trace.trim() : undefined;
}
