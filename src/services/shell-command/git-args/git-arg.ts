import type { Arg } from '../arg';

/** One argument of a git invocation, with the mark of a word the shell computes at run time. */
export type GitArg = Arg;
