/** One argument of a git invocation, with the mark of a word the shell computes at run time. */
export interface GitArg {
  readonly text: string;
  readonly dynamic: boolean;
}
