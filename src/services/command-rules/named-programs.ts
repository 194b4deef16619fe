import type { PackName, RuleLayer } from '../config/command-rules-config';
import type { ShellAnalysis } from '../shell-command/shell-analysis';

/**
 * The program words each pack's rules name (their `match.program`), known without reading the pack: a command that
 * runs none of them skips the pack's read and the matcher's load. Held equal to the shipped files by a test; a pack
 * not shipped yet names none.
 */
export const PACK_PROGRAMS: Readonly<Record<PackName, readonly string[]>> = {
  filesystem: [],
  'git-history': ['git'],
  database: [],
  infrastructure: [],
  cloud: [],
  publish: [],
};

/**
 * The program words the layers' rules and packs name, lower case; undefined where a rule names none (`"*"`, or no
 * `program`), so that every program must be tried. A tightening without `match` names no new program.
 */
export function namedPrograms(layers: readonly RuleLayer[]): ReadonlySet<string> | undefined {
  const named = new Set<string>();
  for (const layer of layers) {
    for (const pack of layer.packs ?? []) for (const program of PACK_PROGRAMS[pack] ?? []) named.add(program);
    for (const rule of layer.rules ?? []) {
      if (rule.match === undefined) continue;
      const programs = rule.match.program === undefined ? [] : typeof rule.match.program === 'string' ? [rule.match.program] : rule.match.program;
      if (programs.length === 0 || programs.includes('*')) return undefined;
      for (const program of programs) named.add(program.toLowerCase());
    }
  }
  return named;
}

/** Whether a command line runs a program of `named` (its git invocations count as `git`). */
export function runsNamed(analysis: ShellAnalysis, named: ReadonlySet<string>): boolean {
  return analysis.commands.some((run) => named.has(run.program)) || (analysis.invocations.length > 0 && named.has('git'));
}
