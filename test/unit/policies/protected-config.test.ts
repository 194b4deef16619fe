import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProtectedConfigPaths } from '../../../src/policies/config-guard/protected-config';
import { useScratch } from '../../support/scratch';

const scratch = useScratch();

/** Written for the mutation run (issue 12): each answer of ProtectedConfigPaths, exact, on a real folder. */
describe("ProtectedConfigPaths: what of bearing's own a path is", () => {
  const root = scratch.dir('bearing-protected-');
  const user = join(root, 'home', '.config', 'bearing');
  const cache = join(root, 'home', '.cache', 'bearing');
  mkdirSync(join(root, '.git', 'bearing', 'sessions', 'claude-code'), { recursive: true });
  writeFileSync(join(root, '.git', 'bearing', 'sessions', 'claude-code', 's1.json'), '{}');
  mkdirSync(join(root, '.bearing', 'sessions'), { recursive: true });
  mkdirSync(user, { recursive: true });
  mkdirSync(join(cache, 'workspaces'), { recursive: true });
  writeFileSync(join(cache, 'workspaces', 'approvals.json'), '{}');
  writeFileSync(join(root, 'bearing.config.json'), '{}');
  const paths = new ProtectedConfigPaths(root, user, { BEARING_CACHE_DIR: cache });
  const CONFIG = { rule: 'protect_bearing_config', what: "bearing's configuration (bearing.config.json)" };
  const GIT_STATE = { rule: 'protect_bearing_state', what: "bearing's state (bearing/ in the git directory)" };
  const CACHE_STATE = { rule: 'protect_bearing_state', what: "bearing's state (its user cache folder)" };
  const USER = { rule: 'protect_user_config', what: "the user's own bearing configuration" };

  test("the config file anywhere, any case; bearing/ in any git directory and below; .bearing/ in the work tree is not bearing's state", () => {
    expect(paths.protects(join(root, 'sub', 'Bearing.Config.JSON'), false)).toEqual(CONFIG);
    expect(paths.protects(join(root, '.git', 'bearing', 'sessions', 'x.json'), false)).toEqual(GIT_STATE);
    expect(paths.protects(join(root, '.git', 'bearing'), false)).toEqual(GIT_STATE);
    expect(paths.protects(join('/elsewhere', 'repo', '.GIT', 'Bearing', 'x'), false)).toEqual(GIT_STATE);
    expect(paths.protects(join('/elsewhere', '.git', 'worktrees', 'wt', 'bearing', 'sessions'), false)).toEqual(GIT_STATE);
    expect(paths.protects(join(root, '.git', 'refs', 'heads', 'bearing'), false)).toBeUndefined();
    expect(paths.protects(join(root, '.git', 'worktrees', 'bearing'), false)).toBeUndefined();
    expect(paths.protects(join(root, '.git', 'HEAD'), false)).toBeUndefined();
    expect(paths.protects(join(root, '.bearing', 'sessions', 'x.json'), false)).toBeUndefined();
    expect(paths.protects(join(root, '.bearing'), true)).toBeUndefined();
    expect(paths.protects(join(root, '.bearing', 'test-engineering', 'result.json'), false)).toBeUndefined();
    expect(paths.protects(join(root, 'src', 'bearing.config.json.bak'), false)).toBeUndefined();
    expect(paths.protects(join(root, 'bearing', 'x.json'), false)).toBeUndefined();
  });

  test("the workspace's own git directory, wherever it is (a linked worktree's), by its path", () => {
    const repo = scratch.repo('main');
    const linked = join(scratch.dir('bearing-linked-'), 'wt');
    repo.git('worktree', 'add', '-q', linked);
    const inWorktree = new ProtectedConfigPaths(linked, undefined, {});
    expect(inWorktree.protects(join(repo.root, '.git', 'worktrees', 'wt', 'bearing', 'sessions', 'a.json'), false)).toEqual(GIT_STATE);
    const separate = scratch.dir('bearing-separate-');
    const gitDir = join(scratch.dir('bearing-gitdir-'), 'repo.git');
    writeFileSync(join(separate, '.git'), `gitdir: ${gitDir}\n`);
    const apart = new ProtectedConfigPaths(separate, undefined, {});
    expect(apart.protects(join(gitDir, 'bearing', 'sessions'), false)).toEqual(GIT_STATE);
    expect(apart.protects(join(gitDir, 'bearingx'), false)).toBeUndefined();
  });

  test("bearing's user cache folder and anything in it: named by the environment", () => {
    expect(paths.protects(cache, false)).toEqual(CACHE_STATE);
    expect(paths.protects(join(cache, 'workspaces', 'approvals.json'), false)).toEqual(CACHE_STATE);
    expect(paths.protects(`${cache}-other/x`, false)).toBeUndefined();
    expect(new ProtectedConfigPaths(root, user, { HOME: '/home/u' }).protects('/home/u/.cache/bearing/claims/x', false)).toEqual(CACHE_STATE);
    expect(new ProtectedConfigPaths(root, user, { HOME: '/home/u', XDG_CACHE_HOME: '/xdg' }).protects('/home/u/.cache/bearing/x', false)).toBeUndefined();
    expect(new ProtectedConfigPaths(root, user, {}).protects(join(cache, 'x'), false)).toBeUndefined();
  });

  test('the user folder and anything in it, with or without a trailing separator on the folder', () => {
    expect(paths.protects(join(user, 'config.json'), false)).toEqual(USER);
    expect(paths.protects(user, false)).toEqual(USER);
    expect(new ProtectedConfigPaths(root, `${user}/`, {}).protects(join(user, 'config.json'), false)).toEqual(USER);
    expect(paths.protects(`${user}-other/config.json`, false)).toBeUndefined();
  });

  test('a folder that holds them counts only for a delete or a move away, and only when what it holds exists', () => {
    expect(paths.protects(root, false)).toBeUndefined();
    expect(paths.protects(root, true)).toEqual({ rule: 'protect_bearing_config', what: "a folder that holds bearing's configuration" });
    expect(paths.protects(join(root, 'home', '.config'), true)).toEqual(USER);
    expect(paths.protects(join(root, 'home', '.cache'), true)).toEqual({ rule: 'protect_bearing_config', what: "a folder that holds bearing's state" });
    expect(paths.protects(join(root, 'src'), true)).toBeUndefined();
    const stateOnly = scratch.dir('bearing-protected-state-');
    mkdirSync(join(stateOnly, '.git', 'bearing'), { recursive: true });
    expect(new ProtectedConfigPaths(stateOnly, undefined, {}).protects(join(stateOnly, '.git'), true)).toEqual({
      rule: 'protect_bearing_config',
      what: "a folder that holds bearing's state",
    });
    expect(new ProtectedConfigPaths(stateOnly, undefined, {}).protects(stateOnly, true)).toEqual({
      rule: 'protect_bearing_config',
      what: "a folder that holds bearing's state",
    });
    const none = scratch.dir('bearing-protected-none-');
    mkdirSync(join(none, '.git'));
    expect(new ProtectedConfigPaths(none, undefined, { BEARING_CACHE_DIR: join(none, 'no-cache') }).protects(none, true)).toBeUndefined();
  });

  test("heldUnder lists the state files in the git directory and the cache, the state marked as such (git's own selecting writes never reach it)", () => {
    const sessions = join(root, '.git', 'bearing', 'sessions', 'claude-code', 's1.json');
    // This fixture's cache folder is in the work tree, where git clean -x would reach it.
    expect(paths.heldUnder(root)).toEqual([
      { path: join(root, 'bearing.config.json'), kind: 'config' },
      { path: sessions, kind: 'state' },
      { path: join(cache, 'workspaces', 'approvals.json'), kind: 'cache' },
    ]);
    expect(paths.heldUnder(join(root, '.git'))).toEqual([{ path: sessions, kind: 'state' }]);
    expect(paths.heldUnder(join(root, '.git', 'bearing', 'sessions'))).toEqual([{ path: sessions, kind: 'state' }]);
    expect(paths.heldUnder(join(root, 'home'))).toEqual([{ path: join(cache, 'workspaces', 'approvals.json'), kind: 'cache' }]);
    expect(paths.heldUnder(join(root, '..'))).toEqual([
      { path: join(root, 'bearing.config.json'), kind: 'config' },
      { path: sessions, kind: 'state' },
      { path: join(cache, 'workspaces', 'approvals.json'), kind: 'cache' },
    ]);
    expect(paths.heldUnder(join(root, '.bearing'))).toEqual([]);
  });

  test("a bearing.config.json is this workspace's at its root and under it; one outside is another project's, unless its path is not known", () => {
    expect(paths.protects(join(root, 'bearing.config.json'), false)).toEqual(CONFIG);
    expect(paths.protects(join(root, 'a', 'b', 'bearing.config.json'), false)).toEqual(CONFIG);
    expect(paths.protects(join(root, '..', 'unpack', 'bearing.config.json'), false)).toBeUndefined();
    // Above a root its .git marks, the locator never gets there.
    expect(paths.protects(join(root, '..', 'bearing.config.json'), false)).toBeUndefined();
    expect(paths.protects('/elsewhere/bearing.config.json', false)).toBeUndefined();
    // After a cd the text does not tell, where it lands is not known: its own name decides.
    expect(paths.protects('/elsewhere/bearing.config.json', false, false)).toEqual(CONFIG);
    // The state and the user's folder are found by their own paths, wherever they are.
    expect(paths.protects('/elsewhere/.git/bearing/x', false)).toEqual(GIT_STATE);
  });

  test('heldUnder of one config file: that file, nested or not; with `missing`, also when it is not on disk', () => {
    const nested = join(root, 'pkg', 'bearing.config.json');
    expect(paths.heldUnder(nested)).toEqual([]);
    expect(paths.heldUnder(nested, true)).toEqual([{ path: nested, kind: 'config' }]);
    expect(paths.heldUnder(join(root, '..', 'other', 'bearing.config.json'), true)).toEqual([]);
  });
});
