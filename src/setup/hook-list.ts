/** `5 hooks (a, b, c, d, e)`: a set of events in words. */
export function hookList(events: readonly string[]): string {
  return `${events.length} hook${events.length === 1 ? '' : 's'} (${[...events].sort().join(', ')})`;
}
