import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceFile } from '../../../src/setup/edit/file-write';
import { useScratch } from '../../support/scratch';

const scratch = useScratch();

describe('replaceFile: the new text at once, the old one kept beside it', () => {
  test('the file as it was goes to <file>.bearing-backup, and no temporary file is left', () => {
    const dir = scratch.dir('bearing-write-');
    const file = join(dir, 'hooks.json');
    writeFileSync(file, 'old\n');
    expect(replaceFile(file, 'new\n')).toEqual({ backup: `${file}.bearing-backup` });
    expect(readFileSync(file, 'utf8')).toBe('new\n');
    expect(readFileSync(`${file}.bearing-backup`, 'utf8')).toBe('old\n');
    expect(readdirSync(dir).sort()).toEqual(['hooks.json', 'hooks.json.bearing-backup']);
  });

  test("a new file (and its folder) is created without a backup; null removes a file (bearing's alone), without one", () => {
    const dir = scratch.dir('bearing-write-');
    const file = join(dir, '.cursor', 'hooks.json');
    expect(replaceFile(file, '{}\n')).toEqual({});
    expect(readFileSync(file, 'utf8')).toBe('{}\n');
    expect(replaceFile(file, null)).toEqual({});
    expect(readdirSync(join(dir, '.cursor'))).toEqual([]);
  });

  test('the text its backup holds (an uninstall giving the file back): written, and the backup goes', () => {
    const dir = scratch.dir('bearing-write-');
    const file = join(dir, 'hooks.json');
    writeFileSync(file, 'mine\n');
    replaceFile(file, 'mine + bearing\n');
    expect(replaceFile(file, 'mine\n')).toEqual({ restored: true });
    expect(readdirSync(dir)).toEqual(['hooks.json']);
    expect(readFileSync(file, 'utf8')).toBe('mine\n');
  });

  test('the file keeps its permissions, and a symbolic link (a dotfile kept elsewhere) stays a link to the changed file', () => {
    const dir = scratch.dir('bearing-write-');
    mkdirSync(join(dir, 'dotfiles'));
    const real = join(dir, 'dotfiles', 'config.toml');
    writeFileSync(real, 'a = 1\n');
    chmodSync(real, 0o600);
    const link = join(dir, 'config.toml');
    symlinkSync(real, link);
    replaceFile(link, 'a = 2\n');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('a = 2\n');
    expect(statSync(real).mode & 0o777).toBe(0o600);
    expect(readFileSync(`${link}.bearing-backup`, 'utf8')).toBe('a = 1\n');
  });
});

describe("replaceFile in a git work tree: the backup goes to the git folder, out of the project's files", () => {
  test("a project's file has its backup under .git/bearing/backups/ at its path in the tree, and the folders it made go with it", () => {
    const repo = scratch.dir('bearing-write-repo-');
    mkdirSync(join(repo, '.git'));
    mkdirSync(join(repo, '.cursor'));
    const file = join(repo, '.cursor', 'hooks.json');
    writeFileSync(file, 'mine\n');
    const backup = join(repo, '.git', 'bearing', 'backups', '.cursor', 'hooks.json');
    expect(replaceFile(file, 'mine + bearing\n')).toEqual({ backup });
    expect(readFileSync(backup, 'utf8')).toBe('mine\n');
    expect(readdirSync(join(repo, '.cursor'))).toEqual(['hooks.json']);
    expect(replaceFile(file, 'mine\n')).toEqual({ restored: true });
    expect(readdirSync(join(repo, '.git'))).toEqual([]);
  });

  test("a worktree's .git file is followed to its git folder; a folder the backups share with others stays", () => {
    const root = scratch.dir('bearing-write-worktree-');
    const gitDir = join(root, 'main.git', 'worktrees', 'feature');
    mkdirSync(join(gitDir, 'bearing', 'backups', 'kept'), { recursive: true });
    writeFileSync(join(gitDir, 'bearing', 'backups', 'kept', 'other.json'), '{}\n');
    mkdirSync(join(root, 'feature'));
    writeFileSync(join(root, 'feature', '.git'), 'gitdir: ../main.git/worktrees/feature\n');
    const file = join(root, 'feature', 'opencode.json');
    writeFileSync(file, '{}\n');
    expect(replaceFile(file, '{"plugin":[]}\n')).toEqual({ backup: join(gitDir, 'bearing', 'backups', 'opencode.json') });
    expect(replaceFile(file, '{}\n')).toEqual({ restored: true });
    expect(readdirSync(join(gitDir, 'bearing', 'backups'))).toEqual(['kept']);
    expect(readdirSync(join(root, 'feature')).sort()).toEqual(['.git', 'opencode.json']);
  });
});
