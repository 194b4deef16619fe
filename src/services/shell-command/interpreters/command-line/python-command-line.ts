import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { isOption, readCluster } from './option-cluster';

/** Python's short options that take a value (`-W arg`, `-X opt`; `-Q` is Python 2's), besides `-c` and `-m`. */
const PYTHON_GRAMMAR = { withValue: 'cmWXQ' };
/** Long options that take the next word as their value (PyPy's `--jit`). */
const LONG_WITH_VALUE = new Set(['--check-hash-based-pycs', '--jit']);

/**
 * `python [options] (-c CMD | -m MOD | FILE | -) [args]`, as CPython 2 and 3 and PyPy read it: `-c` and `-m` end the
 * options (their value may be attached: `-c'…'`, `-mjson.tool`), so does the first operand; with none, the program
 * is standard input. sys.argv[1:] is what follows.
 */
export function readPythonRun(name: string, args: readonly Arg[]): InterpreterRun {
  const run = (code: InterpreterRun['code'], via: string, rest: readonly Arg[]): InterpreterRun => ({ language: 'python', via, code, inPlace: [], args: rest });
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (word.text === '--' && !word.dynamic) {
      const file = args[i + 1];
      return file && file.text !== '-' ? run({ file }, name, args.slice(i + 2)) : run({ stdin: true }, name, args.slice(i + 2));
    }
    if (!isOption(word))
      return word.text === '-' && !word.dynamic ? run({ stdin: true }, name, args.slice(i + 1)) : run({ file: word }, name, args.slice(i + 1));
    if (word.text.startsWith('--')) {
      if (LONG_WITH_VALUE.has(word.text)) i++;
      continue;
    }
    const { options, last } = readCluster(args, i, PYTHON_GRAMMAR);
    const command = options.find((o) => o.letter === 'c' || o.letter === 'm');
    if (command) {
      const value = command.value ?? { text: '', dynamic: false };
      return command.letter === 'c' ? run({ inline: value }, `${name} -c`, args.slice(last + 1)) : run({ module: value }, `${name} -m`, args.slice(last + 1));
    }
    i = last;
  }
  return run({ stdin: true }, name, []);
}
