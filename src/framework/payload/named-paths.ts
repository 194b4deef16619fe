/** The values that name a file: non-blank strings, once each, in the order given. */
export function namedPaths(values: readonly unknown[]): string[] {
  return [...new Set(values.filter((p): p is string => typeof p === 'string' && p.trim() !== ''))];
}
