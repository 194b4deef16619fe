/** Joins path pieces with `/` the way `os.path.join` and `path.join` do for relative and absolute pieces. */
export function joinPath(parts: readonly string[]): string {
  return parts.reduce((a, b) => (b.startsWith('/') ? b : a === '' ? b : `${a.replace(/\/$/, '')}/${b}`), '');
}

/**
 * A path with a leading `~` or `~/` resolved against the home folder (its trailing slashes dropped), as Python's
 * `os.path.expanduser` and Ruby's `File.expand_path` do; the path itself when it does not start with `~`; undefined
 * for `~user/…` (another user's home, from the password database) or when the home folder is not known.
 */
export function expandHome(path: string, home: string | undefined): string | undefined {
  if (!path.startsWith('~')) return path;
  if ((path !== '~' && !path.startsWith('~/')) || home === undefined) return undefined;
  return home.replace(/\/+$/, '') + path.slice(1) || '/';
}
