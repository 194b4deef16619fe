import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import type { InterpreterLanguage } from '../../../../../src/services/shell-command/interpreters/interpreter-run';
import { dyn, environment, HOME, reading, removal, write } from './reading-helpers';

/** bearing's user configuration, where the tests' HOME puts it. */
const USER_CONFIG = `${HOME}/.config/bearing/config.json`;

const withHome = (language: InterpreterLanguage, code: string) => readInlineCode(language, code, environment());

// Each form checked against the interpreter itself (python 3.11, node 20, ruby 3.1, perl 5.36, php 8.2) with HOME
// set: the program removed or wrote the file at exactly the path read here.
describe('readInlineCode: paths under the home folder', () => {
  test.each([
    ["import os; os.remove(os.path.expanduser('~/.config/bearing/config.json'))", 'os.remove'],
    ["import pathlib; (pathlib.Path.home() / '.config/bearing/config.json').unlink()", 'Path.unlink'],
    ["from pathlib import Path; Path('~/.config/bearing/config.json').expanduser().unlink()", 'Path.unlink'],
    ["import os; os.remove(os.path.join(os.path.expanduser('~'), '.config', 'bearing', 'config.json'))", 'os.remove'],
    ["from os.path import expanduser, join; os.unlink(join(expanduser('~/.config'), 'bearing/config.json'))", 'os.unlink'],
    ["import os; os.remove(os.environ['HOME'] + '/.config/bearing/config.json')", 'os.remove'],
    ["import os; os.remove(os.getenv('HOME') + '/.config/bearing/config.json')", 'os.remove'],
    ["import os; os.remove(os.environ.get('HOME') + '/.config/bearing/config.json')", 'os.remove'],
    ["import os; os.remove(f\"{os.environ['HOME']}/.config/bearing/config.json\")", 'os.remove'],
    ["import os; os.remove(os.path.expandvars('$HOME/.config/bearing/config.json'))", 'os.remove'],
    ["import os; os.remove(os.path.expandvars('${HOME}/.config/bearing/config.json'))", 'os.remove'],
    ["import os, pathlib; os.remove(str(pathlib.Path.home() / '.config' / 'bearing' / 'config.json'))", 'os.remove'],
    ["import os, pathlib; os.remove(os.path.join(pathlib.Path.home(), '.config/bearing/config.json'))", 'os.remove'],
    ["import os; os.remove(os.path.abspath(os.path.expanduser('~/.config/bearing/config.json')))", 'os.remove'],
    ["import pathlib; pathlib.Path.home().joinpath('.config', 'bearing', 'config.json').unlink()", 'Path.unlink'],
  ])('python: %s', (code, form) => {
    expect(withHome('python', code)).toEqual(reading({ writes: [removal(USER_CONFIG, form)] }));
  });

  test.each([
    ["require('fs').writeFileSync(require('os').homedir()+'/.config/bearing/config.json','{}')", 'fs.writeFileSync'],
    ["fs.writeFileSync(os.homedir() + '/.config/bearing/config.json', '')", 'fs.writeFileSync'],
    ["const os = require('os'), path = require('path'); fs.writeFileSync(path.join(os.homedir(), '.config', 'bearing', 'config.json'), '')", 'fs.writeFileSync'],
    ["import { homedir } from 'node:os'; import { resolve } from 'node:path'; fs.writeFileSync(resolve(homedir(), '.config/bearing/config.json'), '')", 'fs.writeFileSync'],
    ['fs.writeFileSync(`${process.env.HOME}/.config/bearing/config.json`, "")', 'fs.writeFileSync'],
    ["fs.writeFileSync(process.env['HOME'] + '/.config/bearing/config.json', '')", 'fs.writeFileSync'],
    ["Deno.writeTextFileSync(Deno.env.get('HOME') + '/.config/bearing/config.json', '')", 'Deno.writeTextFileSync'],
    ["await Bun.write(Bun.env.HOME + '/.config/bearing/config.json', '')", 'Bun.write'],
  ])('node: %s', (code, form) => {
    expect(withHome('node', code)).toEqual(reading({ writes: [write(USER_CONFIG, form)] }));
  });

  test.each([
    ["File.delete(File.expand_path('~/.config/bearing/config.json'))", 'File.delete'],
    ["File.delete(File.expand_path('bearing/config.json', '~/.config'))", 'File.delete'],
    ["File.delete(File.join(Dir.home, '.config', 'bearing', 'config.json'))", 'File.delete'],
    ['File.delete("#{ENV[\'HOME\']}/.config/bearing/config.json")', 'File.delete'],
    ["FileUtils.rm_f(ENV.fetch('HOME') + '/.config/bearing/config.json')", 'FileUtils.rm_f'],
  ])('ruby: %s', (code, form) => {
    expect(withHome('ruby', code)).toEqual(reading({ writes: [removal(USER_CONFIG, form)] }));
  });

  test.each([
    ['unlink("$ENV{HOME}/.config/bearing/config.json")', 'perl unlink'],
    ["unlink $ENV{'HOME'} . '/.config/bearing/config.json'", 'perl unlink'],
    ['my $h = $ENV{HOME}; unlink "$h/.config/bearing/config.json"', 'perl unlink'],
  ])('perl: %s', (code, form) => {
    expect(withHome('perl', code)).toEqual(reading({ writes: [removal(USER_CONFIG, form)] }));
  });

  test.each([
    ["unlink(getenv('HOME') . '/.config/bearing/config.json');", 'php unlink'],
    ["unlink($_SERVER['HOME'] . '/.config/bearing/config.json');", 'php unlink'],
  ])('php: %s', (code, form) => {
    expect(withHome('php', code)).toEqual(reading({ writes: [removal(USER_CONFIG, form)] }));
  });

  test('other variables of the environment are read the same way', () => {
    const reading_ = readInlineCode('python', "import os; os.remove(os.path.join(os.environ['XDG_CONFIG_HOME'], 'bearing', 'config.json'))", environment({ XDG_CONFIG_HOME: '/xdg' }));
    expect(reading_).toEqual(reading({ writes: [removal('/xdg/bearing/config.json', 'os.remove')] }));
  });

  test("a home folder with a trailing slash: Python drops it, Node's os.homedir() keeps it (as each does)", () => {
    const home = environment({ HOME: '/home/agent/' });
    expect(readInlineCode('python', "import os; os.remove(os.path.expanduser('~/x'))", home)).toEqual(reading({ writes: [removal('/home/agent/x', 'os.remove')] }));
    expect(readInlineCode('node', "fs.rmSync(os.homedir() + 'x')", home)).toEqual(reading({ writes: [removal('/home/agent/x', 'fs.rmSync')] }));
  });

  test('a path that does not start with ~ is left as it is', () => {
    expect(withHome('python', "import os; os.remove(os.path.expanduser('bearing.config.json'))")).toEqual(reading({ writes: [removal('bearing.config.json', 'os.remove')] }));
  });

  describe('a home folder the reading does not know leaves the path computed, as before', () => {
    test.each([
      ["import os; os.remove(os.path.expanduser('~/.config/bearing/config.json'))", "os.path.expanduser('~/.config/bearing/config.json')"],
      ["import os; os.remove(os.environ['HOME'] + '/x')", "os.environ['HOME'] + '/x'"],
      ["import os; os.remove(os.path.expandvars('$HOME/x'))", "os.path.expandvars('$HOME/x')"],
    ])('without an environment: %s', (code, shown) => {
      expect(readInlineCode('python', code)).toEqual(reading({ writes: [{ path: dyn(shown), removes: true, form: 'os.remove' }] }));
    });

    test('without an environment, node', () => {
      expect(readInlineCode('node', "fs.rmSync(os.homedir() + '/x')")).toEqual(reading({ writes: [{ path: dyn("os.homedir() + '/x'"), removes: true, form: 'fs.rmSync' }] }));
    });

    test("another user's home (~user) is not known", () => {
      expect(withHome('python', "import os; os.remove(os.path.expanduser('~root/x'))")).toEqual(reading({ writes: [{ path: dyn("os.path.expanduser('~root/x')"), removes: true, form: 'os.remove' }] }));
    });

    test('a HOME that is not absolute is not taken', () => {
      const relative = environment({ HOME: 'rel' });
      expect(readInlineCode('python', "import os; os.remove(os.path.expanduser('~/x'))", relative)).toEqual(reading({ writes: [{ path: dyn("os.path.expanduser('~/x')"), removes: true, form: 'os.remove' }] }));
    });

    test('a variable the environment does not hold', () => {
      expect(withHome('node', "fs.rmSync(process.env.CONFIG + '/x')")).toEqual(reading({ writes: [{ path: dyn("process.env.CONFIG + '/x'"), removes: true, form: 'fs.rmSync' }] }));
    });
  });
});
