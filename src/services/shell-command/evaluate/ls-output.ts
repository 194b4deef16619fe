import { readdirSync, statSync } from '../../../platform/node-builtins';
import type { Evaluator } from './evaluation';
import type { ShellState } from './shell-state';
import type { Field } from './word-expander';

/**
 * What `ls [-1adA] [<path>…]` prints, from the disk: the files named (as written), or one folder's entries, a name a
 * line (`ls *.json | xargs …`). Undefined for other options, several folders (ls adds headers), a computed or
 * missing operand, or a folder that cannot be read.
 */
export function lsOutput(ev: Evaluator, args: readonly Field[], state: ShellState): string | undefined {
  let all: 'none' | 'almost' | 'all' = 'none';
  let directories = true;
  const operands: string[] = [];
  for (const arg of args) {
    if (arg.dynamic) return undefined;
    if (/^-[1adA]+$/.test(arg.text)) {
      if (arg.text.includes('a')) all = 'all';
      else if (arg.text.includes('A')) all = 'almost';
      if (arg.text.includes('d')) directories = false;
    } else if (arg.text.startsWith('-')) return undefined;
    else operands.push(arg.text);
  }
  const named = operands.length === 0 ? ['.'] : operands;
  const lines: string[] = [];
  let folders = 0;
  for (const operand of [...named].sort()) {
    const absolute = ev.absolute(state, operand);
    if (absolute === undefined) return undefined;
    const stat = statSync(absolute, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!stat.isDirectory() || !directories) {
      lines.push(operand);
      continue;
    }
    if (++folders > 1 || named.length > 1) return undefined;
    let entries: string[];
    try {
      entries = readdirSync(absolute);
    } catch {
      return undefined;
    }
    const shown = entries.filter((name) => all !== 'none' || !name.startsWith('.')).sort();
    lines.push(...(all === 'all' ? ['.', '..', ...shown] : shown));
  }
  return lines.map((line) => `${line}\n`).join('');
}
