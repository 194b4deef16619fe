import type { GitInvocation } from './git-invocation';

/**
 * Finds the git invocations in a shell command line. Everything that reads shell syntax lives behind
 * this token, so a fuller parser can replace the literal one without touching any policy.
 */
export const ShellCommandAnalyzer = Symbol('ShellCommandAnalyzer');
export interface ShellCommandAnalyzer {
  gitInvocations(command: string): readonly GitInvocation[];
}
