import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitRepo } from './git-repo';
import type { GuardWorkspaceSpec } from './guard-cases';

/** The branches the table's `origin` holds, at the repository's first commit (as the reality tier's sandbox has them). */
const ORIGIN_BRANCHES = ['main', 'master', 'develop', 'prod', 'production', 'feature/x'];

/**
 * Real git repositories for the command table, one per distinct spec: the branch checked out (or a
 * detached HEAD), folders `sub/` and `packages/payments/api/`, the spec's bearing.config.json, other local
 * branches, a separate repository in `other/`, and a bare `origin` beside it holding the usual branches (so that
 * `origin/develop` is a remote's branch, as in a clone).
 */
export class GuardWorkspaces {
  private readonly repos = new Map<string, GitRepo>();
  private readonly origins: string[] = [];

  root(spec: GuardWorkspaceSpec): string {
    const key = JSON.stringify(spec);
    let repo = this.repos.get(key);
    if (!repo) {
      repo = new GitRepo(spec.on === 'detached' ? 'work' : spec.on);
      for (const dir of ['sub', 'packages/payments/api']) {
        mkdirSync(join(repo.root, dir), { recursive: true });
        writeFileSync(join(repo.root, dir, '.keep'), '');
      }
      const origin = `${repo.root}.origin.git`;
      execFileSync('git', ['init', '-q', '--bare', origin]);
      this.origins.push(origin);
      repo.git('remote', 'add', 'origin', origin);
      repo.git('push', '-q', 'origin', ...ORIGIN_BRANCHES.map((b) => `HEAD:refs/heads/${b}`));
      repo.git('fetch', '-q', 'origin');
      if (spec.on === 'detached') repo.git('checkout', '-q', '--detach');
      for (const branch of spec.branches ?? []) repo.git('branch', branch);
      if (spec.other !== undefined) {
        const other = new GitRepo(spec.other);
        renameSync(other.root, join(repo.root, 'other'));
      }
      if (spec.config !== undefined) repo.write('bearing.config.json', spec.config);
      this.repos.set(key, repo);
    }
    return repo.root;
  }

  remove(): void {
    for (const repo of this.repos.values()) repo.remove();
    for (const origin of this.origins) rmSync(origin, { recursive: true, force: true });
  }
}
