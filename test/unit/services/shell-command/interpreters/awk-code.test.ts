import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import { dyn, lit, NOTHING, reading, write } from './reading-helpers';

const read = (code: string) => readInlineCode('awk', code);

describe('readInlineCode: awk commands', () => {
  test.each([
    ['BEGIN{system("git push origin HEAD:main")}', 'git push origin HEAD:main'],
    ['BEGIN { cmd = "git push"; system(cmd) }', 'git push'],
    ['BEGIN { system("git " "push") }', 'git push'],
    ['BEGIN { r = "origin"; system("git push " r) }', 'git push origin'],
    ['BEGIN { print "x" | "git push" }', 'git push'],
    ['{ printf "%s\\n", $0 | "git push" }', 'git push'],
    ['BEGIN { print "x" |& "git push"; close("git push") }', 'git push'],
    ['BEGIN { while (("git log" | getline line) > 0) print line }', 'git log'],
    ['BEGIN { "git push" | getline out; print out }', 'git push'],
    ['BEGIN {\n  cmd = "git push"\n  system(cmd)\n}', 'git push'],
  ])('%s hands a shell the script %j', (code, script) => {
    expect(read(code)).toEqual(reading({ scripts: [lit(script)] }));
  });

  test('a command built from fields is dynamic, and unread', () => {
    expect(read('{ system("git push " $1) }')).toEqual(
      reading({ scripts: [dyn('"git push " $1')], unread: ['awk system runs a command computed at run time: "git push " $1'] }),
    );
  });

  test('a variable set from the command line (-v) is not known', () => {
    expect(read('BEGIN { system(cmd) }')).toEqual(reading({ scripts: [dyn('cmd')], unread: ['awk system runs a command computed at run time: cmd'] }));
  });

  test('a variable changed by sub() is no longer known', () => {
    expect(read('BEGIN { c = "git status"; sub(/status/, "push", c); system(c) }')).toEqual(
      reading({ scripts: [dyn('c')], unread: ['awk system runs a command computed at run time: c'] }),
    );
  });
});

describe('readInlineCode: awk writes', () => {
  test.each([
    ['{ print > "bearing.config.json" }', write('bearing.config.json', 'awk print >')],
    ['{ print $0 >> "bearing.config.json" }', write('bearing.config.json', 'awk print >>')],
    ['{ printf("%s\\n", $0) > "bearing.config.json" }', write('bearing.config.json', 'awk printf >')],
    ['BEGIN { f = "bearing.config.json"; print "{}" > f }', write('bearing.config.json', 'awk print >')],
    ['BEGIN { print "{}" > "conf/" "bearing.config.json" }', write('conf/bearing.config.json', 'awk print >')],
  ])('%s writes', (code, expected) => {
    expect(read(code)).toEqual(reading({ writes: [expected] }));
  });

  test('a file named from the input is a dynamic write', () => {
    expect(read('{ print > $1 ".out" }')).toEqual(reading({ writes: [{ path: dyn('$1 ".out"'), removes: false, form: 'awk print >' }] }));
  });
});

describe('readInlineCode: harmless awk', () => {
  test.each([
    '{ print $1 }',
    '$1 > 5 { print }',
    '{ print ($1 > 2) }',
    'BEGIN { while ((getline line < "bearing.config.json") > 0) print line }',
    'BEGIN { print "system(\\"git push\\")" }',
    '# system("git push")',
    '{ sub(/a/, "b") } 1',
    'BEGIN { x = 1 / 2; y = "a" ~ /b/ }',
  ])('%s hands nothing to the system', (code) => {
    expect(read(code)).toEqual(NOTHING);
  });
});
