import type { Arg } from '../../../../../../src/services/shell-command/arg';
import { readInterpreterRun } from '../../../../../../src/services/shell-command/interpreters/command-line/interpreter-command-line';
import type { InterpreterRun } from '../../../../../../src/services/shell-command/interpreters/interpreter-run';

/** Reads a command line given as words; a word holding `$` is one the shell computes at run time. */
export function run(...words: string[]): InterpreterRun | undefined {
  const [name, ...args] = words;
  return readInterpreterRun(
    name!,
    args.map((text): Arg => ({ text, dynamic: text.includes('$') })),
  );
}

const arg = (text: string): Arg => ({ text, dynamic: text.includes('$') });

/** The expected reading, with literal words. */
export function expected(
  language: InterpreterRun['language'],
  via: string,
  code: InterpreterRun['code'] | string,
  args: string[] = [],
  inPlace: string[] = [],
): InterpreterRun {
  return { language, via, code: typeof code === 'string' ? { inline: arg(code) } : code, inPlace: inPlace.map(arg), args: args.map(arg) };
}

export const file = (text: string): InterpreterRun['code'] => ({ file: arg(text) });
export const pythonModule = (text: string): InterpreterRun['code'] => ({ module: arg(text) });
export const STDIN: InterpreterRun['code'] = { stdin: true };
