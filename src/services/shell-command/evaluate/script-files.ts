import type { Evaluator } from './evaluation';
import type { ShellState } from './shell-state';

/** The names of a program's own standard input. */
const STANDARD_INPUT = new Set(['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);

/**
 * A script named by a path: what this command wrote there, or the file on disk, relative to the shell's directory;
 * `/dev/stdin` is the program's standard input (`. /dev/stdin <<< '…'`) when `stdin` tells it.
 */
export function readScript(ev: Evaluator, state: ShellState, path: string, stdin?: string): string | undefined {
  if (STANDARD_INPUT.has(path)) return stdin;
  const absolute = ev.absolute(state, path);
  if (absolute === undefined) return undefined;
  return state.world.files.get(absolute) ?? ev.readFile(absolute);
}
