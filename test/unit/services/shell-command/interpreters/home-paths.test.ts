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
    ['import os; os.remove(f"{os.environ[\'HOME\']}/.config/bearing/config.json")', 'os.remove'],
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
    [
      "const os = require('os'), path = require('path'); fs.writeFileSync(path.join(os.homedir(), '.config', 'bearing', 'config.json'), '')",
      'fs.writeFileSync',
    ],
    [
      "import { homedir } from 'node:os'; import { resolve } from 'node:path'; fs.writeFileSync(resolve(homedir(), '.config/bearing/config.json'), '')",
      'fs.writeFileSync',
    ],
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
    const reading_ = readInlineCode(
      'python',
      "import os; os.remove(os.path.join(os.environ['XDG_CONFIG_HOME'], 'bearing', 'config.json'))",
      environment({ XDG_CONFIG_HOME: '/xdg' }),
    );
    expect(reading_).toEqual(reading({ writes: [removal('/xdg/bearing/config.json', 'os.remove')] }));
  });

  test("a home folder with a trailing slash: Python drops it, Node's os.homedir() keeps it (as each does)", () => {
    const home = environment({ HOME: '/home/agent/' });
    expect(readInlineCode('python', "import os; os.remove(os.path.expanduser('~/x'))", home)).toEqual(
      reading({ writes: [removal('/home/agent/x', 'os.remove')] }),
    );
    expect(readInlineCode('node', "fs.rmSync(os.homedir() + 'x')", home)).toEqual(reading({ writes: [removal('/home/agent/x', 'fs.rmSync')] }));
  });

  test('a path that does not start with ~ is left as it is', () => {
    expect(withHome('python', "import os; os.remove(os.path.expanduser('bearing.config.json'))")).toEqual(
      reading({ writes: [removal('bearing.config.json', 'os.remove')] }),
    );
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
      expect(readInlineCode('node', "fs.rmSync(os.homedir() + '/x')")).toEqual(
        reading({ writes: [{ path: dyn("os.homedir() + '/x'"), removes: true, form: 'fs.rmSync' }] }),
      );
    });

    test("another user's home (~user) is not known", () => {
      expect(withHome('python', "import os; os.remove(os.path.expanduser('~root/x'))")).toEqual(
        reading({ writes: [{ path: dyn("os.path.expanduser('~root/x')"), removes: true, form: 'os.remove' }] }),
      );
    });

    test('a HOME that is not absolute is not taken', () => {
      const relative = environment({ HOME: 'rel' });
      expect(readInlineCode('python', "import os; os.remove(os.path.expanduser('~/x'))", relative)).toEqual(
        reading({ writes: [{ path: dyn("os.path.expanduser('~/x')"), removes: true, form: 'os.remove' }] }),
      );
    });

    test('a variable the environment does not hold', () => {
      expect(withHome('node', "fs.rmSync(process.env.CONFIG + '/x')")).toEqual(
        reading({ writes: [{ path: dyn("process.env.CONFIG + '/x'"), removes: true, form: 'fs.rmSync' }] }),
      );
    });
  });

  describe('a program that changes its own environment takes no variable as known (a function may read it after)', () => {
    test.each<[InterpreterLanguage, string]>([
      ['python', "import os; os.environ['HOME'] = '/root'; os.remove(os.path.expanduser('~/x'))"],
      ['python', "import os\ndef f(): os.remove(os.path.expanduser('~/x'))\nos.environ['HOME'] = '/root'\nf()"],
      ['python', "import os; os.environ['HOME'] += '/y'; os.remove(os.environ['HOME'] + '/x')"],
      ['python', "import os; del os.environ['HOME']; os.remove(os.path.expanduser('~/x'))"],
      ['python', "import os; os.putenv('HOME', '/root'); os.remove(os.path.expanduser('~/x'))"],
      ['python', "import os; e = os.environ; e['HOME'] = '/root'; os.remove(os.path.expanduser('~/x'))"],
      ['python', "import os; os.environ.update(HOME='/root'); os.remove(os.path.expanduser('~/x'))"],
      ['node', "process.env.HOME = '/root'; fs.rmSync(os.homedir() + '/x')"],
      ['node', "process.env['HOME'] ??= '/root'; fs.rmSync(os.homedir() + '/x')"],
      ['node', "delete process.env.HOME; fs.rmSync(os.homedir() + '/x')"],
      ['node', "Object.assign(process.env, { HOME: '/root' }); fs.rmSync(os.homedir() + '/x')"],
      ['node', "Deno.env.set('HOME', '/root'); Deno.removeSync(Deno.env.get('HOME') + '/x')"],
      ['ruby', "ENV['HOME'] = '/root'; File.delete(File.expand_path('~/x'))"],
      ['ruby', "ENV.update('HOME' => '/root'); File.delete(Dir.home + '/x')"],
      ['perl', '$ENV{HOME} = "/root"; unlink("$ENV{HOME}/x")'],
      ['perl', '$ENV{HOME} =~ s/agent/root/; unlink("$ENV{HOME}/x")'],
      ['perl', 'delete $ENV{HOME}; unlink("$ENV{HOME}/x")'],
      ['php', "putenv('HOME=/root'); unlink(getenv('HOME') . '/x');"],
      ['php', "$_SERVER['HOME'] = '/root'; unlink($_SERVER['HOME'] . '/x');"],
    ])('%s: %s', (language, code) => {
      const found = withHome(language, code);
      expect(found.writes).toHaveLength(1);
      expect(found.writes[0]!.path.dynamic).toBe(true);
    });

    test.each<[InterpreterLanguage, string]>([
      ['python', "import os; os.remove(os.environ['HOME'] + '/x') if os.environ['HOME'] == '/home/agent' else 0"],
      ['node', "if (process.env.HOME === '/home/agent') fs.rmSync(process.env.HOME + '/x')"],
      ['perl', 'unlink("$ENV{HOME}/x") if $ENV{HOME} eq "/home/agent"'],
    ])('comparing a variable is no change: %s', (language, code) => {
      expect(withHome(language, code).writes).toEqual([expect.objectContaining({ path: { text: `${HOME}/x`, dynamic: false } })]);
    });
  });
});

describe('readInlineCode: setting a member of a module leaves the module known', () => {
  // Before, `os.environ['X'] = …` made `os` unknown, and the os.remove after it was not read at all.
  test.each<[InterpreterLanguage, string, string]>([
    ['python', "import os; os.environ['GIT_DIR'] = '.'; os.remove('bearing.config.json')", 'os.remove'],
    ['python', "import shutil; shutil.x = 1; shutil.rmtree('bearing.config.json')", 'shutil.rmtree'],
    ['node', "const f = require('fs'); f.x = 1; f.rmSync('bearing.config.json')", 'fs.rmSync'],
  ])('%s: %s', (language, code, form) => {
    expect(readInlineCode(language, code)).toEqual(reading({ writes: [removal('bearing.config.json', form)] }));
  });

  test('a list changed through a subscript is still known no more', () => {
    expect(readInlineCode('python', "import os; cmd = ['git', 'push']; cmd[1] = 'x'; os.execvp('git', cmd)").argvs).toEqual([
      [{ text: 'git', dynamic: false }, dyn('cmd')],
    ]);
  });
});
