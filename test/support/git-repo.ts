import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real git repository in a temporary folder, with one commit on the given branch. */
export class GitRepo {
  readonly root: string;

  constructor(branch = 'work') {
    this.root = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-repo-')));
    this.git('init', '-q', '-b', branch);
    this.git('config', 'user.email', 'test@bearing.invalid');
    this.git('config', 'user.name', 'bearing test');
    this.git('config', 'commit.gpgsign', 'false');
    this.write('README.md', '# fixture repo\n');
    this.git('add', '-A');
    this.git('commit', '-q', '-m', 'initial');
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-C', this.root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  }

  write(path: string, content: string): void {
    writeFileSync(join(this.root, path), content);
  }

  branches(): string[] {
    return this.git('branch', '--format=%(refname:short)').split('\n').filter(Boolean);
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
