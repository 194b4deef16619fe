import { basename, type Dirent, dirname, existsSync, join, lstatSync, normalize, readdirSync, realpathSync, sep } from '../../platform/node-builtins';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import { BEARING_CONFIG_FILE } from '../../services/workspace/workspace-locator';
import { findGitDir } from '../../services/git-files/git-dir';
import { GIT_STATE_FOLDER } from '../../services/records/state-home';
import { userCacheBase } from '../../services/user-cache/user-cache-directory';

/** What a path is of bearing's own, and the rule that keeps agents off it. */
export interface ProtectedConfig {
  readonly rule: 'protect_bearing_config' | 'protect_bearing_state' | 'protect_user_config';
  /** What it is, for the reason: `the workspace's bearing.config.json`. */
  readonly what: string;
}

/**
 * bearing's configuration and state, which an agent must not change: a `bearing.config.json` bearing would read
 * for this workspace (an agent that rewrites it picks its own rules; which ones, see `readAsConfig`); bearing's
 * state, which lives out of the work tree: `bearing/` in a git directory
 * (any `.git/bearing/` or `.git/worktrees/<name>/bearing/`, and that of the workspace's own git directory, wherever
 * it is) and the whole of bearing's user cache folder (the state of workspaces outside git, and the approvals of
 * configuration changes, which an agent must not be able to reset); and the user-level config folder. A path that
 * deletes or moves a folder holding one of them (`rm -rf .`) counts too. Names match ignoring case, as on
 * case-insensitive disks. A `.bearing/` folder in the work tree is not bearing's state: agents write the Test
 * Engineering hand-off there, and what an older bearing kept there is moved out at first use.
 */
export class ProtectedConfigPaths {
  /** `<git dir>/bearing` of the workspace's repository. */
  private readonly gitState: string | undefined;
  private readonly cache: string | undefined;
  /** The root through its symbolic links, and whether a marker found it (a config or `.git` there), not the fallback to the cwd. */
  private readonly realRoot: string;
  private readonly marked: boolean;

  constructor(
    private readonly root: string,
    private readonly userDirectory: string | undefined,
    environment: RuntimeEnvironment,
  ) {
    const gitDir = findGitDir(root);
    this.gitState = gitDir === undefined ? undefined : join(gitDir, GIT_STATE_FOLDER);
    this.cache = userCacheBase(environment);
    this.realRoot = realPath(normalize(root));
    this.marked = existsSync(join(root, BEARING_CONFIG_FILE)) || existsSync(join(root, '.git'));
  }

  /**
   * What of bearing's own `path` (absolute) is, or undefined; `removes` for a delete or a move away. A path that is
   * not `placed` (after a `cd` the text does not tell) is judged by its own name: a `bearing.config.json` anywhere.
   */
  protects(path: string, removes: boolean, placed = true): ProtectedConfig | undefined {
    const normal = normalize(path);
    const segments = normal.split(sep).map((s) => s.toLowerCase());
    if (segments[segments.length - 1] === BEARING_CONFIG_FILE && (!placed || this.readAsConfig(normal)))
      return { rule: 'protect_bearing_config', what: `bearing's configuration (${BEARING_CONFIG_FILE})` };
    if (inGitState(segments) || (this.gitState && within(normal, this.gitState))) return GIT_STATE;
    if (this.cache && within(normal, this.cache)) return CACHE_STATE;
    if (this.userDirectory && within(normal, this.userDirectory)) return USER_CONFIG;
    if (!removes) return undefined;
    const held = [join(this.root, BEARING_CONFIG_FILE), this.gitState, this.cache, this.userDirectory].filter((p): p is string => p !== undefined);
    const inside = held.find((p) => within(p, normal) && p !== normal && existsSync(p));
    if (!inside) return undefined;
    if (inside === this.userDirectory) return USER_CONFIG;
    return {
      rule: 'protect_bearing_config',
      what: `a folder that holds bearing's ${inside === this.gitState || inside === this.cache ? 'state' : 'configuration'}`,
    };
  }

