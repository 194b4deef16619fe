/**
 * One argument a program receives, after the shell's expansions: its text, or, for a word the reading cannot follow
 * (`$(curl …)`, a variable set outside the command), how it was written, marked `dynamic`. No rule may read a name
 * or a path from a dynamic argument.
 */
export interface Arg {
  readonly text: string;
  readonly dynamic: boolean;
}
