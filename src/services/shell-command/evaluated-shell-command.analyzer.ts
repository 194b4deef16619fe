import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import type { ShellDialect } from '../../protocol/shell-dialect';
import { CurrentBranchReader } from '../git-files/current-branch.reader';
import { LocalBranchReader } from '../git-files/local-branch.reader';
import { ScriptEvaluator } from './evaluate/script-evaluator';
import { ShellState } from './evaluate/shell-state';
import { parsePosixScript } from './posix/posix-parser';
import type { ShellAnalysis } from './shell-analysis';
import type { ShellCommandAnalyzer } from './shell-command.analyzer';
import { ReadBudget } from './syntax/read-budget';
import { readWindowsShell } from './windows/windows-shell.reader';

/** Longer command lines are not read: reading costs about a microsecond per character on the hook path. */
const MAX_COMMAND_CHARS = 256 * 1024;

/**
 * Reads a POSIX command line into its structure (posix/) and evaluates it in the abstract (evaluate/): the values
 * its variables hold, its functions, aliases, loops, `eval`, the scripts it hands to shells and interpreters, the
 * programs it runs through others, and for each git the branch checked out where it runs. PowerShell and cmd lines
 * go through their own reader (windows/). Nothing runs for real; the repository's files are read, bounded.
 */
@injectable()
export class EvaluatedShellCommandAnalyzer implements ShellCommandAnalyzer {
  private readonly analyses = new Map<string, ShellAnalysis>();

  constructor(
    @inject(CurrentBranchReader) private readonly branches: CurrentBranchReader,
    @inject(LocalBranchReader) private readonly localBranches: LocalBranchReader,
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
  ) {}

  analyze(command: string, dialect: ShellDialect = 'posix', cwd?: string): ShellAnalysis {
    const key = `${dialect}\0${cwd ?? ''}\0${command}`;
    let analysis = this.analyses.get(key);
    if (!analysis) this.analyses.set(key, (analysis = this.read(command, dialect, cwd)));
    return analysis;
  }

  private read(command: string, dialect: ShellDialect, cwd: string | undefined): ShellAnalysis {
    if (command.length > MAX_COMMAND_CHARS) return unreadable(`the command is longer than ${MAX_COMMAND_CHARS} characters and was not read`);
    // No shell is handed such a line: a program's arguments cannot hold NUL (Node refuses to start one).
    if (command.includes('\0')) return unreadable('the command holds a NUL character, which no shell runs');
    const services = { branches: this.branches, localBranches: this.localBranches };
    try {
      if (dialect !== 'posix') return readWindowsShell(command, dialect, cwd, services);
      const budget = new ReadBudget();
      const script = parsePosixScript(command, budget);
      const evaluator = new ScriptEvaluator(services, { ...this.environment, ...(cwd !== undefined && { PWD: cwd }) }, cwd, budget);
      evaluator.run(script, ShellState.initial(), { via: [], depth: 0 });
      const { findings } = evaluator;
      return { commands: findings.commands, invocations: findings.invocations, refChanges: findings.refChanges, writes: findings.writes, unread: findings.unreadList };
    } catch (error) {
      // Whatever goes wrong while reading, the host is never hurt by it: nothing is claimed about the command.
      return unreadable(`the command could not be read: ${(error as Error).message ?? String(error)}`);
    }
  }
}

function unreadable(why: string): ShellAnalysis {
  return { commands: [], invocations: [], refChanges: [], writes: [], unread: [why] };
}
