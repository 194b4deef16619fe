import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';
import { commandReading, readOwnOptions, unread } from './spec-reader';

/** gdb's options whose value is one gdb command, run at start-up (gdb 13.1: `-ex`, `-iex`, `-eiex` and their long names). */
const COMMAND_OPTIONS = new Set(['--eval-command', '--ex', '--init-eval-command', '--iex', '--early-init-eval-command', '--eiex']);
/** gdb's options whose value is a file of gdb commands. */
const FILE_OPTIONS = new Set(['--command', '--x', '--init-command', '--ix', '--early-init-command', '--eix']);

/** gdb commands that start the program being debugged: with words after them they are its new arguments. */
const RUN = /^\s*(run|r|start|starti)\b\s*(.*)$/s;
/** `shell CMD`, `!CMD`: gdb hands CMD to the user's shell. */
const SHELL = /^\s*(?:shell\b|!)\s*(.*)$/s;
/** gdb commands that only look at or steer the program: anything else may do what the words do not show. */
const INSPECTING =
  /^\s*(b|br|break|tbreak|c|continue|n|next|s|step|finish|bt|backtrace|where|info|i|p|print|x|display|list|l|frame|f|up|down|thread|set|show|handle|catch|watch|delete|d|disable|enable|echo|printf|q|quit|kill|detach|disassemble|k)\b/;

/**
 * gdb 13.1 (getopt_long_only, so `-args` is `--args`): `gdb [options] --args PROGRAM ARG…` runs the program when it
 * is started, `gdb PROGRAM -ex run` too (without arguments). `-ex 'shell CMD'` and `-ex '!CMD'` run CMD through the
 * shell; Python, command files and commands that give the program new arguments run what the words do not show.
 * `--cd DIR` is where gdb and the program start.
 */
export function readGdb(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const own = readOwnOptions(args, context);
  if ('done' in own) return own.done;
  const { scan, effects } = own;
  const readings: RunnerReading[] = [];
  let starts = false;
  for (const option of scan.options) {
    if (FILE_OPTIONS.has(option.name)) return [unread(`${context.via} runs the gdb commands in ${option.values[0]?.text ?? 'a file'}`)];
    if (!COMMAND_OPTIONS.has(option.name)) continue;
    const command = option.values[0]!;
    if (command.dynamic) return [unread(`${context.via}: the gdb command ${command.text} is computed at run time`)];
    const shell = SHELL.exec(command.text);
    const run = RUN.exec(command.text);
    if (shell)
      readings.push({
        kind: 'script',
        script: { text: shell[1]!, dynamic: false },
        via: `${context.via} -ex shell`,
        ...(effects.chdir !== undefined && { chdir: effects.chdir }),
      });
    else if (run && run[2]!.trim() !== '') return [unread(`${context.via}: "${command.text}" gives the program new arguments`)];
    else if (run) starts = true;
    else if (!INSPECTING.test(command.text)) return [unread(`${context.via} runs the gdb command "${command.text}"`)];
  }
  const program = effects.command ?? (starts && scan.operands[0] ? [scan.operands[0]] : undefined);
  if (program && program.length > 0) readings.unshift(commandReading(program, context.via, { ...effects, command: undefined }));
  return readings;
}
