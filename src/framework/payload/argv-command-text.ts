import { shellWord } from '../../platform/shell-words';

/**
 * A command given as an argument vector (Codex's legacy shell tool sends `["bash", "-lc", "git …"]`)
 * as the one command line the analyzer reads, each argument quoted so it stays one word. The analyzer
 * then unwraps a launching shell at its first script flag (`-c`, `-lc`, `-Command`, `/c`) and stops at
 * the first positional argument (a script file), exactly as for a command typed as text.
 * Undefined for anything but a non-empty array of strings.
 */
export function commandTextOfArgv(argv: unknown): string | undefined {
  // An argument a POSIX shell reads as it is stays bare, so the line reads like one typed; any other is single-quoted.
  if (Array.isArray(argv) && argv.length > 0 && argv.every((a): a is string => typeof a === 'string')) return argv.map(shellWord).join(' ');
  return undefined;
}
