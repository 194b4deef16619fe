import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { isOption } from './option-cluster';

/** Deno's options that take the next word as their value (from `deno run --help` and `deno eval --help`, Deno 2.9); the rest take theirs after `=` only. */
const WITH_VALUE = new Set([
  '--ext',
  '--import-map',
  '--node-modules-linker',
  '-c',
  '--config',
  '--lock',
  '--cert',
  '--min-dep-age',
  '--inspect-publish-uid',
  '--location',
  '--seed',
  '--preload',
  '--require',
  '--conditions',
  '-L',
  '--log-level',
  '--eval',
  '--eval-file',
]);
/** Subcommands that run a program file. */
const FILE_COMMANDS = new Set(['run', 'serve', 'watch', 'test', 'bench']);

/**
 * `deno eval [options] CODE [args]`, `deno run|serve [options] FILE [args]`, `deno repl --eval CODE`, and Deno 2's
 * `deno FILE`: options come before the code or file; everything after it is the program's. Other subcommands (`fmt`,
 * `task`, `install` …) are not an interpreter run: undefined.
 */
export function readDenoRun(args: readonly Arg[]): InterpreterRun | undefined {
  let i = 0;
  while (i < args.length && isOption(args[i])) i += WITH_VALUE.has(args[i]!.text) ? 2 : 1;
  const command = args[i];
  if (!command) return undefined;
  const run = (code: InterpreterRun['code'], via: string, rest: readonly Arg[]): InterpreterRun => ({ language: 'node', via, code, inPlace: [], args: rest });
  const operand = (from: number): number => {
    let k = from;
    while (k < args.length && isOption(args[k])) k += WITH_VALUE.has(args[k]!.text) ? 2 : 1;
    return k;
  };
  if (command.dynamic) return run({ file: command }, 'deno', args.slice(i + 1));
  if (command.text === 'eval') {
    const at = operand(i + 1);
    return run({ inline: args[at] ?? { text: '', dynamic: false } }, 'deno eval', args.slice(at + 1));
  }
  if (command.text === 'repl') {
    for (let k = i + 1; k < args.length; k++) {
      const [option, value] = args[k]!.text.startsWith('--eval') && args[k]!.text.includes('=') ? args[k]!.text.split(/=(.*)/s) : [args[k]!.text, undefined];
      if (option === '--eval')
        return run(
          { inline: value !== undefined ? { text: value, dynamic: args[k]!.dynamic } : (args[k + 1] ?? { text: '', dynamic: false }) },
          'deno repl --eval',
          [],
        );
      if (option === '--eval-file')
        return run(
          { file: value !== undefined ? { text: value, dynamic: args[k]!.dynamic } : (args[k + 1] ?? { text: '', dynamic: false }) },
          'deno repl --eval-file',
          [],
        );
    }
    return run({ stdin: true }, 'deno repl', []);
  }
  if (FILE_COMMANDS.has(command.text)) {
    const at = operand(i + 1);
    const file = args[at];
    if (!file) return undefined;
    return file.text === '-' && !file.dynamic
      ? run({ stdin: true }, `deno ${command.text}`, args.slice(at + 1))
      : run({ file }, `deno ${command.text}`, args.slice(at + 1));
  }
  // Deno 2 runs `deno script.ts`; a bare word that is a subcommand name runs that subcommand instead.
  return /[./]/.test(command.text) ? run({ file: command }, 'deno', args.slice(i + 1)) : undefined;
}
