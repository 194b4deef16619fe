/**
 * A POSIX shell script (bash's grammar, as agents write it) read into the structure a shell runs: lists of and-or
 * lists of pipelines of commands, and words made of the parts the shell expands. Nothing is expanded here: a word
 * keeps its quoting, so the evaluator can expand it as bash would (braces, tilde, parameters, substitutions,
 * field splitting, globs).
 */
export interface Script {
  readonly items: readonly ListItem[];
}

/** One and-or list, and whether `&` runs it in the background. */
export interface ListItem {
  readonly andOr: AndOr;
  readonly background: boolean;
}

/** `a && b || c`: each pipeline after the first runs depending on how the one before ended. */
export interface AndOr {
  readonly first: Pipeline;
  readonly rest: readonly { readonly op: '&&' | '||'; readonly pipeline: Pipeline }[];
}

/** `! a | b`: with more than one command, each runs in a copy of the shell. */
export interface Pipeline {
  readonly negated: boolean;
  readonly commands: readonly Command[];
}

export type Command = SimpleCommand | Compound | FunctionDefinition;

export interface SimpleCommand {
  readonly kind: 'simple';
  readonly assignments: readonly Assignment[];
  readonly words: readonly Word[];
  readonly redirects: readonly Redirect[];
  /** The text after the first word, as written: what follows an alias's value when the first word is an alias. */
  readonly rest: string;
}

/** `NAME=value`, `NAME+=value`, `NAME=(a b)` before a command (or alone). */
export interface Assignment {
  readonly name: string;
  readonly append: boolean;
  readonly value: Word;
  /** The words of an array assignment, `NAME=(a b)`. */
  readonly array?: readonly Word[];
}

export interface Redirect {
  /** `>`, `>>`, `>|`, `<`, `<>`, `<&`, `>&`, `&>`, `&>>`, `<<`, `<<-`, `<<<`. */
  readonly op: string;
  /** The descriptor written before the operator (`2>`), if any. */
  readonly fd?: number;
  /** The file (or descriptor, or here-string, or here-document delimiter) after the operator. */
  readonly target: Word;
  /** A here-document's body, read at the line break after it: literal when its delimiter was quoted. */
  heredoc?: Word;
}

export type Compound =
  | { readonly kind: 'subshell'; readonly body: Script; readonly redirects: readonly Redirect[] }
  | { readonly kind: 'group'; readonly body: Script; readonly redirects: readonly Redirect[] }
  | {
      readonly kind: 'if';
      readonly clauses: readonly { readonly condition: Script; readonly body: Script }[];
      readonly otherwise?: Script;
      readonly redirects: readonly Redirect[];
    }
  | { readonly kind: 'loop'; readonly until: boolean; readonly condition: Script; readonly body: Script; readonly redirects: readonly Redirect[] }
  /** `for name [in words]; do …; done` and `select`; words undefined means `"$@"`. */
  | { readonly kind: 'for'; readonly name: string; readonly items?: readonly Word[]; readonly body: Script; readonly redirects: readonly Redirect[] }
  /** `for ((…; …; …))`: how often its body runs is arithmetic. */
  | { readonly kind: 'arithmetic-for'; readonly body: Script; readonly substitutions: readonly Script[]; readonly redirects: readonly Redirect[] }
  | { readonly kind: 'case'; readonly subject: Word; readonly items: readonly CaseItem[]; readonly redirects: readonly Redirect[] }
  /** `[[ … ]]`: a test, whose words are expanded (their substitutions run) but run nothing else. */
  | { readonly kind: 'test'; readonly words: readonly Word[]; readonly redirects: readonly Redirect[] }
  /** `(( … ))`: arithmetic; only its command substitutions run. */
  | { readonly kind: 'arithmetic'; readonly substitutions: readonly Script[]; readonly redirects: readonly Redirect[] }
  /** `coproc [NAME] command`: the command runs in the background. */
  | { readonly kind: 'coproc'; readonly body: Command; readonly redirects: readonly Redirect[] };

export interface CaseItem {
  readonly patterns: readonly Word[];
  readonly body: Script;
}

/** `name() compound` or `function name compound`: defines, runs nothing until called. */
interface FunctionDefinition {
  readonly kind: 'function';
  readonly name: string;
  readonly body: Command;
}

/** A word as written: the parts the shell expands, each with whether quotes kept it from splitting and globbing. */
export interface Word {
  readonly parts: readonly WordPart[];
  /** The word as written, for messages (`"HEAD:$(git branch --show-current)"`). */
  readonly raw: string;
}

export type WordPart =
  /** Text as written; `quoted` when quotes or a backslash made it literal (no braces, globs or tilde there). */
  | { readonly kind: 'text'; readonly text: string; readonly quoted: boolean }
  /** `$name`, `${name}`, `${name:-word}`, `${#name}`, `${name%%pattern}`, … */
  | {
      readonly kind: 'parameter';
      readonly name: string;
      readonly operator?: string;
      readonly argument?: Word;
      readonly length?: boolean;
      readonly indirect?: boolean;
      readonly quoted: boolean;
      readonly raw: string;
    }
  /** `$(…)` or a backtick substitution: the script runs, and its output replaces the part. */
  | { readonly kind: 'command'; readonly script: Script; readonly quoted: boolean; readonly raw: string }
  /** `$((…))`: a number; its command substitutions run. */
  | { readonly kind: 'arithmetic'; readonly substitutions: readonly Script[]; readonly quoted: boolean; readonly raw: string }
  /** `<(…)` or `>(…)`: the script runs; the word becomes a file name such as /dev/fd/63. */
  | { readonly kind: 'process'; readonly direction: '<' | '>'; readonly script: Script; readonly raw: string };