  /**
   * Whether a `bearing.config.json` at `path` (absolute) is one bearing would read for this workspace, so one an
   * agent here must not write. bearing reads the file at the workspace's root: the nearest folder up from the
   * session's cwd that holds `bearing.config.json` or `.git` (WorkspaceLocator), else the cwd itself
   * (workspace-config.reader.ts reads `<root>/bearing.config.json` and the user-level file, nothing else). So:
   * - the root's own file, and one in any folder under the root: a session started in that folder (or a `cd` there,
   *   which hosts pass on as the next call's cwd) finds it first, a nearer workspace with its own rules;
   * - one above the root only while no marker found the root (no `.git`, no config up to `/`): the locator would
   *   stop at it next time. Above a root a marker found, the locator never gets there from here;
   * - any other (a sibling `../unpack/`, another folder under /tmp, a copy of a seed project): another project's,
   *   read by a session there by its own rules, not this workspace's. Writing it changes nothing bearing obeys here.
   * Compared as written and through symbolic links (a link into the workspace counts as the workspace), ignoring case. bearing's
   * state and the user-level folder are protected wherever they are (they are found by their own paths).
   */
  private readAsConfig(path: string): boolean {
    const folder = dirname(normalize(path));
    // Ignoring case, as names are matched here (a case-insensitive disk): at worst a folder that differs only in case counts too.
    const inside = (dir: string, root: string) => {
      const [d, r] = [dir.toLowerCase(), root.toLowerCase()];
      return within(d, r) || (!this.marked && within(r, d));
    };
    return inside(folder, this.root) || inside(realPath(folder), this.realRoot);
  }

  /**
   * bearing's files that exist at or under `folder` (absolute), for a write that selects some files there: the
   * workspace's config (or, when `folder` is a config bearing reads, that one), what the state and the user's
   * config folders hold (`kind` tells the state in a git directory apart: git's own writes never reach it). With
   * `missing` (git's writes, which restore files the index holds), a config file counts even when not on disk.
   */
  heldUnder(folder: string, missing = false): HeldFile[] {
    const base = normalize(folder);
    const held: HeldFile[] = [];
    const config = join(this.root, BEARING_CONFIG_FILE);
    // With `missing`, also when it is not on disk (git restores a tracked file the work tree lost: `git checkout .`).
    if (within(config, base) && (missing || existsSync(config))) held.push({ path: config, kind: 'config' });
    // A write of one file (`git restore -- sub/bearing.config.json`): that config, nested or not.
    else if (basename(base).toLowerCase() === BEARING_CONFIG_FILE && this.readAsConfig(base) && (missing || existsSync(base)))
      held.push({ path: base, kind: 'config' });
    for (const [directory, kind] of [
      [this.gitState, 'state'],
      [this.cache, 'cache'],
      [this.userDirectory, 'user'],
    ] as const) {
      if (directory && (within(directory, base) || within(base, directory))) {
        for (const path of filesIn(directory)) if (within(path, base)) held.push({ path, kind });
      }
    }
    return held;
  }
}

/** The path through its symbolic links: its nearest folder that exists, resolved by the system, and the rest. */
function realPath(path: string): string {
  const rest: string[] = [];
  let existing = path;
  while (!existsSync(existing)) {
    const up = dirname(existing);
    if (up === existing) return path;
    rest.unshift(basename(existing));
    existing = up;
  }
  try {
    return join(realpathSync.native(existing), ...rest);
  } catch {
    return path;
  }
}

/** `…/.git/bearing/…`, `…/.git/worktrees/<name>/bearing/…` (segments lower-cased). */
function inGitState(segments: readonly string[]): boolean {
  return segments.some(
    (s, i) => s === '.git' && (segments[i + 1] === GIT_STATE_FOLDER || (segments[i + 1] === 'worktrees' && segments[i + 3] === GIT_STATE_FOLDER)),
  );
}

/** The files under a folder (bounded). */
function filesIn(directory: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= MAX_HELD) return;
      const path = join(dir, entry.name);
      if (entry.isDirectory() && depth < 8) walk(path, depth + 1);
      else found.push(path);
    }
  };
  if (lstatSync(directory, { throwIfNoEntry: false })?.isDirectory()) walk(directory, 0);
  return found;
}

/** Files listed under one of bearing's folders at most, for a write that selects some files under a path. */
const MAX_HELD = 500;

export interface HeldFile {
  readonly path: string;
  /** Where it lives: the workspace's config file, bearing's state in the git directory, its user cache folder, the user's config folder. */
  readonly kind: 'config' | 'state' | 'cache' | 'user';
}

const GIT_STATE: ProtectedConfig = { rule: 'protect_bearing_state', what: "bearing's state (bearing/ in the git directory)" };
const CACHE_STATE: ProtectedConfig = { rule: 'protect_bearing_state', what: "bearing's state (its user cache folder)" };
const USER_CONFIG: ProtectedConfig = { rule: 'protect_user_config', what: "the user's own bearing configuration" };

/** `path` is `folder` or inside it. */
function within(path: string, folder: string): boolean {
  const base = normalize(folder).replace(/[\\/]+$/, '');
  return path === base || path.startsWith(base + sep);
}
