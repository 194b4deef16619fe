import { chmodSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitRepo } from './git-repo';
import { makeWorkspace } from './workspace';

export interface Scratch {
  repo(branch: string): GitRepo;
  dir(prefix: string): string;
  /** A folder holding these files (makeWorkspace). */
  workspace(files?: Readonly<Record<string, string>>, prefix?: string): string;
  /** A folder holding an executable `git` that runs `body` in sh, to put on PATH: for what no real git does. */
  standInGit(body: string): string;
}

/** Real git repositories and folders for one test file, all removed after it (call at the top of the file). */
export function useScratch(): Scratch {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  const kept = (dir: string) => (made.push(dir), dir);
  const scratch: Scratch = {
    repo(branch) {
      const repo = new GitRepo(branch);
      made.push(repo.root);
      return repo;
    },
    dir: (prefix) => kept(realpathSync(mkdtempSync(join(tmpdir(), prefix)))),
    workspace: (files = {}, prefix) => kept(makeWorkspace(files, prefix)),
    standInGit(body) {
      const bin = scratch.workspace({ git: `#!/bin/sh\n${body}\n` });
      chmodSync(join(bin, 'git'), 0o755);
      return bin;
    },
  };
  return scratch;
}
