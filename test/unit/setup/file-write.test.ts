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
