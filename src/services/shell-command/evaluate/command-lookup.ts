import { join, statSync } from '../../../platform/node-builtins';
import type { Evaluator } from './evaluation';
import type { ShellState } from './shell-state';

/**
 * Where a program is found on PATH, as `which git` and `command -v git` print it: the command's own PATH when it
 * sets one the text tells, else the event's. Undefined when PATH is not known or names no such program (they then
 * print nothing); a name with a `/` is itself.
 */
export function programPath(ev: Evaluator, name: string, state: ShellState): string | undefined {
  if (name.includes('/')) return name;
  const path = ev.variable('PATH', state);
  const value = path?.length === 1 && path[0]!.known ? path[0]!.text : undefined;
  if (value === undefined) return undefined;
  for (const directory of value.split(':')) {
    const candidate = join(directory || '.', name);
    try {
      const stat = statSync(candidate, { throwIfNoEntry: false });
      if (stat?.isFile() && (stat.mode & 0o111) !== 0) return candidate;
    } catch {
      // an unreadable folder on PATH: the next one
    }
  }
  return undefined;
}

/** `which a b`: each program's path, a line each (the ones not found print nothing). Undefined when PATH is not known. */
export function whichOutput(ev: Evaluator, names: readonly string[], state: ShellState): string | undefined {
  const path = ev.variable('PATH', state);
  if (!(path?.length === 1 && path[0]!.known)) return undefined;
  return names
    .map((name) => programPath(ev, name, state))
    .filter((p): p is string => p !== undefined)
    .map((p) => `${p}\n`)
    .join('');
}
