/**
 * A `*` pattern as a test. For names (`feature/*`), `*` matches any text, slashes included, and case is
 * ignored, as git branch names are compared here. For paths (`services/**`), `*` and `?` stay inside one
 * segment and `**` spans any number of them, including none (`a/**` matches `a` itself).
 */
export function globTest(pattern: string, kind: 'name' | 'path'): (text: string) => boolean {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && kind === 'path' && pattern[i + 1] === '*') {
      i++;
      if (pattern[i + 1] === '/') {
        i++;
        source += '(?:.*/)?';
      } else if (source.endsWith('/')) {
        source = `${source.slice(0, -1)}(?:/.*)?`;
      } else {
        source += '.*';
      }
    } else if (c === '*') {
      source += kind === 'path' ? '[^/]*' : '.*';
    } else if (c === '?') {
      source += kind === 'path' ? '[^/]' : '.';
    } else {
      source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  const regex = new RegExp(`^${source}$`, kind === 'name' ? 'i' : '');
  return (text) => regex.test(text);
}
