/** The environment the hook process runs in (process.env in production, a plain object in tests). */
export const RuntimeEnvironment = Symbol('RuntimeEnvironment');
export type RuntimeEnvironment = Readonly<Record<string, string | undefined>>;

/** An environment flag that counts as on: `1`, `true`, `yes`, `on` (any case), as bearing-lite reads them. */
export function isFlagOn(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

/** An environment flag that counts as off: empty, `0`, `false`, `no`, `off` (any case). */
export function isFlagOff(value: string | undefined): boolean {
  return value === undefined || /^(0|false|no|off|)$/i.test(value.trim());
}

/** True when BEARING_TRACE asks for one line per decision (and per thing a policy could not check) on stderr. */
export function tracingEnabled(environment: RuntimeEnvironment): boolean {
  return isFlagOn(environment['BEARING_TRACE']);
}

/**
 * The file BEARING_TRACE names, when it names one: any value that is neither on (`1`, `true`, …: the stderr lines)
 * nor off (`0`, `false`, …) is a path, where the hook appends one JSON line per call (src/trace).
 */
export function traceFileSetting(environment: RuntimeEnvironment): string | undefined {
  const value = environment['BEARING_TRACE'];
  return isFlagOn(value) || isFlagOff(value) ? undefined : value!.trim();
}

/** A bound set in the environment (a time or a size): a positive number, else the fallback. */
export function positiveSetting(environment: RuntimeEnvironment, name: string, fallback: number): number {
  const value = Number(environment[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
