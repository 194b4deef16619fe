import type { BranchesConfig } from '../../services/config/bearing-config';
import type { BranchPolicyFields, RuleSetting } from '../../services/config/branch-policy-config';
import { globTest } from '../../services/workspace/glob-pattern';
import type { RefRule } from '../../services/shell-command/git-args/git-ref-effect';
import { BranchPolicy } from './branch-policy';
import { DEFAULT_PRESET, DEFAULT_RULES, PRESET_LISTS, type RuleMode } from './branch-presets';

/**
 * The policy for a directory of the workspace: each layer's `branches` section (the user-level file's, then the
 * workspace's) over the preset, then the first `workspaces` entry whose glob matches the directory (relative to
 * the workspace root, `/`-separated), from the nearest layer that has such a list. A layer or entry that names a
 * preset starts again from that preset's lists; lists replace, rules merge. `directory` null (unknown) means
 * the sections alone.
 */
export function resolveBranchPolicy(sections: readonly (BranchesConfig | undefined)[], directory: string | null): BranchPolicy {
  const base = sections.reduce<Layered | undefined>((below, section) => (section ? layer(below, section) : below), undefined) ?? layer(undefined, undefined);
  const overrides = [...sections].reverse().find((s) => s?.workspaces)?.workspaces;
  const override = directory === null ? undefined : overrides?.find((w) => globTest(w.glob, 'path')(directory));
  const resolved = override ? layer(base, override) : base;
  return new BranchPolicy(resolved.preset, resolved.protectedNames, resolved.allowedNames, resolved.rules);
}

interface Layered {
  readonly preset: BranchPolicy['preset'];
  readonly protectedNames: readonly string[];
  readonly allowedNames: readonly string[];
  readonly rules: BranchPolicy['rules'];
}

function layer(below: Layered | undefined, fields: BranchPolicyFields | undefined): Layered {
  const preset = fields?.preset ?? below?.preset ?? DEFAULT_PRESET;
  const restart = !below || fields?.preset !== undefined;
  const lists = restart ? { protectedNames: PRESET_LISTS[preset].protected, allowedNames: PRESET_LISTS[preset].allowed } : below;
  return {
    preset,
    protectedNames: fields?.protected ?? lists.protectedNames,
    allowedNames: fields?.allowed ?? lists.allowedNames,
    rules: { ...(below?.rules ?? DEFAULT_RULES), ...modes(fields?.rules) },
  };
}

/** `true` and `"deny"` refuse, `"ask"` asks, `false` is off; a key left out keeps what the layer below says. */
function modes(rules: object | undefined): Partial<Record<RefRule, RuleMode>> {
  const mode = (setting: RuleSetting): RuleMode => (setting === true ? 'deny' : setting === false ? 'off' : setting);
  return Object.fromEntries(Object.entries(rules ?? {}).filter(([, v]) => v !== undefined).map(([rule, v]) => [rule, mode(v as RuleSetting)]));
}
