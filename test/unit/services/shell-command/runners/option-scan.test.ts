import { scanOptions } from '../../../../../src/services/shell-command/runners/option-scan';
import { EXACT_WORDS, GETOPT, GETOPT_LONG_ONLY, LENIENT_GETOPT, ONE_WORD_OPTIONS } from '../../../../../src/services/shell-command/runners/option-syntaxes';
import type { Grammar } from '../../../../../src/services/shell-command/runners/runner-spec';
import { arg, words } from './words';

const getopt: Grammar = { syntax: GETOPT, short: '+ab:c::', long: 'alpha beta: gamma:: delta:2 rest:* many:+ maybe:? same|alias: samey' };
const scan = (line: string, grammar: Grammar = getopt) => scanOptions(words(line), grammar);

describe('scanOptions', () => {
  test('bundled flags, an attached value, a value in the next word', () => {
    expect(scan('-ab5 -b 6 cmd')).toEqual({
      kind: 'read',
      options: [
        { name: '-a', values: [] },
        { name: '-b', values: [arg('5')] },
        { name: '-b', values: [arg('6')] },
      ],
      operands: words('cmd'),
      afterDashDash: -1,
    });
  });
  test('an optional value is only ever attached', () => {
    expect(scan('-cX -c cmd')).toEqual({
      kind: 'read',
      options: [
        { name: '-c', values: [arg('X')] },
        { name: '-c', values: [] },
      ],
      operands: words('cmd'),
      afterDashDash: -1,
    });
    expect(scan('--gamma=1 --gamma cmd')).toMatchObject({
      options: [
        { name: '--gamma', values: [arg('1')] },
        { name: '--gamma', values: [] },
      ],
      operands: words('cmd'),
    });
  });
  test('long options: =value, next word, abbreviations, aliases', () => {
    expect(scan('--alp --bet=x --beta y --same z --alias w cmd')).toMatchObject({
      options: [
        { name: '--alpha' },
        { name: '--beta', values: [arg('x')] },
        { name: '--beta', values: [arg('y')] },
        { name: '--same', values: [arg('z')] },
        { name: '--same', values: [arg('w')] },
      ],
      operands: words('cmd'),
    });
  });
  test('an abbreviation of two options is refused; one of two spellings of one option is not', () => {
    expect(scan('--sa x cmd')).toEqual({ kind: 'refused', why: '--sa is ambiguous' });
    expect(scan('--ali x cmd')).toMatchObject({ kind: 'read', options: [{ name: '--same' }] });
  });
  test('values counted, greedy, variadic, rest', () => {
    expect(scan('--delta a b cmd')).toMatchObject({ options: [{ name: '--delta', values: words('a b') }], operands: words('cmd') });
    expect(scan('--maybe x cmd')).toMatchObject({ options: [{ name: '--maybe', values: words('x') }], operands: words('cmd') });
    expect(scan('--maybe -a cmd')).toMatchObject({ options: [{ name: '--maybe', values: [] }, { name: '-a' }], operands: words('cmd') });
    expect(scan('--many a b -a cmd')).toMatchObject({ options: [{ name: '--many', values: words('a b') }, { name: '-a' }], operands: words('cmd') });
    expect(scan('--rest a -b c')).toMatchObject({ options: [{ name: '--rest', values: words('a -b c') }], operands: [] });
  });
  test('a missing value or a value given to a flag is refused', () => {
    expect(scan('-b')).toEqual({ kind: 'refused', why: '-b needs a value' });
    expect(scan('--delta a')).toEqual({ kind: 'refused', why: '--delta needs 2 values' });
    expect(scan('--alpha=1 cmd')).toEqual({ kind: 'refused', why: '--alpha takes no value' });
  });
  test('`--` ends the options; with `+` the first operand does', () => {
    expect(scan('-a -- -b x')).toEqual({ kind: 'read', options: [{ name: '-a', values: [] }], operands: words('-b x'), afterDashDash: 0 });
    expect(scan('cmd -a')).toEqual({ kind: 'read', options: [], operands: words('cmd -a'), afterDashDash: -1 });
  });
  test('without `+` getopt permutes', () => {
    const permuting: Grammar = { ...getopt, short: 'ab:' };
    expect(scanOptions(words('x -a y -- -b'), permuting)).toEqual({
      kind: 'read',
      options: [{ name: '-a', values: [] }],
      operands: words('x y -b'),
      afterDashDash: 2,
    });
    expect(scanOptions(words('x $Y'), permuting)).toEqual({ kind: 'unread', why: '$Y may be an option, computed at run time' });
  });
  test('unknown options, by syntax', () => {
    expect(scan('-z cmd')).toEqual({ kind: 'unread', why: '-z: -z is an option we do not know' });
    expect(scan('--zeta cmd')).toEqual({ kind: 'unread', why: '--zeta is an option we do not know' });
    expect(scanOptions(words('-z cmd'), { syntax: LENIENT_GETOPT, short: 'a' })).toMatchObject({ options: [{ name: '-z' }], operands: words('cmd') });
    expect(scanOptions(words('--x=1 --y cmd'), { syntax: ONE_WORD_OPTIONS })).toMatchObject({
      options: [
        { name: '--x', values: [arg('1')] },
        { name: '--y', values: [] },
      ],
      operands: words('cmd'),
    });
    expect(scanOptions(words('-p -z cmd'), { syntax: EXACT_WORDS, short: 'p' })).toMatchObject({ options: [{ name: '-p' }], operands: words('-z cmd') });
  });
  test('words computed at run time', () => {
    expect(scan('$X cmd')).toEqual({ kind: 'unread', why: '$X may be an option, computed at run time' });
    expect(scan('-a /usr/bin/$X cmd')).toMatchObject({ kind: 'read', operands: [arg('/usr/bin/$X', true), arg('cmd')] });
    expect(scan('-b$V --beta=$W cmd')).toMatchObject({
      options: [
        { name: '-b', values: [arg('$V', true)] },
        { name: '--beta', values: [arg('$W', true)] },
      ],
      operands: words('cmd'),
    });
    expect(scan('-a$V cmd')).toEqual({ kind: 'unread', why: '-a$V may be an option, computed at run time' });
    expect(scan('--$V cmd')).toEqual({ kind: 'unread', why: '--$V may be an option, computed at run time' });
    expect(scan('-b $V cmd')).toMatchObject({ options: [{ name: '-b', values: [arg('$V', true)] }], operands: words('cmd') });
  });
  test('getopt_long_only: -name is a long option, and may be abbreviated', () => {
    const gdb: Grammar = { syntax: GETOPT_LONG_ONLY, long: 'args:* batch ex: eval-command:' };
    expect(scanOptions(words('-bat -ex run -ar git push'), gdb)).toMatchObject({
      options: [{ name: '--batch' }, { name: '--ex', values: [arg('run')] }, { name: '--args', values: words('git push') }],
    });
  });
  test('a bare number stands for an option where the grammar says so', () => {
    expect(scanOptions(words('-5 --10 cmd'), { syntax: GETOPT, short: '+n:', numericOption: '-n' })).toMatchObject({
      options: [
        { name: '-n', values: [arg('5')] },
        { name: '-n', values: [arg('-10')] },
      ],
      operands: words('cmd'),
    });
  });
  test("getopt takes a letter's first spelling", () => {
    expect(scanOptions(words('-v cmd'), { syntax: GETOPT, short: '+v::v' })).toMatchObject({ options: [{ name: '-v', values: [] }], operands: words('cmd') });
  });
});
