import { existsSync, join, relative, sep } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { firstLine } from '../../platform/first-line';
import { positiveSetting, RuntimeEnvironment } from '../../platform/runtime-environment';
import { findUp } from '../files/find-up';
import { isPlaceholder } from '../plan/placeholder';
import type { CandidateScanner, CandidateScope, CandidateState, Fact, Unknown, UnknownReason } from './candidate.scanner';
import { runGit, type GitRun, type GitRunOptions } from './git.command';
import { parseGitStatus } from './git-status.parser';
import { inWriteSet, isRuntimePath } from './write-set';

const DEFAULT_GIT_TIMEOUT_MS = 2_000;
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

/**
 * The candidate from the real git, in at most two processes run side by side: `status --porcelain=v2 -z
 * --branch` (revision, branch, index, working tree and untracked files in one call) and, when the plan
 * records a diff base, `diff --name-only -z <base> HEAD`. Paths are NUL-separated, so nothing is unquoted by
 * hand. Git reports paths from the repository top; a workspace in a sub-folder keeps only its own, relative
 * to itself.
 */
@injectable()
export class GitCandidateScanner implements CandidateScanner {
  constructor(@inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment) {}

  async scan(root: string, scope: CandidateScope): Promise<CandidateState> {
    const options = this.options();
    const base = scope.diffBase?.trim();
    const recorded = base !== undefined && !isPlaceholder(base);
    const status = runGit(statusArgs(root), options);
    // A base such as `--output=x` must never reach git as an option.
    const diff = recorded && !base.startsWith('-') ? runGit(diffArgs(root, base), options) : undefined;
    const [statusRun, diffRun] = await Promise.all([status, diff]);
    const prefix = repositoryPrefix(root);

    let revision: Fact<string>;
    let branch: Fact<string>;
    let workingTree: Fact<readonly string[]>;
    if (statusRun.kind === 'exited' && statusRun.code === 0) {
      const parsed = parseGitStatus(statusRun.stdout);
      revision = !parsed.oid ? unknown('git_failed', 'no branch.oid') : parsed.oid === '(initial)' ? unknown('no_commits') : known(parsed.oid);
      branch = !parsed.head ? unknown('git_failed', 'no branch.head') : parsed.head === '(detached)' ? unknown('detached_head') : known(parsed.head);
      workingTree = known(inWorkspace(parsed.paths, prefix));
    } else {
      revision = branch = workingTree = failure(statusRun);
    }

    let diffBase: Fact<string>;
    let committed: Fact<readonly string[]>;
    if (!recorded) {
      diffBase = committed = unknown('diff_base_not_recorded');
    } else if (!revision.known) {
      diffBase = committed = revision;
    } else if (!diffRun) {
      diffBase = committed = unknown('diff_base_unknown', `"${base}" is not a revision`);
    } else if (diffRun.kind === 'exited' && diffRun.code === 0) {
      diffBase = known(base);
      committed = known(inWorkspace(diffRun.stdout.split('\u0000').filter(Boolean), prefix));
    } else {
      diffBase = committed = diffRun.kind === 'exited' ? unknown('diff_base_unknown', firstLine(diffRun.stderr)) : failure(diffRun);
    }

    const candidates = new Set([...(committed.known ? committed.value : []), ...(workingTree.known ? workingTree.value : [])]);
    const changedPaths = [...candidates].filter((p) => !isRuntimePath(p) && inWriteSet(p, scope.writeSet)).sort();
    return { checkout: root, revision, branch, diffBase, committed, workingTree, scopePaths: [...scope.writeSet], changedPaths };
  }

  private options(): GitRunOptions {
    return {
      env: this.environment,
      timeoutMs: positiveSetting(this.environment, 'BEARING_GIT_TIMEOUT_MS', DEFAULT_GIT_TIMEOUT_MS),
      maxBytes: MAX_OUTPUT_BYTES,
    };
  }
}

/** Revision, branch, index, working tree and untracked files in one call; never takes the index lock. */
export function statusArgs(root: string): string[] {
  return ['-C', root, '--no-optional-locks', 'status', '--porcelain=v2', '-z', '--branch', '--no-ahead-behind', '--untracked-files=all', '--renames'];
}

/** Paths changed from the base to HEAD, renames under the new name; the base can only be a revision. */
export function diffArgs(root: string, base: string): string[] {
  return ['-C', root, 'diff', '--name-only', '-z', '-M', '--end-of-options', base, 'HEAD', '--'];
}

function known<T>(value: T): Fact<T> {
  return { known: true, value };
}

function unknown(reason: UnknownReason, detail?: string): Unknown {
  return { known: false, reason, ...(detail && { detail }) };
}

/** Why a git run gave no answer. */
function failure(run: GitRun): Unknown {
  switch (run.kind) {
    case 'missing':
      return unknown('git_unavailable', 'git is not on PATH');
    case 'timeout':
      return unknown('git_timeout');
    case 'failed':
      return unknown('git_failed', run.message);
    case 'exited':
      return /not a git repository|cannot change to/i.test(run.stderr)
        ? unknown('not_a_repository')
        : unknown('git_failed', firstLine(run.stderr) || `exit ${run.code}`);
  }
}

/**
 * The workspace root's path inside its repository (`''` at the top), found by looking for `.git` upwards;
 * undefined when there is none (then git has answered "not a repository" anyway).
 */
function repositoryPrefix(root: string): string | undefined {
  return findUp(root, (dir) => (existsSync(join(dir, '.git')) ? relative(dir, root).split(sep).join('/') : undefined));
}

/** Repository-relative paths → workspace-relative ones, dropping those outside the workspace. */
function inWorkspace(paths: readonly string[], prefix: string | undefined): string[] {
  if (!prefix) return [...paths];
  const head = `${prefix}/`;
  return paths.filter((p) => p.startsWith(head)).map((p) => p.slice(head.length));
}
