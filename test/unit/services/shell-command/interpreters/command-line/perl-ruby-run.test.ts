import { expected, file, run, STDIN } from './run-helpers';

describe('readInterpreterRun: perl', () => {
  test.each([
    [['perl', '-e', 'system("git push")'], expected('perl', 'perl -e', 'system("git push")')],
    [['perl', '-e', 'x', 'a', '-w'], expected('perl', 'perl -e', 'x', ['a', '-w'])],
    [['perl', '-e', 'x', '-w', 'a'], expected('perl', 'perl -e', 'x', ['a'])],
    // Several -e lines join with newlines.
    [['perl', '-e', 'a', '-E', 'b'], expected('perl', 'perl -E', 'a\nb')],
    [['perl', "-e'x'"], expected('perl', 'perl -e', "'x'")],
    [['perl', '-lne', 'print', 'f'], expected('perl', 'perl -e', 'print', ['f'])],
    [['perl', '-0777', '-ne', 'x'], expected('perl', 'perl -e', 'x')],
    [['perl', '-Mstrict', '-we', 'x'], expected('perl', 'perl -e', 'x')],
    [['perl', '-I', '/tmp/lib', '-e', 'x'], expected('perl', 'perl -e', 'x')],
    [['perl', '-F:', '-lane', 'x'], expected('perl', 'perl -e', 'x')],
    [['perl', '-CSD', '-e', 'x'], expected('perl', 'perl -e', 'x')],
    [['perl', '-pi', '-e', 's/a/b/', 'f1', 'f2'], expected('perl', 'perl -e', 's/a/b/', ['f1', 'f2'], ['f1', 'f2'])],
    [['perl', '-i.bak', '-pe', 's/a/b/', 'bearing.config.json'], expected('perl', 'perl -e', 's/a/b/', ['bearing.config.json'], ['bearing.config.json'])],
    // -pie is -p -ie: -i takes "e" as its backup suffix, and the next word is the script file.
    [['perl', '-pie', 's/a/b/', 'f'], expected('perl', 'perl', file('s/a/b/'), ['f'], ['f'])],
    [['perl', 'script.pl', 'a'], expected('perl', 'perl', file('script.pl'), ['a'])],
    [['perl', '-w', 'script.pl', '-e', 'x'], expected('perl', 'perl', file('script.pl'), ['-e', 'x'])],
    [['perl'], expected('perl', 'perl', STDIN)],
    [['perl', '-', 'a'], expected('perl', 'perl', STDIN, ['a'])],
    [['perl', '--', '-e'], expected('perl', 'perl', file('-e'))],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });
});

describe('readInterpreterRun: ruby', () => {
  test.each([
    [['ruby', '-e', 'puts 1', 'a'], expected('ruby', 'ruby -e', 'puts 1', ['a'])],
    [['ruby', '-e', 'a', '-e', 'b'], expected('ruby', 'ruby -e', 'a\nb')],
    [['ruby', '-e', 'x', '-w', 'a'], expected('ruby', 'ruby -e', 'x', ['a'])],
    [['ruby', '-C', '/tmp', '-r', 'json', '-I', 'lib', '-e', 'x'], expected('ruby', 'ruby -e', 'x')],
    [['ruby', '-rjson', '-Eutf-8', '-e', 'x'], expected('ruby', 'ruby -e', 'x')],
    [['ruby', '--encoding', 'UTF-8', '--disable', 'gems', '-e', 'x'], expected('ruby', 'ruby -e', 'x')],
    [['ruby', '--disable=gems', '-e', 'x'], expected('ruby', 'ruby -e', 'x')],
    [['ruby', '-pi', '-e', 'x', 'f'], expected('ruby', 'ruby -e', 'x', ['f'], ['f'])],
    [['ruby', '-i.bak', '-pe', 'x', 'f'], expected('ruby', 'ruby -e', 'x', ['f'], ['f'])],
    [['ruby', '-pie', 'x', 'f'], expected('ruby', 'ruby', file('x'), ['f'], ['f'])],
    [['ruby', '-F:', '-ane', 'x'], expected('ruby', 'ruby -e', 'x')],
    [['ruby', 'script.rb', '-e', 'x'], expected('ruby', 'ruby', file('script.rb'), ['-e', 'x'])],
    [['ruby', '-'], expected('ruby', 'ruby', STDIN)],
    [['ruby'], expected('ruby', 'ruby', STDIN)],
  ])('%j', (words, reading) => {
    expect(run(...words)).toEqual(reading);
  });
});
