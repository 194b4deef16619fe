import type { CodeValue } from './code-value';

/** One argument of a call: its value, its source, and its keyword (`shell=True`, `mode: 'w'`) or spread (`*args`). */
export interface CallArgument {
  readonly value: CodeValue;
  readonly text: string;
  readonly keyword?: string;
  readonly spread?: boolean;
}

/** A call as a language's table of library functions sees it. */
export interface Call {
  /** The canonical name of the function (`subprocess.run`), or the method name for a method of a value. */
  readonly name: string;
  readonly args: readonly CallArgument[];
  /** The value the method was called on (`Path('p')` in `Path('p').write_text(…)`). */
  readonly self?: CodeValue;
  /** Where the call is, so that reading it twice records it once. */
  readonly site: string;
  /** The call as written, for messages. */
  readonly text: string;
}

/** The positional arguments, in order. */
export function positionals(call: Call): CallArgument[] {
  return call.args.filter((a) => a.keyword === undefined);
}

/** An argument by keyword, else by position among the positional ones. */
export function argumentAt(call: Call, position: number, keyword?: string): CallArgument | undefined {
  const named = keyword === undefined ? undefined : call.args.find((a) => a.keyword === keyword);
  return named ?? positionals(call)[position];
}

export function keywordArgument(call: Call, keyword: string): CallArgument | undefined {
  return call.args.find((a) => a.keyword === keyword);
}
