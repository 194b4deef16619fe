import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { joinLines, readCluster, readOptionWords } from './option-cluster';

/**
 * The short options of the awks, read as one grammar since `awk` may be any of them (gawk 5.2, mawk 1.3.4, the
 * one-true-awk, BusyBox): `-f`, `-F`, `-v` (POSIX), `-e`, `-E`, `-i`, `-l` (gawk; `-e` also BusyBox) and `-W`
 * (mawk's and gawk's implementation options) take a value; gawk's `-d`, `-D`, `-L`, `-o`, `-p` take an optional one
 * in the same word.
 */
const AWK_GRAMMAR = { withValue: 'fFveEilW', attached: 'dDLop' };
/** gawk's long options that take a value (`--file=f` or `--file f`), with the short option each is; gawk takes any unambiguous prefix of a long option. */
const LONG_WITH_VALUE: Readonly<Record<string, string>> = { file: 'f', 'field-separator': 'F', assign: 'v', source: 'e', exec: 'E', include: 'i', load: 'l' };
const LONG_FLAGS = [
  'characters-as-bytes',
  'traditional',
  'copyright',
  'dump-variables',
  'debug',
  'gen-pot',
  'help',
  'trace',
  'lint',
  'bignum',
  'use-lc-numeric',
  'non-decimal-data',
  'pretty-print',
  'optimize',
  'profile',
  'posix',
  're-interval',
  'no-optimize',
  'sandbox',
  'lint-old',
  'version',
  'csv',
];
const LONG = [...Object.keys(LONG_WITH_VALUE), ...LONG_FLAGS];

/** The long option a word names: itself, or the one long option it is a prefix of. */
function longOption(written: string): string {
  if (LONG.includes(written)) return written;
  const matches = LONG.filter((l) => l.startsWith(written));
  return matches.length === 1 ? matches[0]! : written;
}

/** gawk's in-place extension, by the names `-i`/`--include`/`@include` find it under. */
const INPLACE = /^inplace(?:\.awk)?$/;

/**
 * `awk [options] [--] 'program' [operand…]` and `awk [options] -f progfile… [--] [operand…]`: the program is the -e/
 * --source texts (joined with newlines), else the first -f/-E file, else the first operand; the rest are operands.
 * With gawk's in-place extension (`-i inplace`, `--include=inplace`, `@include "inplace"`), every file operand is
 * rewritten (operands of the form var=value are assignments, not files).
 */
export function readAwkRun(name: string, args: readonly Arg[]): InterpreterRun {
  const sources: Arg[] = [];
  const files: Arg[] = [];
  let inPlace = false;
  /** Records an option; true for one after which every word is an operand (`-E file`). */
  const take = (letter: string, value: Arg | undefined): boolean => {
    if (letter === 'e') sources.push(value ?? { text: '', dynamic: false });
    else if ((letter === 'f' || letter === 'E') && value) files.push(value);
    else if (letter === 'i' && value && INPLACE.test(value.text)) inPlace = true;
    return letter === 'E';
  };
  const start = readOptionWords(args, (at) => {
    let i = at;
    const word = args[i]!;
    if (/^-(?:safe|version)$/.test(word.text)) return { last: i }; // the one-true-awk's word options
    let ends = false;
    if (word.text.startsWith('--')) {
      const equals = word.text.indexOf('=');
      const long = longOption(word.text.slice(2, equals > 0 ? equals : undefined));
      const letter = LONG_WITH_VALUE[long];
      if (letter) ends = take(letter, equals > 0 ? { text: word.text.slice(equals + 1), dynamic: word.dynamic } : args[++i]);
    } else {
      const { options, last } = readCluster(args, i, AWK_GRAMMAR);
      i = last;
      for (const option of options) {
        // mawk's `-W exec file` (any prefix of exec): the next word is the program file, and the options end.
        if (option.letter === 'W' && option.value && /^e(?:x(?:ec?)?)?$/.test(option.value.text)) {
          ends = take('E', args[++i]);
        } else ends = take(option.letter, option.value) || ends;
      }
    }
    return { last: i, ends };
  });

  let operands = args.slice(start);
  let code: InterpreterRun['code'];
  if (sources.length > 0) code = { inline: joinLines(sources) };
  else if (files.length > 0) code = files[0]!.text === '-' && !files[0]!.dynamic ? { stdin: true } : { file: files[0]! };
  else {
    code = { inline: operands[0] ?? { text: '', dynamic: false } };
    operands = operands.slice(1);
  }
  if ('inline' in code && !code.inline.dynamic && /@include\s+"inplace(?:\.awk)?"/.test(code.inline.text)) inPlace = true;
  const edited = inPlace ? operands.filter((a) => a.dynamic || (a.text !== '-' && !/^[A-Za-z_]\w*=/.test(a.text))) : [];
  return { language: 'awk', via: name, code, inPlace: edited, args: operands };
}
