import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { argv, dyn, lit, NOTHING, reading, removal, write } from './reading-helpers';

const read = (code: string) => readInlineCode('python', code);

describe('readInlineCode: Python command lines and argument vectors', () => {
  test.each([
    ["import os; os.system('git push origin HEAD:main')", 'git push origin HEAD:main'],
    ["import os; os.popen('git push').read()", 'git push'],
    ["from subprocess import run as r; r('git push', shell=True)", 'git push'],
    ["from subprocess import *; check_call('git push', shell=True)", 'git push'],
    ["import subprocess; subprocess.getoutput('git push')", 'git push'],
    ["import asyncio; asyncio.run(asyncio.create_subprocess_shell('git push'))", 'git push'],
    ["__import__('os').system('git push')", 'git push'],
    ["import importlib; importlib.import_module('os').system('git push')", 'git push'],
    ["import os; getattr(os, 'system')('git push')", 'git push'],
    ["import subprocess; subprocess.run(' '.join(['git', 'push']), shell=True)", 'git push'],
    ["import subprocess; subprocess.run('git ' 'push', shell=True)", 'git push'],
    ["import subprocess; subprocess.run('git ' + 'push', shell=1)", 'git push'],
    ["cmd = 'git push'\nimport os\nos.system(cmd)", 'git push'],
    ["import os\nif True:\n    os.system('git push')", 'git push'],
    ['exec("import os\\nos.system(\'git push\')")', 'git push'],
    ['import os; os.system(f\'git push {"origin"}\')', 'git push origin'],
  ])('%s hands a shell the script %j', (code, script) => {
    expect(read(code)).toEqual(reading({ scripts: [lit(script)] }));
  });

  test('with a list and shell=True the first item is the script (the rest are $0, $1…)', () => {
    expect(read("import subprocess; subprocess.run(['git push', 'x'], shell=True)")).toEqual(reading({ scripts: [lit('git push')] }));
  });

  test.each([
    ["import subprocess; subprocess.run(['git','push','origin','HEAD:main'])", ['git', 'push', 'origin', 'HEAD:main']],
    ["import subprocess as sp; sp.Popen(['git', 'push']).wait()", ['git', 'push']],
    ["import subprocess as sp; sp.check_output('git push origin main'.split())", ['git', 'push', 'origin', 'main']],
    ['import shlex, subprocess; subprocess.call(shlex.split(\'git push "a b"\'))', ['git', 'push', 'a b']],
    ["import subprocess; subprocess.run(args=['git', 'push'], cwd='/tmp')", ['git', 'push']],
    ["import subprocess; subprocess.run(['git'] + ['push'])", ['git', 'push']],
    ["import subprocess; subprocess.Popen(['x', 'push'], executable='git')", ['git', 'push']],
    ["cmd = ['git', 'push']\nimport subprocess\nsubprocess.run(cmd)", ['git', 'push']],
    ["import os; os.execvp('git', ['git', 'push'])", ['git', 'push']],
    ["import os; os.execlp('git', 'git', 'push')", ['git', 'push']],
    ["import os; os.spawnlp(os.P_WAIT, 'git', 'git', 'push')", ['git', 'push']],
    ["import os; os.spawnvpe(os.P_WAIT, 'git', ['git', 'push'], {})", ['git', 'push']],
    ["import os; os.posix_spawnp('git', ['git', 'push'], {})", ['git', 'push']],
    ["import asyncio; asyncio.run(asyncio.create_subprocess_exec('git', 'push'))", ['git', 'push']],
    ["import pty; pty.spawn(['git', 'push'])", ['git', 'push']],
  ])('%s runs %j directly', (code, words) => {
    expect(read(code)).toEqual(reading({ argvs: [argv(...words)] }));
  });

  test('a string without shell=True names one program, blanks and all (subprocess.run("git push") fails)', () => {
    expect(read("import subprocess; subprocess.run('git push')")).toEqual(reading({ argvs: [argv('git push')] }));
  });

  test('shell=True with executable= runs that shell with -c', () => {
    expect(read("import subprocess; subprocess.run('git push', shell=True, executable='/bin/bash')")).toEqual(
      reading({ argvs: [argv('/bin/bash', '-c', 'git push')] }),
    );
  });

  test('a module seen through an unknown name is still known by the function it calls', () => {
    expect(read('m = load()\nm = other()\nm.check_output(["git", "push"])')).toEqual(reading({ argvs: [argv('git', 'push')] }));
  });

  test('items the reader cannot count stay in the vector as computed words', () => {
    expect(read("import subprocess; subprocess.run(['git', 'push', *extra])")).toEqual(reading({ argvs: [[lit('git'), lit('push'), dyn('*extra')]] }));
    expect(read("import subprocess, sys; subprocess.run(['git', 'push'] + sys.argv[1:])")).toEqual(
      reading({ argvs: [[lit('git'), lit('push'), dyn('sys.argv[1:]')]] }),
    );
  });

  test('a command computed at run time is reported dynamic, and unread', () => {
    expect(read("import os; os.system(f'git push {remote}')")).toEqual(
      reading({ scripts: [dyn("f'git push {remote}'")], unread: ["os.system runs a command computed at run time: f'git push {remote}'"] }),
    );
    expect(read('import subprocess as sp; sp.run(cmd)')).toEqual(
      reading({ argvs: [[dyn('cmd')]], unread: ['subprocess.run runs a program computed at run time: cmd'] }),
    );
  });

  test('a list changed after it was bound is no longer known', () => {
    expect(read("import os\ncmd = ['git', 'push']\ncmd.append('--force')\nos.execvp('git', cmd)")).toEqual(reading({ argvs: [[lit('git'), dyn('cmd')]] }));
  });

  test('a name bound two ways (in a branch the reading cannot follow) is computed', () => {
    expect(read("p = 'notes.txt'\nif x: p = 'bearing.config.json'\nopen(p, 'w')")).toEqual(
      reading({ writes: [{ path: dyn('p'), removes: false, form: "python open(…, 'w')" }] }),
    );
  });

  test('a function parameter holds whatever the callers pass', () => {
    expect(read("import os\ndef push(branch):\n    os.system('git push origin ' + branch)\npush('main')")).toEqual(
      reading({ scripts: [dyn("'git push origin ' + branch")], unread: ["os.system runs a command computed at run time: 'git push origin ' + branch"] }),
    );
  });

  test('code handed to exec or eval that is not a literal is unread', () => {
    expect(read('eval(input())')).toEqual(reading({ unread: ['eval runs code computed at run time: input()'] }));
    expect(read('__import__(name)')).toEqual(reading({ unread: ['__import__ imports a module computed at run time: name'] }));
  });
});

