import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { readAwkRun } from './awk-command-line';
import { readBunRun } from './bun-command-line';
import { readDenoRun } from './deno-command-line';
import { readNodeRun } from './node-command-line';
import { readPerlRun } from './perl-command-line';
import { readPhpRun } from './php-command-line';
import { readPythonRun } from './python-command-line';
import { readRubyRun } from './ruby-command-line';

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
