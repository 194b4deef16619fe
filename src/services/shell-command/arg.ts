/**
 * One argument a program receives, after the shell's expansions: its text, or, for a word the reading cannot follow
 * (`$(curl …)`, a variable set outside the command), how it was written, marked `dynamic`. No rule may read a name
 * or a path from a dynamic argument.
 */
export interface Arg {
  readonly text: string;
  readonly dynamic: boolean;
  /**
   * For a dynamic argument, the text after its last part computed at run time, when it has one: what it surely ends
   * with (`"$(git rev-parse HEAD)":refs/heads/main` ends with `:refs/heads/main`, a refspec's destination).
   */
  readonly suffix?: string;
}
