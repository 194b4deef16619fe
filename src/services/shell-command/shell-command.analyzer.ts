import type { ShellAnalysis } from './shell-analysis';
import type { ShellDialect } from '../../protocol/shell-dialect';

/**
 * What a shell command line would do: the git it runs, the branches it changes, the files it writes. Everything
 * that reads shell syntax lives behind this token, so policies never look at the raw text. Never throws: a line it
 * cannot read is reported in `unread`. One instance per event: both guards ask about the same line, read once.
 */
export const ShellCommandAnalyzer = Symbol('ShellCommandAnalyzer');
export interface ShellCommandAnalyzer {
  /**
   * `cwd`: the absolute directory the command runs in (the event's), when the host sent one. A line the quick pass
   * finds inert (inert-command.ts) is answered without reading it: nothing found. `whole` reads it all the same, for
   * `bearing check`, which shows the git the line runs.
   */
  analyze(command: string, dialect?: ShellDialect, cwd?: string, options?: { readonly whole?: boolean }): ShellAnalysis;
}
