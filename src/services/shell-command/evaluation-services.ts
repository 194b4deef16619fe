import type { CurrentBranchReader } from '../git-files/current-branch.reader';
import type { LocalBranchReader } from '../git-files/local-branch.reader';

/**
 * The repository facts evaluating a command needs (no process is ever started): what both the POSIX evaluator and the
 * Windows reader are handed, so it sits below both.
 */
export interface EvaluationServices {
  readonly branches: CurrentBranchReader;
  readonly localBranches: LocalBranchReader;
}
