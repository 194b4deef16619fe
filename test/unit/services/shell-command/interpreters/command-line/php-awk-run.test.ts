import { expected, file, run, STDIN } from './run-helpers';

describe('readInterpreterRun: php', () => {
  test.each([
    [['php', '-r', 'echo 1;', 'a'], expected('php', 'php -r', 'echo 1;', ['a'])],
    [['php', '-recho 1;'], expected('php', 'php -r', 'echo 1;')],
    [['php', '-nr', 'x'], expected('php', 'php -r', 'x')],
    [['php', '-d', 'display_errors=1', '-r', 'x'], expected('php', 'php -r', 'x')],
    [['php', '--run', 'x'], expected('php', 'php -r', 'x')],
    [['php', '--run=x'], expected('php', 'php -r', 'x')],
    // After the code, a file operand is an argument, not a script.
    [['php', '-r', 'x', 'p.php'], expected('php', 'php -r', 'x', ['p.php'])],
    [['php', '-B', 'b', '-R', 'r', '-E', 'e'], expected('php', 'php -R', 'b\nr\ne')],
    [['php', '-f', 'p.php', 'a'], expected('php', 'php', file('p.php'), ['a'])],
    [['php', 'p.php', '-r', 'x'], expected('php', 'php', file('p.php'), ['-r', 'x'])],
    [['php', '--', 'a', 'b'], expected('php', 'php', STDIN, ['a', 'b'])],
    [['php'], expected('php', 'php', STDIN)],
    [['php8.2', '-r', 'x'], expected('php', 'php8.2 -r', 'x')],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });
});

describe('readInterpreterRun: awk', () => {
  test.each([
    [['awk', '{print}', 'f'], expected('awk', 'awk', '{print}', ['f'])],
    [['awk', '-F:', '-v', 'x=1', '{print}', 'f'], expected('awk', 'awk', '{print}', ['f'])],
    [['awk', '-F', ':', '{print}'], expected('awk', 'awk', '{print}')],
    [['awk', '--', '{print}', '--'], expected('awk', 'awk', '{print}', ['--'])],
    [['gawk', '-f', 'prog.awk', 'f'], expected('awk', 'gawk', file('prog.awk'), ['f'])],
    [['gawk', '--file=prog.awk'], expected('awk', 'gawk', file('prog.awk'))],
    [['gawk', '-f', '-'], expected('awk', 'gawk', STDIN)],
    [['gawk', '-e', 'BEGIN{x}', '-e', 'END{y}', 'f'], expected('awk', 'gawk', 'BEGIN{x}\nEND{y}', ['f'])],
    [['gawk', '--source', 'BEGIN{}'], expected('awk', 'gawk', 'BEGIN{}')],
    [['gawk', '--so', 'BEGIN{}'], expected('awk', 'gawk', 'BEGIN{}')],
    // -E ends the options: what follows are operands, even -v.
    [['gawk', '-E', 'prog.awk', '-v', 'f'], expected('awk', 'gawk', file('prog.awk'), ['-v', 'f'])],
    [['mawk', '-W', 'exec', 'prog.awk', 'a'], expected('awk', 'mawk', file('prog.awk'), ['a'])],
    [['mawk', '-W', 'interactive', '{print}'], expected('awk', 'mawk', '{print}')],
    [['gawk', '-bF:', '{}'], expected('awk', 'gawk', '{}')],
    [['gawk', '-i', 'inplace', '{sub(/a/,"b")}1', 'f1', 'x=1', 'f2'], expected('awk', 'gawk', '{sub(/a/,"b")}1', ['f1', 'x=1', 'f2'], ['f1', 'f2'])],
    [['gawk', '-iinplace', '{}', 'bearing.config.json'], expected('awk', 'gawk', '{}', ['bearing.config.json'], ['bearing.config.json'])],
    [['gawk', '--include=inplace', '{}', 'f'], expected('awk', 'gawk', '{}', ['f'], ['f'])],
    [['gawk', '--incl', 'inplace.awk', '{}', 'f'], expected('awk', 'gawk', '{}', ['f'], ['f'])],
    [['gawk', '@include "inplace"; {}', 'f'], expected('awk', 'gawk', '@include "inplace"; {}', ['f'], ['f'])],
    [['gawk', '-i', 'other', '{}', 'f'], expected('awk', 'gawk', '{}', ['f'])],
    [['original-awk', '-safe', 'BEGIN{}'], expected('awk', 'original-awk', 'BEGIN{}')],
    [['nawk', '{print}'], expected('awk', 'nawk', '{print}')],
    [['busybox', 'awk', '-e', 'BEGIN{}', 'f'], expected('awk', 'busybox awk', 'BEGIN{}', ['f'])],
    [['awk', '$PROGRAM', 'f'], expected('awk', 'awk', '$PROGRAM', ['f'])],
    [['awk'], expected('awk', 'awk', '')],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });

  test.each([['busybox', 'sed', 's/a/b/'], ['sed', '-e', 'x'], ['bash', '-c', 'x'], ['ls']])('%j is not an interpreter run', (...words) => {
    expect(run(...words)).toBeUndefined();
  });
});
