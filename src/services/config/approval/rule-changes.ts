import type { RuleLayer } from '../command-rules-config';
import { listed, type ConfigChange } from './config-change';

const DECISION_STRICTNESS: Readonly<Record<string, number>> = { ask: 1, deny: 2 };

/**
 * How the rules and packs changed. Compared per file (a rule moved from the user-level file to the workspace's
 * is one removed from the user's): a rule removed, a weaker decision, another match (bearing does not work out
 * whether the new one covers the old) and a pack turned off loosen; a rule added, a stricter decision, a pack
 * turned on, and another reason or suggestion do not.
 */
export function ruleChanges(before: readonly RuleLayer[], after: readonly RuleLayer[]): ConfigChange[] {
  const changes: ConfigChange[] = [];
  const packsOf = (layers: readonly RuleLayer[]) => [...new Set(layers.flatMap((l) => l.packs ?? []))].sort();
  const packsBefore = packsOf(before);
  const packsAfter = packsOf(after);
  if (packsBefore.join() !== packsAfter.join())
    changes.push({ key: 'packs', from: listed(packsBefore), to: listed(packsAfter), loosens: packsBefore.some((p) => !packsAfter.includes(p)) });
  for (const scope of ['user', 'workspace'] as const) {
    const label = scope === 'user' ? ' (user-level)' : '';
    const rulesOf = (layers: readonly RuleLayer[]) => new Map((layers.find((l) => l.scope === scope)?.rules ?? []).map((r) => [r.id, r]));
    const had = rulesOf(before);
    const has = rulesOf(after);
    for (const id of new Set([...had.keys(), ...has.keys()])) {
      const from = had.get(id);
      const to = has.get(id);
      const key = `rules[${JSON.stringify(id)}]${label}`;
      if (!to) changes.push({ key, from: from!.decision, to: '(removed)', loosens: true });
      else if (!from) changes.push({ key, from: '(none)', to: to.decision, loosens: false });
      else {
        if (JSON.stringify(from.match) !== JSON.stringify(to.match)) changes.push({ key: `${key}.match`, from: 'as approved', to: 'changed', loosens: true });
        if (from.decision !== to.decision)
          changes.push({
            key: `${key}.decision`,
            from: from.decision,
            to: to.decision,
            loosens: DECISION_STRICTNESS[to.decision]! < DECISION_STRICTNESS[from.decision]!,
          });
        if (from.reason !== to.reason || from.suggestion !== to.suggestion)
          changes.push({ key: `${key}.reason`, from: 'as approved', to: 'changed', loosens: false });
      }
    }
  }
  return changes;
}
