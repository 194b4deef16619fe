import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import type { ShellDialect } from '../../protocol/shell-dialect';
import { CurrentBranchReader } from '../git-files/current-branch.reader';
import { LocalBranchReader } from '../git-files/local-branch.reader';
import type { ShellAnalysis } from './shell-analysis';
import type { ShellCommandAnalyzer } from './shell-command.analyzer';
import { isInertCommand } from './inert-command';
import { shellReading } from './shell-reading.loader';

/** What the reader finds in a line the quick pass finds inert: nothing. */
const INERT: ShellAnalysis = Object.freeze({ commands: [], invocations: [], refChanges: [], writes: [], unread: [] });

/**
 * The shell reader behind its token (shell-reading.ts: the parser and the abstract evaluator), with the repository
 * readers it needs. One per event: both guards ask about the same line, which is read once.
 */
@injectable()
export class EvaluatedShellCommandAnalyzer implements ShellCommandAnalyzer {
  private readonly analyses = new Map<string, ShellAnalysis>();

  constructor(
    @inject(CurrentBranchReader) private readonly branches: CurrentBranchReader,
    @inject(LocalBranchReader) private readonly localBranches: LocalBranchReader,
    @inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment,
  ) {}

  analyze(command: string, dialect: ShellDialect = 'posix', cwd?: string, options: { readonly whole?: boolean } = {}): ShellAnalysis {
    if (!options.whole && dialect === 'posix' && isInertCommand(command)) return INERT;
    const key = `${dialect}\0${cwd ?? ''}\0${command}`;
    let analysis = this.analyses.get(key);
    if (!analysis) {
      analysis = shellReading().readShellCommand(command, dialect, cwd, { branches: this.branches, localBranches: this.localBranches }, this.environment);
      this.analyses.set(key, analysis);
    }
    return analysis;
  }
}
