import type { Evaluator } from './evaluation';
import type { ShellState } from './shell-state';

/** A script named by a path: what this command wrote there, or the file on disk, relative to the shell's directory. */
export function readScript(ev: Evaluator, state: ShellState, path: string): string | undefined {
  const absolute = ev.absolute(state, path);
  if (absolute === undefined) return undefined;
  return state.world.files.get(absolute) ?? ev.readFile(absolute);
}
