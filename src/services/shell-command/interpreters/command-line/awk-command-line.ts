import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { isOption, readCluster } from './option-cluster';
import { joinLines } from './perl-command-line';

/**
 * The short options of the awks, read as one grammar since `awk` may be any of them (gawk 5.2, mawk 1.3.4, the
 * one-true-awk, BusyBox): `-f`, `-F`, `-v` (POSIX), `-e`, `-E`, `-i`, `-l` (gawk; `-e` also BusyBox) and `-W`
 * (mawk's and gawk's implementation options) take a value; gawk's `-d`, `-D`, `-L`, `-o`, `-p` take an optional one
 * in the same word.
 */
const AWK_GRAMMAR = { withValue: 'fFveEilW', attached: 'dDLop' };
/** gawk's long options that take a value (`--file=f` or `--file f`); gawk takes any unambiguous prefix of a long option. */
const LONG_WITH_VALUE = ['file', 'field-separator', 'assign', 'source', 'exec', 'include', 'load'];
const LONG_FLAGS = [
  'characters-as-bytes', 'traditional', 'copyright', 'dump-variables', 'debug', 'gen-pot', 'help', 'trace', 'lint', 'bignum', 'use-lc-numeric',
  'non-decimal-data', 'pretty-print', 'optimize', 'profile', 'posix', 're-interval', 'no-optimize', 'sandbox', 'lint-old', 'version', 'csv',
];
const LONG = [...LONG_WITH_VALUE, ...LONG_FLAGS];

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
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]!;
    if (word.text === '--' && !word.dynamic) {
      i++;
      break;
    }
    if (!isOption(word)) break;
    if (word.text.startsWith('--')) {
      const equals = word.text.indexOf('=');
      const written = word.text.slice(2, equals > 0 ? equals : undefined);
      const long = LONG.includes(written) ? written : LONG.filter((l) => l.startsWith(written)).length === 1 ? LONG.find((l) => l.startsWith(written))! : written;
      if (!LONG_WITH_VALUE.includes(long)) continue;
      const value = equals > 0 ? { text: word.text.slice(equals + 1), dynamic: word.dynamic } : args[++i];
      const letter = { file: 'f', 'field-separator': 'F', assign: 'v', source: 'e', exec: 'E', include: 'i', load: 'l' }[long]!;
      if (take(letter, value)) {
        i++;
        break;
      }
      continue;
    }
    if (/^-(?:safe|version)$/.test(word.text)) continue; // the one-true-awk's word options
    const { options, last } = readCluster(args, i, AWK_GRAMMAR);
    i = last;
    if (options.some((o) => take(o.letter, o.value, args[i + 1]) && (o.letter === 'W' ? (i++, true) : true))) {
      i++;
      break;
    }
  }

  /** Records an option; true when it ends the options (`-E file`, mawk's `-W exec file`). */
  function take(letter: string, value: Arg | undefined, next?: Arg): boolean {
    if (letter === 'e') sources.push(value ?? { text: '', dynamic: false });
    else if (letter === 'f' && value) files.push(value);
    else if (letter === 'E' && value) {
      files.push(value);
      return true;
    } else if (letter === 'i' && value && INPLACE.test(value.text)) inPlace = true;
    else if (letter === 'W' && value && /^e(?:x(?:ec?)?)?$/.test(value.text) && next) {
      files.push(next);
      return true;
    }
    return false;
  }

  let operands = args.slice(i);
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
