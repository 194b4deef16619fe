import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { joinLines, readCluster, readOptionWords } from './option-cluster';

/** php-cli's short options that take a value (PHP 8.2): the rest of the word or the next word. */
const PHP_GRAMMAR = { withValue: 'cdfrBRFEStz' };
/** php-cli's long options (no abbreviations) and the short option each stands for. */
const LONG: Readonly<Record<string, string>> = {
  '--php-ini': 'c',
  '--define': 'd',
  '--file': 'f',
  '--run': 'r',
  '--process-begin': 'B',
  '--process-code': 'R',
  '--process-file': 'F',
  '--process-end': 'E',
  '--server': 'S',
  '--docroot': 't',
  '--zend-extension': 'z',
  '--rf': 'x',
  '--rfunction': 'x',
  '--rc': 'x',
  '--rclass': 'x',
  '--re': 'x',
  '--rextension': 'x',
  '--rz': 'x',
  '--rzendextension': 'x',
  '--ri': 'x',
  '--rextinfo': 'x',
};

/**
 * `php [options] (-r CODE | [-B CODE] -R CODE [-E CODE] | -f FILE | FILE | --) [args]`: options are read up to the
 * first operand (after `-r CODE` too); with code or `-f` given, every operand is an argument; else the first operand is
 * the script; with neither, the program is standard input. The `-B`/`-R`/`-E` pieces run as one program, in that order.
 */
export function readPhpRun(name: string, args: readonly Arg[]): InterpreterRun {
  const code: Partial<Record<'r' | 'B' | 'R' | 'E', Arg>> = {};
  let file: Arg | undefined;
  const take = (letter: string, value: Arg | undefined) => {
    const v = value ?? { text: '', dynamic: false };
    if (letter === 'r' || letter === 'B' || letter === 'R' || letter === 'E') code[letter] = v;
    else if (letter === 'f' || letter === 'F') file = v;
  };
  const start = readOptionWords(args, (at) => {
    let i = at;
    const word = args[i]!;
    if (word.text.startsWith('--')) {
      const [option, value] = word.text.includes('=')
        ? [word.text.slice(0, word.text.indexOf('=')), word.text.slice(word.text.indexOf('=') + 1)]
        : [word.text, undefined];
      const letter = LONG[option];
      if (letter) take(letter, value !== undefined ? { text: value, dynamic: word.dynamic } : args[++i]);
      return { last: i };
    }
    const { options, last } = readCluster(args, i, PHP_GRAMMAR);
    for (const option of options) take(option.letter, option.value);
    return { last };
  });
  const rest = args.slice(start);
  const run = (program: InterpreterRun['code'], via: string, programArgs: readonly Arg[]): InterpreterRun => ({
    language: 'php',
    via,
    code: program,
    inPlace: [],
    args: programArgs,
  });
  if (code.r) return run({ inline: code.r }, `${name} -r`, rest);
  const pieces = [code.B, code.R, code.E].filter((p): p is Arg => p !== undefined);
  if (pieces.length > 0 && !file) return run({ inline: joinLines(pieces) }, `${name} -R`, rest);
  if (file) return run({ file }, name, rest);
  const script = rest[0];
  return script && !(script.text === '-' && !script.dynamic) && args[start - 1]?.text !== '--'
    ? run({ file: script }, name, rest.slice(1))
    : run({ stdin: true }, name, script?.text === '-' ? rest.slice(1) : rest);
}
