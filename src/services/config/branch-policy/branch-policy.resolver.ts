import type { BranchesConfig } from '../bearing-config';
import type { BranchPolicyFields, RuleSetting } from '../branch-policy-config';
import type { WorkspaceConfig } from '../workspace-config';
import { globTest } from '../../workspace/glob-pattern';
import type { RefRule } from '../../shell-command/git-args/git-ref-effect';
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
  const base = baseLayer(sections);
  const override = directory === null ? undefined : overridesOf(sections)?.find((w) => globTest(w.glob, 'path')(directory));
  return policyOf(override ? layer(base, override) : base);
}

/**
 * The policy where a command runs, as the reader's settings say: the current layers' while nothing waits for the
 * user's approval; while a loosening does (`approvedBranches`), the stricter of the approved layers' and the current
 * ones' (BranchPolicy.stricter), and the reader's notice said once through `context` (the runner keeps one copy of a line).
 */
export function effectiveBranchPolicy(
  workspace: Extract<WorkspaceConfig, { ok: true }>,
  directory: string | null,
  context?: { diagnose(line: string): void },
): BranchPolicy {
  if (workspace.notice !== undefined) context?.diagnose(workspace.notice);
  const current = resolveBranchPolicy(workspace.branches, directory);
  return workspace.approvedBranches ? BranchPolicy.stricter(resolveBranchPolicy(workspace.approvedBranches, directory), current) : current;
}

/**
 * Every policy the sections can give, for comparing two configs: the one where no override applies (`base`), and
 * each `workspaces` entry's, in order, each over the base.
 */
export function branchPolicyOptions(sections: readonly (BranchesConfig | undefined)[]): {
  readonly base: BranchPolicy;
  readonly overrides: readonly { readonly glob: string; readonly policy: BranchPolicy }[];
} {
  const base = baseLayer(sections);
  return { base: policyOf(base), overrides: (overridesOf(sections) ?? []).map((w) => ({ glob: w.glob, policy: policyOf(layer(base, w)) })) };
}

function baseLayer(sections: readonly (BranchesConfig | undefined)[]): Layered {
  return sections.reduce<Layered | undefined>((below, section) => (section ? layer(below, section) : below), undefined) ?? layer(undefined, undefined);
}

/** The `workspaces` list of the nearest layer that has one. */
function overridesOf(sections: readonly (BranchesConfig | undefined)[]): BranchesConfig['workspaces'] {
  return [...sections].reverse().find((s) => s?.workspaces)?.workspaces;
}

function policyOf(resolved: Layered): BranchPolicy {
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
  return Object.fromEntries(
    Object.entries(rules ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([rule, v]) => [rule, mode(v as RuleSetting)]),
  );
}
