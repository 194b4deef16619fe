import { type Dirent, join, readdirSync } from '../../platform/node-builtins';
import { readBoundedFile } from '../files/bounded-file';
import { commonGitDir, MAX_PACKED_REFS_BYTES } from './git-dir';

/** Loose refs walked under one prefix, at most: a repository with more remote branches than this is read from packed-refs only. */
const MAX_LOOSE_REFS = 20_000;

/**
 * The names of a repository's branches and remote-tracking branches (`refs/heads/…`, `refs/remotes/…`), from its
 * loose refs and packed-refs, read once. No process is started; a ref store bearing cannot read yields none.
 */
export function readRefNames(gitDir: string): ReadonlySet<string> {
  const common = commonGitDir(gitDir);
  const names = new Set<string>();
  for (const prefix of ['refs/heads', 'refs/remotes']) loose(join(common, prefix), prefix, names);
  const packed = readBoundedFile(join(common, 'packed-refs'), MAX_PACKED_REFS_BYTES);
  if (packed.kind === 'text') {
    for (const line of packed.text.split('\n')) {
      if (line.startsWith('#') || line.startsWith('^')) continue;
      const ref = line.slice(line.indexOf(' ') + 1).trim();
      if (ref.startsWith('refs/heads/') || ref.startsWith('refs/remotes/')) names.add(ref);
    }
  }
  return names;
}

function loose(directory: string, prefix: string, into: Set<string>): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (into.size >= MAX_LOOSE_REFS) return;
    if (entry.isDirectory()) loose(join(directory, entry.name), `${prefix}/${entry.name}`, into);
    else if (!entry.name.endsWith('.lock')) into.add(`${prefix}/${entry.name}`);
  }
}
