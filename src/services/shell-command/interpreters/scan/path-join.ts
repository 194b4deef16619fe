/** Joins path pieces with `/` the way `os.path.join` and `path.join` do for relative and absolute pieces. */
export function joinPath(parts: readonly string[]): string {
  return parts.reduce((a, b) => (b.startsWith('/') ? b : a === '' ? b : `${a.replace(/\/$/, '')}/${b}`), '');
}
