import type { FileWrite } from './file-writes/file-write';
import type { GitInvocation } from './git-invocation';

/** What a command line would run, as far as its text tells. */
export interface ShellAnalysis {
  readonly invocations: readonly GitInvocation[];
  /** The files it would write, move or delete, wherever in the line (in order; a path computed at run time is marked). */
  readonly writes: readonly FileWrite[];
  /**
   * Parts whose effect the text does not tell (`eval`, a script file, a command name computed at run
   * time, a command the tokenizer could not read), one short line each. Policies do not guess about
   * them; they only mention them when tracing is on.
   */
  readonly unread: readonly string[];
}
