/**
 * The files a unified or git diff writes: the `+++` targets (and the `---` sources of deletions), the `diff --git`
 * names, renames and copies, with `strip` leading components removed as `patch -p` and `git apply -p` do.
 */
export function patchPaths(text: string, strip: number): string[] {
  const paths = new Set<string>();
  const stripped = (path: string) => path.split('/').slice(strip).join('/');
  for (const line of text.split('\n')) {
    const header = /^(?:\+\+\+|---) ("?)([^\t\n"]+)\1/.exec(line);
    if (header && header[2] !== '/dev/null') paths.add(stripped(header[2]!));
    const git = /^diff --git a\/(\S+) b\/(\S+)/.exec(line);
    if (git) {
      paths.add(
        git[1]!
          .split('/')
          .slice(Math.max(0, strip - 1))
          .join('/'),
      );
      paths.add(
        git[2]!
          .split('/')
          .slice(Math.max(0, strip - 1))
          .join('/'),
      );
    }
    const moved = /^(?:rename|copy) (?:from|to) (.+)$/.exec(line);
    if (moved) paths.add(moved[1]!);
  }
  return [...paths].filter((p) => p !== '');
}
