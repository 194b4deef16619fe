import { expected, file, run, STDIN } from './run-helpers';

describe('readInterpreterRun: node', () => {
  test.each([
    [['node', '-e', "require('fs')"], expected('node', 'node -e', "require('fs')")],
    [['node', '-e', 'x', 'a', 'b'], expected('node', 'node -e', 'x', ['a', 'b'])],
    // The last -e wins (Node runs only it).
    [['node', '-e', 'first', '-e', 'second'], expected('node', 'node -e', 'second')],
    [['node', '--eval', 'x'], expected('node', 'node -e', 'x')],
    [['node', '--eval=x'], expected('node', 'node -e', 'x')],
    [['node', '-p', 'x'], expected('node', 'node -p', 'x')],
    [['node', '-pe', 'x'], expected('node', 'node -p', 'x')],
    [['node', '--print', 'x', 'a'], expected('node', 'node -p', 'x', ['a'])],
    // Options are read after the code too, up to the first operand.
    [['node', '-e', 'x', '--no-warnings', 'a', '--inspect'], expected('node', 'node -e', 'x', ['a', '--inspect'])],
    [['node', '--input-type', 'module', '-e', 'x'], expected('node', 'node -e', 'x')],
    [['node', '-r', 'fs', 'script.js', 'x'], expected('node', 'node', file('script.js'), ['x'])],
    [['node', '--require', 'fs', '-e', 'x'], expected('node', 'node -e', 'x')],
    [['node', '--stack-size=100', 'script.js'], expected('node', 'node', file('script.js'))],
    [['node', '--', 'script.js', '-e'], expected('node', 'node', file('script.js'), ['-e'])],
    [['node', '-e', 'x', '--', '-a'], expected('node', 'node -e', 'x', ['-a'])],
    [['node', '-', 'a'], expected('node', 'node', STDIN, ['a'])],
    [['node'], expected('node', 'node', STDIN)],
    [['nodejs', '-e', 'x'], expected('node', 'nodejs -e', 'x')],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });
});

describe('readInterpreterRun: deno', () => {
  test.each([
    [['deno', 'eval', 'x', 'a'], expected('node', 'deno eval', 'x', ['a'])],
    [['deno', 'eval', '-p', '--ext', 'ts', 'x'], expected('node', 'deno eval', 'x')],
    [['deno', 'eval', 'x', '-q'], expected('node', 'deno eval', 'x', ['-q'])],
    [['deno', '-q', 'eval', 'x'], expected('node', 'deno eval', 'x')],
    [['deno', 'run', '-A', '--config', 'deno.json', 'main.ts', 'a'], expected('node', 'deno run', file('main.ts'), ['a'])],
    [['deno', 'run', '-'], expected('node', 'deno run', STDIN)],
    [['deno', 'serve', 'server.ts'], expected('node', 'deno serve', file('server.ts'))],
    [['deno', 'main.ts', 'a'], expected('node', 'deno', file('main.ts'), ['a'])],
    [['deno', 'repl', '--eval', 'x'], expected('node', 'deno repl --eval', 'x')],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });

  test.each([['deno', 'fmt'], ['deno', 'task', 'build'], ['deno', 'install'], ['deno']])('%j runs no program', (...words) => {
    expect(run(...words)).toBeUndefined();
  });
});

describe('readInterpreterRun: bun', () => {
  test.each([
    [['bun', '-e', 'x', 'a'], expected('node', 'bun -e', 'x', ['a'])],
    [['bun', '-ex'], expected('node', 'bun -e', 'x')],
    [['bun', '--eval', 'first', '--eval', 'second'], expected('node', 'bun -e', 'second')],
    [['bun', '--print', 'x'], expected('node', 'bun -p', 'x')],
    [['bun', '--cwd', '/tmp', '-e', 'x'], expected('node', 'bun -e', 'x')],
    // With code given, an operand that names a Bun command is an argument of the code.
    [['bun', '-e', 'x', 'install'], expected('node', 'bun -e', 'x', ['install'])],
    [['bun', 'run', 'script.ts', 'a'], expected('node', 'bun run', file('script.ts'), ['a'])],
    [['bun', 'script.ts'], expected('node', 'bun', file('script.ts'))],
    [['bun', '-'], expected('node', 'bun', STDIN)],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });

  test.each([
    ['bun', 'install'],
    ['bun', 'x', 'prettier'],
    ['bun', 'exec', 'git push'],
    ['bun', 'test'],
  ])('%j runs no program', (...words) => {
    expect(run(...words)).toBeUndefined();
  });
});
