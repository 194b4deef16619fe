import { join } from '../../platform/node-builtins';
import { readBoundedFile } from '../files/bounded-file';
import { injectable } from '../../framework/di/injectable';
import type { CurrentBranch, CurrentBranchReader } from './current-branch.reader';
import { BRANCH_REFS, MAX_HEAD_BYTES, noRepositoryAt, repositoryAt, unreadableWhy } from './git-dir';

const SYMBOLIC_PREFIX = 'ref: ';

/**
 * Reads HEAD from the repository's files, the way git finds it (see findGitDir). No process is started:
 * this runs on every shell command an agent issues.
 */
@injectable()
export class GitHeadFileReader implements CurrentBranchReader {
  private readonly repositories = new Map<string, string | undefined>();

  read(directory: string, gitDir?: string): CurrentBranch {
    const repository = this.repository(directory, gitDir);
    if (!repository) return { kind: 'unknown', why: noRepositoryAt(directory) };
    // Bounded and never blocking: a FIFO or a device planted as HEAD must not hang the hook.
    const read = readBoundedFile(join(repository, 'HEAD'), MAX_HEAD_BYTES);
    if (read.kind !== 'text') return { kind: 'unknown', why: `cannot read ${join(repository, 'HEAD')} (${unreadableWhy(read)})` };
    const head = read.text.trim();
    if (!head.startsWith(SYMBOLIC_PREFIX)) return { kind: 'detached' };
    const ref = head.slice(SYMBOLIC_PREFIX.length).trim();
    return ref.startsWith(BRANCH_REFS) ? { kind: 'branch', name: ref.slice(BRANCH_REFS.length) } : { kind: 'unknown', why: `HEAD points at ${ref}` };
  }

  /** Found once per directory (one instance per event, see bootstrap): a command names the same one again and again. */
  repository(directory: string, gitDir?: string): string | undefined {
    if (gitDir !== undefined) return gitDir;
    if (!this.repositories.has(directory)) this.repositories.set(directory, repositoryAt(directory));
    return this.repositories.get(directory);
  }
}
