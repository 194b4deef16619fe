import type { GitArg } from '../../../../../src/services/shell-command/git-args/git-arg';
import { scanOptions } from '../../../../../src/services/shell-command/git-args/option-scan';

/** The words after the subcommand; a word holding `$` is one the shell computes at run time. */
const args = (line: string): GitArg[] =>
  line
    .split(' ')
    .filter(Boolean)
    .map((text) => ({ text, dynamic: text.includes('$') }));
const word = (text: string): GitArg => ({ text, dynamic: text.includes('$') });

describe('scanOptions', () => {
  test('a short cluster is one option per letter, with no spec for short values', () => {
    expect(scanOptions(args('-fd main'), {})).toStrictEqual({
      options: [{ name: '-f' }, { name: '-d' }],
      positionals: [word('main')],
      dynamicOptions: [],
      afterDashDash: 0,
      ambiguous: false,
    });
  });

  test('a short option whose value is missing is kept without one', () => {
    expect(scanOptions(args('-b'), { shortWithValue: 'b' })).toStrictEqual({
      options: [{ name: '-b' }],
      positionals: [],
      dynamicOptions: [],
      afterDashDash: 0,
      ambiguous: false,
    });
  });

  test('an abbreviation of two known options is ambiguous and kept as written', () => {
    expect(scanOptions(args('--c x'), { long: ['create', 'color'], longWithValue: ['create'] })).toStrictEqual({
      options: [{ name: '--c' }],
      positionals: [word('x')],
      dynamicOptions: [],
      afterDashDash: 0,
      ambiguous: true,
    });
  });

  test('a computed long option is kept as written, not expanded to a known one', () => {
    expect(scanOptions(args('--or$X main'), { long: ['orphan'], longWithValue: ['orphan'] })).toStrictEqual({
      options: [{ name: '--or$X' }],
      positionals: [word('main')],
      dynamicOptions: [word('--or$X')],
      afterDashDash: 0,
      ambiguous: false,
    });
  });

  test('with a single known option, even a prefix of `no-` abbreviates it', () => {
    expect(scanOptions(args('--n'), { long: ['notes'] })).toStrictEqual({
      options: [{ name: '--notes' }],
      positionals: [],
      dynamicOptions: [],
      afterDashDash: 0,
      ambiguous: false,
    });
  });

  test('with no long options listed, long words are kept as written, an empty name too', () => {
    expect(scanOptions(args('--sign --=x'), {})).toStrictEqual({
      options: [{ name: '--sign' }, { name: '--', value: word('x') }],
      positionals: [],
      dynamicOptions: [],
      afterDashDash: 0,
      ambiguous: false,
    });
  });
});
