import type { Arg } from '../arg';
import { readAwkRun } from './command-line/awk-command-line';
import { readBunRun } from './command-line/bun-command-line';
import { readDenoRun } from './command-line/deno-command-line';
import { readNodeRun } from './command-line/node-command-line';
import { readPerlRun } from './command-line/perl-command-line';
import { readPhpRun } from './command-line/php-command-line';
import { readPythonRun } from './command-line/python-command-line';
import { readRubyRun } from './command-line/ruby-command-line';

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

const AWKS = new Set(['awk', 'gawk', 'mawk', 'nawk', 'original-awk', 'onetrue-awk', 'bwk-awk']);

/**
 * How the interpreter `name` (its base name in lower case, without `.exe`) was asked to run code, by each
 * interpreter's own option grammar; undefined for a program that is not one of them (or, for deno and bun, a
 * subcommand that runs no program: `deno fmt`, `bun install`).
 */
export function readInterpreterRun(name: string, args: readonly Arg[]): InterpreterRun | undefined {
  if (/^(?:python|pypy)(?:\d+(?:\.\d+)*)?$/.test(name)) return readPythonRun(name, args);
  if (name === 'node' || name === 'nodejs') return readNodeRun(name, args);
  if (name === 'deno') return readDenoRun(args);
  if (name === 'bun') return readBunRun(args);
  if (/^perl(?:\d+(?:\.\d+)*)?$/.test(name)) return readPerlRun(name, args);
  if (/^ruby(?:\d+(?:\.\d+)*)?$/.test(name)) return readRubyRun(name, args);
  if (/^php(?:\d+(?:\.\d+)*)?(?:-cli)?$/.test(name)) return readPhpRun(name, args);
  if (AWKS.has(name)) return readAwkRun(name, args);
  if (name === 'busybox' && args[0]?.text === 'awk' && !args[0].dynamic) return readAwkRun('busybox awk', args.slice(1));
  return undefined;
}
