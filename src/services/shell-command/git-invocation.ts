/** One `git …` found in a shell command: the arguments after `git` (global options included). */
export interface GitInvocation {
  readonly args: readonly string[];
}
