import type { ShellDialect } from '../../protocol/shell-dialect';
import { findGitDir } from '../git-files/git-dir';
import type { EvaluationServices } from './evaluation-services';
import { refFileChanges } from './evaluate/ref-file-writes';
import { ScriptEvaluator } from './evaluate/script-evaluator';
import { ShellState } from './evaluate/shell-state';
import { parseRunnableScript } from './posix/runnable-script';
import type { ShellAnalysis } from './shell-analysis';
import { ReadBudget } from './syntax/read-budget';
import { ReadLimitError } from './syntax/shell-syntax-error';
import { windowsShellReader } from './windows/windows-shell.reader.loader';

/** Longer command lines are not read: reading costs about a microsecond per character on the hook path. */
const MAX_COMMAND_CHARS = 256 * 1024;

/**
 * Reads a POSIX command line into its structure (posix/) and evaluates it in the abstract (evaluate/): the values
 * its variables hold, its functions, aliases, loops, `eval`, the scripts it hands to shells and interpreters, the
 * programs it runs through others, and for each git the branch checked out where it runs. PowerShell and cmd lines
 * go through their own reader (windows/). Nothing runs for real; the repository's files are read, bounded. Never
 * throws: what it cannot read is said in `unread`. The packaged hooks load it at the first shell command only.
 */
export function readShellCommand(
  command: string,
  dialect: ShellDialect,
  cwd: string | undefined,
  services: EvaluationServices,
  environment: Readonly<Record<string, string | undefined>>,
): ShellAnalysis {
  if (command.length > MAX_COMMAND_CHARS) return overLimit(`the command is longer than ${MAX_COMMAND_CHARS} characters and was not read`);
  // No shell is handed such a line: a program's arguments cannot hold NUL (Node refuses to start one).
  if (command.includes('\0')) return unreadable('the command holds a NUL character, which no shell runs');
  try {
    if (dialect !== 'posix') return windowsShellReader().readWindowsShell(command, dialect, cwd, services);
    const budget = new ReadBudget();
    const { script, rest } = parseRunnableScript(command, budget);
    const evaluator = new ScriptEvaluator(services, environment, cwd, budget);
    if (rest) evaluator.findings.unread(`the command: ${rest}`);
    evaluator.run(script, ShellState.initial(), { via: [], depth: 0 });
    const { findings } = evaluator;
    const refChanges = [...findings.refChanges, ...refFileChanges(findings.writes, cwd === undefined ? undefined : findGitDir(cwd))];
    return {
      commands: findings.commands,
      invocations: findings.invocations,
      refChanges,
      writes: findings.writes,
      unread: findings.unreadList,
      ...(findings.limit !== undefined && { limit: findings.limit }),
    };
  } catch (error) {
    // Whatever goes wrong while reading, the host is never hurt by it: nothing is claimed about the command.
    const why = `the command could not be read: ${(error as Error).message ?? String(error)}`;
    return error instanceof ReadLimitError ? overLimit(why) : unreadable(why);
  }
}

function unreadable(why: string): ShellAnalysis {
  return { commands: [], invocations: [], refChanges: [], writes: [], unread: [why] };
}

function overLimit(why: string): ShellAnalysis {
  return { ...unreadable(why), limit: why };
}
