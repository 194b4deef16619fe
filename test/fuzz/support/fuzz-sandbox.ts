import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { GitRepo } from '../../support/git-repo';
import { MULTI_TASK_PLAN } from '../../support/plans';

/**
 * Where every generated payload points: one temporary folder holding a real git repository on a working branch
 * (`feature/fuzz`, default policy), created once per test file. The hook resolves a payload's folders and writes
 * its state where they lead (`<git dir>/bearing/`; outside git, the test's own user cache), and the tests run as
 * whatever user the machine gives (root, here): so every folder a payload names is confined to this sandbox first
 * (`confine`), and the process works from inside it.
 */
export class FuzzSandbox {
  readonly root = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-fuzz-')));
  readonly repo: GitRepo;
  /** A second repository with a plan of unfinished tasks: session starts are offered them, stops are checked against it. */
  readonly planned: GitRepo;
  /** The process's working folder while fuzzing: a payload without a cwd lands here, deep enough that `..` stays inside. */
  readonly work = join(this.root, 'w', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  private readonly before = process.cwd();

  constructor() {
    this.repo = new GitRepo('feature/fuzz');
    mkdirSync(join(this.repo.root, 'sub'), { recursive: true });
    this.planned = new GitRepo('feature/plan');
    this.planned.write('plan.md', MULTI_TASK_PLAN);
    mkdirSync(this.work, { recursive: true });
    process.chdir(this.work);
  }

  /** Folder-like values (`cwd`, `workspace_roots`, `directory`, `file_path`, …) anywhere in a payload, made to lie inside the sandbox. */
  confine<T>(value: T): T {
    return confineIn([this.root, this.repo.root, this.planned.root], value, false) as T;
  }

  remove(): void {
    process.chdir(this.before);
    rmSync(this.root, { recursive: true, force: true });
    this.repo.remove();
    this.planned.remove();
  }
}

/** Keys whose values a host or policy reads as a folder or a file. */
const PATH_KEY = /cwd|dir|root|path|workdir|file/i;

function confineIn(roots: readonly string[], value: unknown, pathLike: boolean): unknown {
  if (typeof value === 'string') return pathLike ? confinedPath(roots, value) : value;
  if (Array.isArray(value)) return value.map((v) => confineIn(roots, v, pathLike));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // An own `__proto__` key (as JSON.parse makes one) must stay an own key, not become the prototype.
    Object.defineProperty(out, key, { value: confineIn(roots, v, pathLike || PATH_KEY.test(key)), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function confinedPath(roots: readonly string[], text: string): string {
  const tame = text.split('..').join('__');
  if (tame === '' || roots.some((r) => tame === r || tame.startsWith(`${r}/`))) return tame;
  return join(roots[0]!, isAbsolute(tame) || tame.startsWith('~') ? 'abs' : 'rel', tame);
}
