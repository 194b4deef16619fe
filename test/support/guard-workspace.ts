import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitRepo } from './git-repo';
import type { GuardWorkspaceSpec } from './guard-cases';

/**
 * Real git repositories for the command table, one per distinct spec: the branch checked out (or a
 * detached HEAD), folders `sub/` and `packages/payments/api/`, the spec's bearing.config.json, other local
 * branches, and a separate repository in `other/`.
 */
export class GuardWorkspaces {
  private readonly repos = new Map<string, GitRepo>();

  root(spec: GuardWorkspaceSpec): string {
    const key = JSON.stringify(spec);
    let repo = this.repos.get(key);
    if (!repo) {
      repo = new GitRepo(spec.on === 'detached' ? 'work' : spec.on);
      for (const dir of ['sub', 'packages/payments/api']) {
        mkdirSync(join(repo.root, dir), { recursive: true });
        writeFileSync(join(repo.root, dir, '.keep'), '');
      }
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
  }
}
