import { expected, file, pythonModule, run, STDIN } from './run-helpers';

describe('readInterpreterRun: python', () => {
  test.each([
    [['python3', '-c', 'print(1)'], expected('python', 'python3 -c', 'print(1)')],
    // -c ends the options: what follows is sys.argv[1:], even words that look like options.
    [['python3', '-c', 'x', 'a', '-c', 'y'], expected('python', 'python3 -c', 'x', ['a', '-c', 'y'])],
    [['python3', '-Bc', 'x'], expected('python', 'python3 -c', 'x')],
    [['python3', '-cimport os'], expected('python', 'python3 -c', 'import os')],
    [['python3', '-W', 'ignore', '-X', 'dev', '-c', 'x'], expected('python', 'python3 -c', 'x')],
    [['python3', '-Wignore', '-E', '-s', '-c', 'x'], expected('python', 'python3 -c', 'x')],
    [['python3', '--check-hash-based-pycs', 'always', '-c', 'x'], expected('python', 'python3 -c', 'x')],
    [['python3', '-m', 'json.tool', 'f'], expected('python', 'python3 -m', pythonModule('json.tool'), ['f'])],
    [['python3', '-mjson.tool'], expected('python', 'python3 -m', pythonModule('json.tool'))],
    [['python3', 'script.py', '-c', 'x'], expected('python', 'python3', file('script.py'), ['-c', 'x'])],
    [['python3', '-', 'a'], expected('python', 'python3', STDIN, ['a'])],
    [['python3'], expected('python', 'python3', STDIN)],
    [['python3', '-i'], expected('python', 'python3', STDIN)],
    [['python3', '--', '-c'], expected('python', 'python3', file('-c'))],
    [['python3.11', '-I', '-c', 'x'], expected('python', 'python3.11 -c', 'x')],
    [['python2', '-Qnew', '-c', 'x'], expected('python', 'python2 -c', 'x')],
    [['pypy3', '--jit', 'off', '-c', 'x'], expected('python', 'pypy3 -c', 'x')],
    [['python', '$SCRIPT', 'a'], expected('python', 'python', file('$SCRIPT'), ['a'])],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });

  test('-c with nothing after it runs nothing', () => {
    expect(run('python3', '-c')).toEqual(expected('python', 'python3 -c', ''));
  });

  test.each(['pythonw', 'python-config', 'ipython', 'pip'])('%s is not a Python interpreter run', (name) => {
    expect(run(name, '-c', 'x')).toBeUndefined();
  });
});
