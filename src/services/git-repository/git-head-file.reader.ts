import { join, readFileSync } from '../../framework/node-builtins';
import { injectable } from '../../framework/di/injectable';
import type { CurrentBranch, CurrentBranchReader } from './current-branch.reader';
import { findGitDir } from './git-dir';

const SYMBOLIC_PREFIX = 'ref: ';
const BRANCH_PREFIX = 'refs/heads/';

/**
 * Reads HEAD from the repository's files, the way git finds it (see findGitDir). No process is started:
 * this runs on every shell command an agent issues.
 */
@injectable()
export class GitHeadFileReader implements CurrentBranchReader {
  read(directory: string, gitDir?: string): CurrentBranch {
    const repository = this.repository(directory, gitDir);
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

  repository(directory: string, gitDir?: string): string | undefined {
    return gitDir ?? findGitDir(directory);
  }
}
