import { join, mkdirSync, statSync } from '../../platform/node-builtins';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import { stableName } from '../files/stable-name';
import { findGitDir } from '../git-files/git-dir';
import { isPrivateDirectory, userCacheBase } from '../user-cache/user-cache-directory';
import { ensureStateFolder, existingStateFolder, StateFolderRefused } from './state-folders';

/** bearing's folder in a repository's git directory: `<git dir>/bearing/`. */
export const GIT_STATE_FOLDER = 'bearing';

/** Where the user cache keeps the state of workspaces outside git: `<user cache>/workspaces/<stableName(root)>/`. */
const CACHE_WORKSPACES_FOLDER = 'workspaces';

/**
 * Where bearing keeps a workspace's state: out of the work tree, so that `git clean -fdx`, `git stash -a` or
 * `git add -A` never meet it and nothing has to be ignored. In a repository, the git directory (a linked worktree's
 * own, so each worktree has its own sessions); outside one, the user's cache, keyed by the workspace's path.
 */
export interface StateHome {
  /** An existing folder bearing does not own and never replaces: the git directory, or the user's cache folder. */
  readonly base: string;
  /** bearing's own folders below it, each a real folder: `bearing`, or `workspaces/<stableName(root)>`. */
  readonly folders: readonly string[];
  /** In the user's cache, which must be private to the user, as everything bearing caches is. */
  readonly cache: boolean;
}

/** The state home of the workspace at `root`; undefined outside git when the environment names no user cache. */
export function stateHome(root: string, environment: RuntimeEnvironment): StateHome | undefined {
  const gitDir = findGitDir(root);
  if (gitDir !== undefined) return { base: gitDir, folders: [GIT_STATE_FOLDER], cache: false };
  const cache = userCacheBase(environment);
  return cache === undefined ? undefined : { base: cache, folders: [CACHE_WORKSPACES_FOLDER, stableName(root)], cache: true };
}

/** The home's own folder: `<git dir>/bearing`, `<user cache>/workspaces/<name>`. */
export function homeDirectory(home: StateHome): string {
  return join(home.base, ...home.folders);
}

/**
 * The folder `sub` names in the home if it exists and every folder of bearing's on the way is a real folder;
 * undefined when one is missing (reading creates nothing); StateFolderRefused when something else stands there.
 */
export function existingHomeFolder(home: StateHome, sub: readonly string[]): string | undefined {
  if (home.cache && !privateCache(home.base, false)) return undefined;
  return existingStateFolder(home.base, [...home.folders, ...sub]);
}

/** Makes the folder `sub` names in the home (see ensureStateFolder); the user's cache folder too, where missing. */
export function ensureHomeFolder(home: StateHome, sub: readonly string[]): string {
  if (home.cache) privateCache(home.base, true);
  return ensureStateFolder(home.base, [...home.folders, ...sub]);
}

/**
 * Whether the user's cache folder is there (made first when `make`), refusing one that is not a folder of this
 * user's that only they can write to: whoever can write there could hand a session someone else's task.
 */
function privateCache(base: string, make: boolean): boolean {
  // The cache folder is the user's to place: a link to another disk is followed, as every cache user does.
  let stat = statSync(base, { throwIfNoEntry: false });
  if (!stat && make) {
    mkdirSync(base, { recursive: true, mode: 0o700 });
    stat = statSync(base);
  }
  if (!stat) return false;
  if (!stat.isDirectory() || !isPrivateDirectory(stat)) {
    throw new StateFolderRefused(
      `${base} is not a folder private to this user: bearing keeps no session state there (make it one to let bearing remember sessions)`,
    );
  }
  return true;
}
