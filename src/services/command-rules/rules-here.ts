import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import { obeyedRuleLayers } from '../config/rule-layers';
import type { WorkspaceConfigReader } from '../config/workspace-config.reader';
import type { CommandRule } from './command-rule';
import type { PackSource } from './pack-source';
import { type RuleBook, ruleBook } from './rule-matching';

/**
 * The rules that apply in a workspace, as the hook obeys them (the same reader, the same layering): for `bearing
 * rules` and `bearing check`. Undefined where the user-level file is broken (a broken workspace file leaves the user's rules).
 */
export function rulesHere(configs: WorkspaceConfigReader, packs: PackSource, root: string, environment: RuntimeEnvironment): RuleBook | undefined {
  const { layers, approved } = obeyedRuleLayers(configs.read(root), environment);
  return layers && ruleBook(layers, packs, approved);
}

/** One rule as `bearing rules --json` and `bearing check --json` show it. */
export function ruleSummary(rule: CommandRule): Record<string, unknown> {
  const { origin } = rule;
  return {
    id: rule.id,
    decision: rule.decision,
    origin: origin.kind,
    file: origin.file,
    ...(origin.kind === 'pack' && { pack: origin.pack, turnedOnBy: origin.turnedOnBy }),
    ...(rule.tightenedBy !== undefined && { tightenedBy: rule.tightenedBy }),
    ...(rule.approved && { approved: true }),
    match: rule.match,
    ...(rule.reason !== undefined && { reason: rule.reason }),
    ...(rule.suggestion !== undefined && { suggestion: rule.suggestion }),
  };
}
