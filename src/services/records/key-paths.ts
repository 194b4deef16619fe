/** A key path with array indexes written as `*`: `tasks.0.owner` → `tasks.*.owner`. */
function normalizePath(path: string): string {
  return path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? '*' : segment))
    .join('.');
}

/** True when dropping `dropped` would also drop `critical`: the same path, or one of its parents. */
export function dropsCritical(dropped: string, critical: string): boolean {
  const d = normalizePath(dropped);
  const c = normalizePath(critical);
  return c === d || c.startsWith(`${d}.`);
}
