import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stableName } from '../../../../src/services/files/stable-name';
import { ensureHomeFolder, existingHomeFolder, homeDirectory, stateHome } from '../../../../src/services/records/state-home';
import { useScratch } from '../../../support/scratch';

const scratch = useScratch();

describe('stateHome: where a workspace keeps its state, out of its work tree', () => {
  test('in a repository: bearing/ in the git directory, found from any folder of the work tree', () => {
    const root = scratch.dir('bearing-home-');
    mkdirSync(join(root, '.git'));
    mkdirSync(join(root, 'pkg'));
    expect(stateHome(root, { BEARING_CACHE_DIR: '/cache' })).toEqual({ base: join(root, '.git'), folders: ['bearing'], cache: false });
    expect(homeDirectory(stateHome(join(root, 'pkg'), {})!)).toBe(join(root, '.git', 'bearing'));
  });

  test('a linked worktree: its own git directory, as its .git file names it', () => {
    const repo = scratch.repo('main');
    const linked = join(scratch.dir('bearing-linked-'), 'feature');
    repo.git('worktree', 'add', '-q', linked);
    expect(stateHome(linked, {})).toEqual({ base: join(repo.root, '.git', 'worktrees', 'feature'), folders: ['bearing'], cache: false });
  });

  test('outside git: the user cache, one folder per workspace path; none when the environment names no cache', () => {
    const root = scratch.dir('bearing-home-');
    expect(stateHome(root, { BEARING_CACHE_DIR: '/cache' })).toEqual({ base: '/cache', folders: ['workspaces', stableName(root)], cache: true });
    expect(stateHome(root, { HOME: '/home/u' })).toEqual({ base: '/home/u/.cache/bearing', folders: ['workspaces', stableName(root)], cache: true });
    expect(stateHome(root, {})).toBeUndefined();
  });

  test('reading creates nothing, a missing cache folder included; writing makes the cache folder and the home', () => {
    const cache = join(scratch.dir('bearing-cache-'), 'cache');
    const home = stateHome(scratch.dir('bearing-home-'), { BEARING_CACHE_DIR: cache })!;
    expect(existingHomeFolder(home, ['sessions'])).toBeUndefined();
    expect(existingHomeFolder(home, [])).toBeUndefined();
    expect(ensureHomeFolder(home, ['sessions'])).toBe(join(homeDirectory(home), 'sessions'));
    expect(existingHomeFolder(home, ['sessions'])).toBe(join(homeDirectory(home), 'sessions'));
  });

  test('a cache path that is a file: refused, on reading and on writing', () => {
    const cache = join(scratch.dir('bearing-cache-'), 'file');
    writeFileSync(cache, 'x');
    const home = stateHome(scratch.dir('bearing-home-'), { BEARING_CACHE_DIR: cache })!;
    const refusal = expect.objectContaining({
      name: 'StateFolderRefused',
      message: `${cache} is not a folder private to this user: bearing keeps no session state there (make it one to let bearing remember sessions)`,
    });
    expect(() => existingHomeFolder(home, [])).toThrow(refusal);
    expect(() => ensureHomeFolder(home, [])).toThrow(refusal);
  });
});
