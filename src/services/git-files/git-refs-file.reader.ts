import { join, readdirSync, readFileSync } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { BRANCH_REFS, commonGitDir, noRepositoryAt, repositoryAt } from './git-dir';
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
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    const ref = line.slice(line.indexOf(' ') + 1).trim();
    return !line.startsWith('#') && !line.startsWith('^') && ref.startsWith(BRANCH_REFS) ? [ref.slice(BRANCH_REFS.length)] : [];
  });
}
