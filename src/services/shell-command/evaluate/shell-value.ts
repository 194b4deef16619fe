/**
 * What a variable may hold once the commands before it have run: one text, several (`if …; then B=main; else
 * B=dev; fi`, `${X:-main}` where X may be set), or something the reading cannot follow, shown as written.
 */
export type Value = { readonly known: true; readonly text: string } | { readonly known: false; readonly shown: string };

/** Alternatives, never empty. Past this many, a value counts as unknown: enough for every real command, bounded for the rest. */
export type Values = readonly Value[];
export const MAX_ALTERNATIVES = 8;

export function known(text: string): Value {
  return { known: true, text };
}

export function unknown(shown: string): Value {
  return { known: false, shown };
}

/** The alternatives of both, each once; unknown as a whole past MAX_ALTERNATIVES. */
export function unionOf(a: Values, b: Values, shown: string): Values {
  const all = [...a];
  for (const value of b) if (!all.some((v) => sameValue(v, value))) all.push(value);
  return all.length > MAX_ALTERNATIVES ? [unknown(shown)] : all;
}

function sameValue(a: Value, b: Value): boolean {
  return a.known ? b.known && a.text === b.text : !b.known && a.shown === b.shown;
}
