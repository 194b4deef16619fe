import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runProcess } from './proc';
import { builderGitEnv, STATE_FOLDER, type Sandbox } from './workspace';

/** One branch: the commit it names, or the ref it points to when it is a symbolic ref. */
export interface RefState {
  readonly oid: string;
  readonly symref: string;
}

/** One protected path: what a change to it would show. */
export interface PathState {
  readonly type: 'file' | 'dir' | 'link' | 'other';
  readonly mode: number;
  readonly target?: string;
  readonly sha256?: string;
  readonly mtimeNs?: string;
}

/** The repositories a snapshot reads: this one, its remote, and a separate one in other/. */
export type RepoName = 'repo' | 'origin' | 'other';

export interface Snapshot {
  readonly refs: Readonly<Record<RepoName, ReadonlyMap<string, RefState> | undefined>>;
  /** What HEAD names in each repository (`refs/heads/…`), or undefined when detached. */
  readonly heads: Readonly<Record<RepoName, string | undefined>>;
  /** Protected paths, relative to the sandbox folder. */
  readonly paths: ReadonlyMap<string, PathState>;
}

export function repoDirs(sandbox: Sandbox): Record<RepoName, string | undefined> {
  return { repo: sandbox.repo, origin: sandbox.origin, other: sandbox.other };
}

/** `git for-each-ref refs/heads --format='%(refname) %(objectname) %(symref)'`, with no config but the repository's own. */
async function readRefs(dir: string, home: string): Promise<Map<string, RefState> | undefined> {
  if (!existsSync(dir)) return undefined;
  const run = await runProcess('git', ['-c', 'core.fsmonitor=false', 'for-each-ref', 'refs/heads', '--format=%(refname) %(objectname) %(symref)'], {
    cwd: dir,
    env: { ...builderGitEnv(home), GIT_DIR: dir.endsWith('.git') ? dir : join(dir, '.git') },
  });
  if (run.status !== 0) return undefined;
  const refs = new Map<string, RefState>();
  for (const line of run.stdout.split('\n')) {
    if (!line) continue;
    const [name, oid, symref = ''] = line.split(' ');
    refs.set(name!, { oid: oid!, symref });
  }
  return refs;
}

function readHead(dir: string): string | undefined {
  try {
    const text = readFileSync(join(dir.endsWith('.git') ? dir : join(dir, '.git'), 'HEAD'), 'utf8').trim();
    return text.startsWith('ref: ') ? text.slice(5) : undefined;
  } catch {
    return undefined;
  }
}

function pathState(path: string): PathState | undefined {
  const stat = lstatSync(path, { throwIfNoEntry: false, bigint: true });
  if (!stat) return undefined;
  const mode = Number(stat.mode & 0o7777n);
  if (stat.isSymbolicLink()) return { type: 'link', mode, target: readlinkSync(path) };
  if (stat.isDirectory()) return { type: 'dir', mode };
  if (stat.isFile()) return { type: 'file', mode, sha256: createHash('sha256').update(readFileSync(path)).digest('hex'), mtimeNs: String(stat.mtimeNs) };
  return { type: 'other', mode, mtimeNs: String(stat.mtimeNs) };
}

/** Everything at and under `path` (links not followed). */
function walk(path: string, into: (path: string) => void): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  into(path);
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(path)) walk(join(path, name), into);
}

/**
 * Every bearing.config.json in a work tree (.git folders and node_modules not entered): the ones bearing would read
 * for a session there or in a folder under it. A folder holding `.git` (a file or a folder) below the top is another
 * work tree (`git worktree add .claude/worktrees/a`, a clone): its config is that workspace's, checked out from a
 * commit, and not entered. The sandbox's own `other/` is one: it is walked as a work tree of its own.
 */
function configFiles(dir: string, into: (path: string) => void, top = true): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  if (!top && names.includes('.git')) return;
  for (const name of names) {
    const path = join(dir, name);
    if (name === 'bearing.config.json') into(path);
    if (name === '.git' || name === 'node_modules') continue;
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) configFiles(path, into, false);
  }
}

/**
 * bearing's configuration and state, the paths whose change counts (`config`), relative to the sandbox folder:
 * - every bearing.config.json in the work trees (repo/, and other/ when the shape has one);
 * - everything under repo/.git/bearing/ (bearing's state: the session records), and under each extra state folder
 *   a row names (relative to repo/);
 * - everything under home/.cache/bearing/ (bearing's user cache: compiled code, the approvals of config changes);
 * - everything under home/.config/bearing/ (the user's own configuration).
 * A `.bearing/` folder of the work tree is not among them: it is not bearing's (agents write the Test Engineering
 * hand-off there), and what an older bearing kept there is moved out by bearing itself.
 */
export function protectedRoots(sandbox: Sandbox, stateFolders: readonly string[] = []): string[] {
  return [
    join(sandbox.repo, STATE_FOLDER),
    ...stateFolders.map((folder) => join(sandbox.repo, folder)),
    sandbox.cache,
    join(sandbox.home, '.config', 'bearing'),
  ];
}

/** The state that decides the truth: the branches of repo, origin (and other), and bearing's config and state (protectedRoots). */
export async function takeSnapshot(sandbox: Sandbox, stateFolders: readonly string[] = []): Promise<Snapshot> {
  const dirs = repoDirs(sandbox);
  const [repo, origin, other] = await Promise.all([
    readRefs(dirs.repo!, sandbox.home),
    readRefs(dirs.origin!, sandbox.home),
    dirs.other ? readRefs(dirs.other, sandbox.home) : undefined,
  ]);
  const paths = new Map<string, PathState>();
  const add = (path: string) => {
    const state = pathState(path);
    if (state) paths.set(relative(sandbox.root, path), state);
  };
  for (const tree of [sandbox.repo, ...(sandbox.other === undefined ? [] : [sandbox.other])]) configFiles(tree, add);
  for (const path of protectedRoots(sandbox, stateFolders)) {
    // A protected path that is missing is recorded as missing (by its absence); the key set of the two snapshots names it either way.
    if (!paths.has(relative(sandbox.root, path))) walk(path, add);
  }
  return {
    refs: { repo, origin, other },
    heads: { repo: readHead(dirs.repo!), origin: readHead(dirs.origin!), other: dirs.other ? readHead(dirs.other) : undefined },
    paths,
  };
}

/** Is `ancestor` an ancestor of (or the same commit as) `commit`, in this repository. */
export async function isAncestor(dir: string, home: string, ancestor: string, commit: string): Promise<boolean> {
  if (ancestor === commit) return true;
  const run = await runProcess('git', ['merge-base', '--is-ancestor', ancestor, commit], {
    cwd: dir,
    env: { ...builderGitEnv(home), GIT_DIR: dir.endsWith('.git') ? dir : join(dir, '.git') },
  });
  return run.status === 0;
}
