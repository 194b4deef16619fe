import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { isOption, readCluster } from './option-cluster';

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
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]!;
    if (word.text === '--' && !word.dynamic) {
      i++;
      break;
    }
    if (!isOption(word)) break;
    const { options, last } = readCluster(args, i, PERL_GRAMMAR);
    for (const option of options) {
      if (option.letter === 'e' || option.letter === 'E') {
        lines.push(option.value ?? { text: '', dynamic: false });
        via = `${name} -${option.letter}`;
      }
      if (option.letter === 'i') inPlace = true;
    }
    i = last;
  }
  const rest = args.slice(i);
  const run = (code: InterpreterRun['code'], programArgs: readonly Arg[]): InterpreterRun => ({ language: 'perl', via, code, inPlace: inPlace ? programArgs.filter((a) => a.text !== '-' || a.dynamic) : [], args: programArgs });
  if (lines.length > 0) return run({ inline: joinLines(lines) }, rest);
  const script = rest[0];
  if (!script || (script.text === '-' && !script.dynamic)) return run({ stdin: true }, rest.slice(1));
  return run({ file: script }, rest.slice(1));
}

/** Lines of code given one per option (`-e a -e b`), as the interpreter joins them. */
export function joinLines(lines: readonly Arg[]): Arg {
  return { text: lines.map((l) => l.text).join('\n'), dynamic: lines.some((l) => l.dynamic) };
}
