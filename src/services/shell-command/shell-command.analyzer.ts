import type { ShellAnalysis } from './shell-analysis';
import type { ShellDialect } from '../../protocol/shell-dialect';

/**
 * Finds the git invocations in a shell command line. Everything that reads shell syntax lives behind
 * this token, so policies never look at the raw text. Never throws: a line it cannot read is reported
 * in `unread` with no invocations.
 */
export const ShellCommandAnalyzer = Symbol('ShellCommandAnalyzer');
export interface ShellCommandAnalyzer {
  analyze(command: string, dialect?: ShellDialect): ShellAnalysis;
}
