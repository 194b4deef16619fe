import { injectable } from 'tsyringe';
import type { GitInvocation } from './git-invocation';
import type { ShellCommandAnalyzer } from './shell-command.analyzer';

/** Any character that makes a command more than one literal simple command. */
const SHELL_SYNTAX = /[\r\n;&|<>`'"$()\\*?{}~!#[\]]/;

/**
 * Reads only a single literal simple command: `git` followed by plain words. Anything with shell
 * syntax (quotes, chains, variables, globs) is left alone rather than guessed at.
 */
@injectable()
export class LiteralShellCommandAnalyzer implements ShellCommandAnalyzer {
  gitInvocations(command: string): readonly GitInvocation[] {
    if (SHELL_SYNTAX.test(command)) return [];
    const words = command.trim().split(/\s+/);
    return words[0] === 'git' ? [{ args: words.slice(1) }] : [];
  }
}
