import type { CommandRuleConfig, PackName, RuleLayer, RuleMatchConfig } from '../config/command-rules-config';
import { type CommandRule, DECISION_RANK, originName, type RuleOrigin } from './command-rule';
import type { PackSource } from './pack-source';
import { compileMatcher } from './rule-matcher';

/** A rule or pack a file names that bearing does not obey, and why; `at` is its place in the file (`rules.2`). */
export interface RuleProblem {
  readonly file: string;
  readonly at: readonly string[];
  readonly message: string;
  /** A warning (`bearing config validate` still passes): the pack is not shipped, the rule matches every program. */
  readonly warning?: true;
}

export interface ActiveRules {
  readonly rules: readonly CommandRule[];
  readonly problems: readonly RuleProblem[];
}

/**
 * The rules that apply, layered: packs (turned on by either file), then the user-level file's rules, then the
 * workspace's. A later file adds rules, and tightens one of an earlier layer by naming its id with a stricter
 * `decision` (and no `match`: the rule keeps matching what it matched). It never removes one or loosens it: a
 * repository cannot grant itself what the user refused. Such an entry is not obeyed, and said in `problems`.
 */
export function activeRules(layers: readonly RuleLayer[], packs: PackSource): ActiveRules {
  const rules = new Map<string, CommandRule>();
  const problems: RuleProblem[] = [];
  const turnedOn = new Map<PackName, string>();
  for (const layer of layers) for (const name of layer.packs ?? []) if (!turnedOn.has(name)) turnedOn.set(name, layer.path);
  for (const [name, by] of turnedOn) {
    const read = packs.read(name);
    if (!read.ok) {
      const at = layers.find((l) => l.path === by)!.packs!.indexOf(name);
      problems.push({ file: by, at: ['packs', String(at)], message: `the ${name} pack turns nothing on: ${read.error} (${read.file})`, warning: true });
      continue;
    }
    const origin: RuleOrigin = { kind: 'pack', pack: name, file: read.file, turnedOnBy: by };
    for (const rule of read.rules) if (rule.match && neverMatches(rule.match) === undefined) add(rules, `${name}/${rule.id}`, rule, origin);
  }
  for (const layer of layers) {
    for (const [index, rule] of (layer.rules ?? []).entries()) {
      const problem = added(rules, layer, rule, ['rules', String(index)]);
      if (problem) problems.push(problem);
    }
  }
  return { rules: [...rules.values()], problems };
}

/** One file's rule over the rules of the layers before it: added, tightening one, or a problem (and not obeyed). */
function added(rules: Map<string, CommandRule>, layer: RuleLayer, rule: CommandRuleConfig, at: readonly string[]): RuleProblem | undefined {
  const problem = (message: string, warning?: true): RuleProblem => ({ file: layer.path, at, message, ...(warning && { warning }) });
  const earlier = rules.get(rule.id);
  if (earlier && earlier.origin.file === layer.path && earlier.origin.kind === layer.scope)
    return problem(`a second rule "${rule.id}" in this file: ids are unique in a file, and only the first is obeyed`);
  if (earlier) {
    const from = originName(earlier.origin);
    if (DECISION_RANK[rule.decision] < DECISION_RANK[earlier.decision])
      return problem(`rule "${rule.id}" would loosen the rule of that id from ${from} (${earlier.decision} → ${rule.decision}): a file can only tighten it`);
    if (rule.match !== undefined && JSON.stringify(rule.match) !== JSON.stringify(earlier.match))
      return problem(
        `rule "${rule.id}" has the id of a rule from ${from} and another "match": give it an id of its own to add a rule, or leave "match" out to tighten that one`,
      );
    rules.set(rule.id, { ...earlier, decision: rule.decision, tightenedBy: layer.path });
    return undefined;
  }
  if (rule.match === undefined)
    return problem(`rule "${rule.id}" has no "match" and tightens no rule (no earlier file or pack turned on has that id): it can never match`);
  if (rule.id.includes('/')) return problem(`rule "${rule.id}": an id with a "/" names a pack's rule, and no pack turned on has it`);
  const never = neverMatches(rule.match);
  if (never !== undefined) return problem(`rule "${rule.id}" ${never}: it can never match`);
  add(rules, rule.id, rule, { kind: layer.scope, file: layer.path });
  if (compileMatcher(rule.match).programs.length > 0) return undefined;
  const every = onlyPrograms(rule) ? ', and matches every command' : '';
  return problem(`rule "${rule.id}" names no program (or "*"): it is tried on every program of every command${every}`, true);
}

function add(rules: Map<string, CommandRule>, id: string, rule: CommandRuleConfig, origin: RuleOrigin): void {
  rules.set(id, {
    id,
    decision: rule.decision,
    ...(rule.reason !== undefined && { reason: rule.reason }),
    ...(rule.suggestion !== undefined && { suggestion: rule.suggestion }),
    matcher: compileMatcher(rule.match!),
    match: rule.match,
    origin,
  });
}

/** Why a match can never hold, where it cannot: a flag it both requires and excludes, a text that is no regular expression. */
function neverMatches(match: RuleMatchConfig): string | undefined {
  const required = new Set((match.flags ?? []).flatMap((f) => (typeof f === 'string' ? [f] : f)));
  const both = (match.withoutFlags ?? []).flatMap((f) => (typeof f === 'string' ? [f] : f)).find((f) => required.has(f));
  if (both !== undefined) return `both requires and excludes ${both}`;
  if (match.text === undefined) return undefined;
  try {
    new RegExp(match.text, 'i');
    return undefined;
  } catch (error) {
    return `has a "text" that is not a JavaScript regular expression (${(error as Error).message})`;
  }
}

/** A rule whose match says nothing but the program: with no program, it matches every command. */
function onlyPrograms(rule: CommandRuleConfig): boolean {
  return Object.entries(rule.match ?? {}).every(([key, value]) => key === 'program' || value === undefined);
}
