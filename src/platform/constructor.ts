/** A class that builds T (structurally the same as tsyringe's own `constructor<T>`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Constructor<T> = new (...args: any[]) => T;
