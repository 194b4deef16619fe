/**
 * One token of a command line. Words carry their text with quotes removed, as the program receives it;
 * a word the shell computes at run time (a variable, a command substitution, a glob, …) is marked
 * `dynamic`, and its text then shows how it was written (`$BRANCH`, `$(…)`), not what it becomes.
 */
export interface WordToken {
  readonly kind: 'word';
  readonly text: string;
  readonly dynamic: boolean;
  /** The word ends with `$` right before a `(` operator: a `$(…)` command substitution starts here. */
  readonly opensSubstitution: boolean;
  /** Scripts of `$(…)` substitutions written inside double quotes: they run, so they are read too. */
  readonly quotedSubstitutions: readonly string[];
}

/** A control or redirection operator (`&&`, `|`, `;`, `(`, `>`, `<<`, …), or a line break (`\n`). */
export interface OperatorToken {
  readonly kind: 'op';
  readonly op: string;
}

export type ShellToken = WordToken | OperatorToken;

export const NEWLINE = '\n';
