import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { perlStyleRun, readCluster, readOptionWords } from './option-cluster';

/**
 * perlrun's switches (Perl 5.36): `-e`/`-E` and `-I` take the rest of the word or the next word; `-i`, `-M`, `-m`,
 * `-F`, `-x`, `-d`, `-D`, `-C`, `-V` take the rest of the word only (so `-pie` is `-p -ie`: `-i` with the backup
 * suffix `e`, and the next word is the script file); `-0` and `-l` take the digits after them.
 */
const PERL_GRAMMAR = { withValue: 'eEI', attached: 'iMmFxdDCV', digits: '0l' };

/**
 * `perl [switches] [--] [-e CODE… | PROGRAMFILE | -] [args]`: switches are read up to the first operand or `--`;
 * several `-e` join with newlines; with code given every operand is in @ARGV, else the first is the program file;
 * with neither, the program is standard input. With `-i` the files in @ARGV are edited in place.
 */
export function readPerlRun(name: string, args: readonly Arg[]): InterpreterRun {
  const lines: Arg[] = [];
  let inPlace = false;
  let via = name;
  const start = readOptionWords(args, (i) => {
    const { options, last } = readCluster(args, i, PERL_GRAMMAR);
    for (const option of options) {
      if (option.letter === 'e' || option.letter === 'E') {
        lines.push(option.value ?? { text: '', dynamic: false });
        via = `${name} -${option.letter}`;
      }
      if (option.letter === 'i') inPlace = true;
    }
    return { last };
  });
  return perlStyleRun('perl', via, lines, inPlace, args.slice(start));
}
