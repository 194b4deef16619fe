import { dirname, isAbsolute, join, readFileSync, resolve, statSync } from '../../framework/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { findUp } from '../files/find-up';
import type { CurrentBranch, CurrentBranchReader } from './current-branch.reader';

const SYMBOLIC_PREFIX = 'ref: ';
const BRANCH_PREFIX = 'refs/heads/';

/**
 * Reads HEAD from the repository's files, the way git finds it: the nearest `.git` up from the
 * directory, which is either the git directory or a file saying `gitdir: <path>` (linked worktrees,
 * submodules). No process is started: this runs on every shell command an agent issues.
 */
@injectable()
export class GitHeadFileReader implements CurrentBranchReader {
  read(directory: string, gitDir?: string): CurrentBranch {
    const repository = gitDir ?? this.findGitDir(directory);
    if (!repository) return { kind: 'unknown', why: `no git repository at or above ${directory}` };
    let head: string;
    try {
      head = readFileSync(join(repository, 'HEAD'), 'utf8').trim();
    } catch (error) {
      return { kind: 'unknown', why: `cannot read ${join(repository, 'HEAD')} (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
    if (!head.startsWith(SYMBOLIC_PREFIX)) return { kind: 'detached' };
    const ref = head.slice(SYMBOLIC_PREFIX.length).trim();
    return ref.startsWith(BRANCH_PREFIX) ? { kind: 'branch', name: ref.slice(BRANCH_PREFIX.length) } : { kind: 'unknown', why: `HEAD points at ${ref}` };
  }

  /** A `.git` file that names no git directory ends the search, as it ends git's. */
  private findGitDir(directory: string): string | undefined {
    const found = findUp(resolve(directory), (dir) => {
      const dotGit = join(dir, '.git');
      const stat = statOf(dotGit);
      if (stat?.isDirectory()) return dotGit;
      return stat?.isFile() ? (this.followGitFile(dotGit) ?? null) : undefined;
    });
    return found ?? undefined;
  }

  /** A `.git` file holds `gitdir: <path>`, relative to the file's own folder when not absolute. */
  private followGitFile(file: string): string | undefined {
    try {
      const line = readFileSync(file, 'utf8').split('\n', 1)[0]!.trim();
      if (!line.startsWith('gitdir:')) return undefined;
      const target = line.slice('gitdir:'.length).trim();
      return isAbsolute(target) ? target : resolve(dirname(file), target);
    } catch {
      return undefined;
    }
  }
}

function statOf(path: string) {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENOTDIR, EACCES: no repository bearing can read there
  }
}
