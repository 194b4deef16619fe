import { shellLine } from '../../platform/shell-words';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import type { ShellAnalysis } from '../shell-command/shell-analysis';
import type { RuleLayer } from '../config/command-rules-config';
import { activeRules, type ActiveRules } from './active-rules';
import type { CommandRule } from './command-rule';
import type { Places } from './operand-place';
import type { PackSource } from './pack-source';
import { RuleIndex } from './rule-index';
import { matchRun, type RunToMatch } from './rule-matcher';

/** One rule that meets one program of a command line: certainly (`match`), or but for words computed at run time. */
export interface RuleMatch {
  readonly rule: CommandRule;
  readonly kind: 'match' | 'computed';
  /** The program as it would run, for messages (`rm -rf /home/u`). */
  readonly written: string;
  /** Which words matched, condition by condition. */
  readonly why: readonly string[];
}

/** The rules that apply, indexed once per event. */
export interface RuleBook extends ActiveRules {
  readonly index: RuleIndex;
}

/**
 * The rules of the layers (the packs they turn on read from `packs`), indexed. While a change that loosens them
 * waits for the user's approval, the approved layers' rules apply too, each as it was approved: both sets together
 * are the stricter of the two.
 */
export function ruleBook(layers: readonly RuleLayer[], packs: PackSource, approved?: readonly RuleLayer[]): RuleBook {
  const active = activeRules(layers, packs);
  const kept = approved === undefined ? [] : activeRules(approved, packs).rules.filter((a) => !active.rules.some((r) => sameRule(r, a)));
  const rules = [...active.rules, ...kept.map((rule) => ({ ...rule, approved: true as const }))];
  return { rules, problems: active.problems, index: new RuleIndex(rules) };
}

function sameRule(a: CommandRule, b: CommandRule): boolean {
  return a.id === b.id && a.decision === b.decision && JSON.stringify(a.match) === JSON.stringify(b.match);
}

/**
 * Every rule that meets a program the command line would run, in the order read: each ProgramRun of the shell
 * reading, and each git invocation again with its aliases resolved (`git p` where `alias.p` is `push --force`).
 * A rule is reported once per command line, its first match winning (a certain one over a computed one).
 */
function ruleMatches(book: RuleBook, analysis: ShellAnalysis, places: Places): RuleMatch[] {
  const runs: RunToMatch[] = [
    ...analysis.commands,
    ...analysis.invocations.map((i) => ({
      program: 'git',
      args: i.args.map((text, n) => ({ text, dynamic: i.dynamic.includes(n) })),
      directory: i.directory,
    })),
  ];
  const found = new Map<string, RuleMatch>();
  for (const run of runs) {
    const rules = book.index.rulesFor(run.program);
    if (rules.length === 0) continue;
    for (const rule of rules) {
      const result = matchRun(rule.matcher, run, places);
      if (!result) continue;
      const key = rule.approved ? `${rule.id}\0approved` : rule.id;
      const earlier = found.get(key);
      if (earlier && (earlier.kind === 'match' || result.kind === 'computed')) continue;
      found.set(key, { rule, kind: result.kind, written: shellLine([run.program, ...run.args.map((a) => a.text)]), why: result.why });
    }
  }
  return [...found.values()];
}

/** Every rule a command line meets in a workspace, judged against its root and the user's home folder. */
export function rulesMet(book: RuleBook, analysis: ShellAnalysis, root: string, environment: RuntimeEnvironment): RuleMatch[] {
  const home = environment['HOME'];
  return ruleMatches(book, analysis, { workspace: root, ...(home !== undefined && home !== '' && { home }) });
}
