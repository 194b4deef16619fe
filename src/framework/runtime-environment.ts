/** The environment the hook process runs in (process.env in production, a plain object in tests). */
export const RuntimeEnvironment = Symbol('RuntimeEnvironment');
export type RuntimeEnvironment = Readonly<Record<string, string | undefined>>;

/** True when BEARING_TRACE asks for one line per decision (and per thing a policy could not check) on stderr. */
export function tracingEnabled(environment: RuntimeEnvironment): boolean {
  return /^(1|true|yes|on)$/i.test(environment['BEARING_TRACE'] ?? '');
}

/** A bound set in the environment (a time or a size): a positive number, else the fallback. */
export function positiveSetting(environment: RuntimeEnvironment, name: string, fallback: number): number {
  const value = Number(environment[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
