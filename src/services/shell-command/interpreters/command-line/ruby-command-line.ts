import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { perlStyleRun, readCluster, readOptionWords } from './option-cluster';

/**
 * ruby's switches (Ruby 3.1): `-e`, `-C`, `-I`, `-r`, `-E` take the rest of the word or the next word; `-i`, `-F`,
 * `-x`, `-W`, `-K` take the rest of the word only (so `-pie` is `-p -ie`, as in Perl); `-0` takes the digits after it.
 */
const RUBY_GRAMMAR = { withValue: 'eCIrE', attached: 'iFxWK', digits: '0' };
/** Long options that take the next word as their value when not given one with `=`. */
const LONG_WITH_VALUE = new Set([
  '--encoding',
  '--external-encoding',
  '--internal-encoding',
  '--enable',
  '--disable',
  '--dump',
  '--backtrace-limit',
  '--crash-report',
]);

/**
 * `ruby [switches] [--] [-e CODE… | PROGRAMFILE | -] [args]`, read like Perl's: several `-e` join with newlines; with
 * code given every operand is in ARGV; with `-i` the ARGV files are edited in place.
 */
export function readRubyRun(name: string, args: readonly Arg[]): InterpreterRun {
  const lines: Arg[] = [];
  let inPlace = false;
  const start = readOptionWords(args, (i) => {
    const word = args[i]!;
    if (word.text.startsWith('--')) return { last: LONG_WITH_VALUE.has(word.text) ? i + 1 : i };
    const { options, last } = readCluster(args, i, RUBY_GRAMMAR);
    for (const option of options) {
      if (option.letter === 'e') lines.push(option.value ?? { text: '', dynamic: false });
      if (option.letter === 'i') inPlace = true;
    }
    return { last };
  });
  return perlStyleRun('ruby', lines.length > 0 ? `${name} -e` : name, lines, inPlace, args.slice(start));
}
