import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitRepo } from './git-repo';

/** Real git repositories and folders for one test file, all removed after it (call at the top of the file). */
export function useScratch(): { repo(branch: string): GitRepo; dir(prefix: string): string } {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return {
    repo(branch) {
      const repo = new GitRepo(branch);
      made.push(repo.root);
      return repo;
    },
    dir(prefix) {
      const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
      made.push(dir);
      return dir;
    },
  };
}
