/** A class that builds T (structurally the same as tsyringe's own `constructor<T>`). */
// biome-ignore lint/suspicious/noExplicitAny: any class that builds T, whatever its constructor takes (tsyringe's `any[]` too)
export type Constructor<T> = new (...args: any[]) => T;
