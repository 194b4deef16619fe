/** The environment the hook process runs in (process.env in production, a plain object in tests). */
export const RuntimeEnvironment = Symbol('RuntimeEnvironment');
export type RuntimeEnvironment = Readonly<Record<string, string | undefined>>;
