import { RULE_STRICTNESS, type BranchPolicy } from '../branch-policy/branch-policy';
import { branchPolicyOptions } from '../branch-policy/branch-policy.resolver';
import type { BranchesConfig } from '../bearing-config';
import { listed, type ConfigChange } from './config-change';

type Sections = readonly (BranchesConfig | undefined)[];

/**
 * How the branch policy changed, compared as it is resolved (the layers merged, the presets' lists filled in), so a
 * setting moved from one file to the other changes nothing. The policy where no override applies is compared, then
 * the overrides: one by one where the approved globs are the current ones in the same order, or the current ones
 * with globs appended or removed at the end (the folders of an added one had the approved base policy; those of a
 * removed one now have the current base). Any other change of the globs changes which folders each applies to in a
 * way bearing does not work out: it counts as a loosening.
 */
export function branchChanges(approved: Sections, current: Sections): ConfigChange[] {
  const before = branchPolicyOptions(approved);
  const after = branchPolicyOptions(current);
  const changes = policyChanges('branches', before.base, after.base);
  const globsBefore = before.overrides.map((o) => o.glob);
  const globsAfter = after.overrides.map((o) => o.glob);
  let common = 0;
  while (common < globsBefore.length && common < globsAfter.length && globsBefore[common] === globsAfter[common]) common++;
  if (common < globsBefore.length && common < globsAfter.length) {
    return [...changes, { key: 'branches.workspaces', from: listed(globsBefore), to: listed(globsAfter), loosens: true }];
  }
  const key = (glob: string) => `branches.workspaces[${JSON.stringify(glob)}]`;
  for (let i = 0; i < common; i++) changes.push(...policyChanges(key(globsAfter[i]!), before.overrides[i]!.policy, after.overrides[i]!.policy));
  for (const added of after.overrides.slice(common)) changes.push(...policyChanges(key(added.glob), before.base, added.policy));
  for (const removed of before.overrides.slice(common)) changes.push(...policyChanges(key(removed.glob), removed.policy, after.base));
  return changes;
}

/**
 * One resolved policy against another. Fewer names protected (a name or pattern the current list no longer covers),
 * more names allowed (a pattern the approved list did not cover) and a weaker rule (`deny` > `ask` > off) loosen;
 * a preset is only a name for its lists, which are compared themselves.
 */
function policyChanges(prefix: string, before: BranchPolicy, after: BranchPolicy): ConfigChange[] {
  const changes: ConfigChange[] = [];
  if (before.preset !== after.preset) changes.push({ key: `${prefix}.preset`, from: before.preset, to: after.preset, loosens: false });
  if (!sameNames(before.protectedNames, after.protectedNames)) {
    changes.push({
      key: `${prefix}.protected`,
      from: listed(before.protectedNames),
      to: listed(after.protectedNames),
      loosens: before.protectedNames.some((p) => !after.coversProtected(p)),
    });
  }
  if (!sameNames(before.allowedNames, after.allowedNames)) {
    changes.push({
      key: `${prefix}.allowed`,
      from: listed(before.allowedNames),
      to: listed(after.allowedNames),
      loosens: after.allowedNames.some((p) => !before.coversAllowed(p)),
    });
  }
  for (const rule of new Set([...Object.keys(before.rules), ...Object.keys(after.rules)]) as Set<keyof BranchPolicy['rules']>) {
    const from = before.rules[rule] ?? 'off';
    const to = after.rules[rule] ?? 'off';
    if (from !== to) changes.push({ key: `${prefix}.rules.${rule}`, from, to, loosens: RULE_STRICTNESS[to] < RULE_STRICTNESS[from] });
  }
  return changes;
}

/** The same names, in any order, ignoring case (as they are matched). */
function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const lower = (names: readonly string[]) => [...new Set(names.map((n) => n.toLowerCase()))].sort().join('\n');
  return lower(a) === lower(b);
}