describe('readInlineCode: Python writes', () => {
  test.each([
    [
      "import json; c=json.load(open('bearing.config.json')); c['x']=1; json.dump(c, open('bearing.config.json','w'))",
      write('bearing.config.json', "python open(…, 'w')"),
    ],
    ["p = 'bearing.config.json'; open(p, 'w').write('{}')", write('bearing.config.json', "python open(…, 'w')")],
    ["with open('bearing.config.json', 'a') as f:\n    f.write('x')", write('bearing.config.json', "python open(…, 'a')")],
    ["open('bearing.config.json', mode='r+')", write('bearing.config.json', "python open(…, 'r+')")],
    ["open('bearing.config.json', 'xb')", write('bearing.config.json', "python open(…, 'xb')")],
    ["import io; io.open('bearing.config.json', 'w')", write('bearing.config.json', "python open(…, 'w')")],
    ["import codecs; codecs.open('bearing.config.json', 'w', 'utf-8')", write('bearing.config.json', "python codecs.open(…, 'w')")],
    ["import os; open(os.path.join('conf', 'bearing.config.json'), 'w')", write('conf/bearing.config.json', "python open(…, 'w')")],
    ["from pathlib import Path; Path('bearing.config.json').write_text('{}')", write('bearing.config.json', 'Path.write_text')],
    ["import pathlib; (pathlib.Path('.') / 'bearing.config.json').write_bytes(b'{}')", write('./bearing.config.json', 'Path.write_bytes')],
    ["from pathlib import Path; Path('bearing.config.json').open('w')", write('bearing.config.json', "Path.open('w')")],
    ["import shutil; shutil.copy('x.json', 'bearing.config.json')", write('bearing.config.json', 'shutil.copy')],
    ["import os; os.open('bearing.config.json', os.O_WRONLY | os.O_CREAT)", write('bearing.config.json', 'os.open')],
    ["import os; os.truncate('bearing.config.json', 0)", write('bearing.config.json', 'os.truncate')],
    [
      "import fileinput\nfor line in fileinput.input('bearing.config.json', inplace=True): print(line)",
      write('bearing.config.json', 'fileinput.input(inplace=True)'),
    ],
  ])('%s writes', (code, expected) => {
    expect(read(code)).toEqual(reading({ writes: [expected] }));
  });

  test.each([
    ["import os; os.remove('bearing.config.json')", 'os.remove'],
    ["import os; os.unlink('bearing.config.json')", 'os.unlink'],
    ["import shutil; shutil.rmtree('bearing.config.json')", 'shutil.rmtree'],
    ["from pathlib import Path; Path('bearing.config.json').unlink()", 'Path.unlink'],
  ])('%s removes', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form)] }));
  });

  test.each([
    ["import os; os.rename('bearing.config.json', 'old.json')", 'os.rename'],
    ["import os; os.replace('bearing.config.json', 'old.json')", 'os.replace'],
    ["import shutil; shutil.move('bearing.config.json', 'old.json')", 'shutil.move'],
    ["from pathlib import Path; Path('bearing.config.json').rename('old.json')", 'Path.rename'],
  ])('%s moves the source away and writes the destination', (code, form) => {
    expect(read(code)).toEqual(reading({ writes: [removal('bearing.config.json', form), write('old.json', form)] }));
  });

  test('a path computed at run time is a dynamic write', () => {
    expect(read("open(f'{d}/bearing.config.json', 'w')")).toEqual(
      reading({ writes: [{ path: dyn("f'{d}/bearing.config.json'"), removes: false, form: "python open(…, 'w')" }] }),
    );
  });

  test('a mode that is not known is taken as a write', () => {
    expect(read("open('bearing.config.json', mode)")).toEqual(reading({ writes: [write('bearing.config.json', 'python open(…, mode)')] }));
  });
});

describe('readInlineCode: harmless Python', () => {
  test.each([
    "import json; print(json.load(open('bearing.config.json')))",
    "print(open('bearing.config.json').read())",
    "open('bearing.config.json', 'r')",
    "open('bearing.config.json', 'rb').read()",
    "from pathlib import Path; print(Path('bearing.config.json').read_text())",
    'import subprocess, os',
    "print('git push origin main')",
    "x = 'rm -rf /'",
    'import platform; print(platform.system())',
    "import re; re.compile('git push').match(s)",
    '# os.system("git push")',
    "'''os.system('git push')'''",
    'import sys; print(sys.argv[1:])',
  ])('%s hands nothing to the system', (code) => {
    expect(read(code)).toEqual(NOTHING);
  });
});
