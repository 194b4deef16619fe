import type { WordToken } from './shell-token';

/**
 * Set on a command or scope that may run, or not, whatever happened before it, or alongside its neighbours:
 * next to `||`, in a pipeline, before `&`, after `!`, inside `if`/`while`/`until`/`for`. A command without it,
 * in a list joined only by `;`, `&&` and line breaks, has finished before the next one starts.
 */
interface Sequencing {
  readonly unsequenced?: true;
  /**
   * The `&&` chain it belongs to, numbered within one tree: in `a && b && c` each runs only when those before it
   * succeeded. Commands joined by `;` or a line break are in different chains; unsequenced ones are in none.
   */
  readonly chain?: number;
}

/** A simple command: its words (redirections and here-document bodies left out) and the scripts it runs first. */
export interface CommandNode extends Sequencing {
  readonly kind: 'command';
  readonly words: readonly WordToken[];
  /** `$(…)`, `<(…)` and `>(…)` inside its words (backticks and PowerShell script blocks read as `$(…)`): each runs in a scope of its own before the command. */
  readonly substitutions: readonly ShellList[];
  /** The files its redirections write (`> f`, `>> f`, `&> f`, `>| f`, `<> f`, `>&f`), in order. */
  readonly writes: readonly WriteRedirect[];
}

/** A redirection that writes a file: the operator, and the word naming the file. */
export interface WriteRedirect {
  readonly op: string;
  readonly target: WordToken;
}

/** `( … )` runs in a copy of the shell (a `cd` inside stays inside); `{ …; }` and `case` bodies run in the shell itself. */
export interface ScopeNode extends Sequencing {
  readonly kind: 'subshell' | 'group';
  readonly body: ShellList;
  /** Files the redirections after it write (`( … ) > log`). */
  readonly writes?: readonly WriteRedirect[];
}

export type ShellNode = CommandNode | ScopeNode;

/** Commands joined by `|`: with more than one, each runs in a copy of the shell. */
export type Pipeline = readonly ShellNode[];

/** Pipelines in the order they may run, whatever joins them (`;`, `&&`, `||`, `&`, a line break). */
export type ShellList = readonly Pipeline[];
