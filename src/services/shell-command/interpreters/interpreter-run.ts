import type { Arg } from '../arg';

export type InterpreterLanguage = 'python' | 'node' | 'perl' | 'ruby' | 'php' | 'awk';

/** How an interpreter was asked to run code, read from its command line. */
export interface InterpreterRun {
  readonly language: InterpreterLanguage;
  /** For messages: `python3 -c`, `node -e`, `gawk`. */
  readonly via: string;
  /** The program: inline text (-c, -e, awk's program operand), standard input (`python3 -`, `node` with no script, `perl` with none), a script file, or a module (`python3 -m x`). */
  readonly code: { readonly inline: Arg } | { readonly stdin: true } | { readonly file: Arg } | { readonly module: Arg };
  /** Files a command-line option makes it edit in place (`perl -i`, `ruby -i`, `gawk -i inplace`): the file operands. */
  readonly inPlace: readonly Arg[];
  /** The arguments the program itself receives (sys.argv[1:], process.argv.slice(2), @ARGV, ARGV). */
  readonly args: readonly Arg[];
}
