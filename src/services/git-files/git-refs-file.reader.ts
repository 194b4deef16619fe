import { join, readdirSync } from '../../platform/node-builtins';
import { readBoundedFile } from '../files/bounded-file';
import { injectable } from '../../framework/di/injectable';
import { BRANCH_REFS, commonGitDir, MAX_PACKED_REFS_BYTES, noRepositoryAt, repositoryAt, unreadableWhy } from './git-dir';
import type { LocalBranches, LocalBranchReader } from './local-branch.reader';

/**
 * Lists local branches from the repository's files: loose refs under `refs/heads/` and the `packed-refs`
 * file, in the directory the repository's worktrees share. A repository that keeps its refs elsewhere
 * (the reftable format has no `refs/heads/` folder) is reported unknown, never guessed.
 */
@injectable()
export class GitRefsFileReader implements LocalBranchReader {
  read(directory: string, gitDir?: string): LocalBranches {
    const repository = repositoryAt(directory, gitDir);
    if (!repository) return { kind: 'unknown', why: noRepositoryAt(directory) };
    const common = commonGitDir(repository);
    try {
      const names = new Set(loose(join(common, BRANCH_REFS), ''));
      for (const name of packed(join(common, 'packed-refs'))) names.add(name);
      return { kind: 'known', names: [...names] };
    } catch (error) {
      return { kind: 'unknown', why: `cannot read the branches in ${common} (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
}

/** Loose refs: one file per branch, `/` in a name being a folder; a `.lock` file is an update in progress, not a branch. */
function loose(directory: string, prefix: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? loose(join(directory, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.lock') ? [] : [`${prefix}${entry.name}`],
  );
}

/** `<hash> refs/heads/<name>` lines; `#` headers and `^` peeled lines are skipped. No file: no packed branch. */
function packed(file: string): string[] {
  // Bounded and never blocking: a FIFO planted as packed-refs must not hang the hook.
  const read = readBoundedFile(file, MAX_PACKED_REFS_BYTES);
  if (read.kind === 'missing') return [];
  // Thrown with the reason as its code: read() says it in its one line.
  if (read.kind !== 'text') throw Object.assign(new Error(unreadableWhy(read)), { code: unreadableWhy(read) });
  const text = read.text;
  return text.split('\n').flatMap((line) => {
    const ref = line.slice(line.indexOf(' ') + 1).trim();
    return !line.startsWith('#') && !line.startsWith('^') && ref.startsWith(BRANCH_REFS) ? [ref.slice(BRANCH_REFS.length)] : [];
  });
}
