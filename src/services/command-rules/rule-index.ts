import type { CommandRule } from './command-rule';

/**
 * The rules by the program words they name, so that a program no rule names costs one map lookup; the few rules
 * that name none (`"*"`, or no `program`) are tried on every program.
 */
export class RuleIndex {
  private readonly byProgram = new Map<string, CommandRule[]>();
  private readonly everywhere: CommandRule[] = [];

  constructor(rules: readonly CommandRule[]) {
    for (const rule of rules) {
      if (rule.matcher.programs.length === 0) this.everywhere.push(rule);
      for (const program of rule.matcher.programs) {
        const list = this.byProgram.get(program);
        if (list) list.push(rule);
        else this.byProgram.set(program, [rule]);
      }
    }
  }

  /** The rules that may match a run of `program` (its lower-case base name). */
  rulesFor(program: string): readonly CommandRule[] {
    const named = this.byProgram.get(program);
    if (this.everywhere.length === 0) return named ?? [];
    return named ? [...named, ...this.everywhere] : this.everywhere;
  }
}
