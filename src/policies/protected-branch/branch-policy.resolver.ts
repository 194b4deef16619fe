import type { BranchesConfig } from '../../services/workspace/bearing-config';
import type { BranchPolicyFields } from '../../services/workspace/branch-policy-config';
import { globTest } from '../../services/workspace/glob-pattern';
import { BranchPolicy } from './branch-policy';
import { DEFAULT_PRESET, DEFAULT_RULES, PRESET_LISTS } from './branch-presets';

/**
 * The policy for a directory of the workspace: the `branches` section over its preset, then the first
 * `workspaces` entry whose glob matches the directory (relative to the workspace root, `/`-separated).
 * An entry that names a preset starts again from that preset's lists; lists replace, rules merge.
 * `directory` null (unknown) means the section alone.
 */
export function resolveBranchPolicy(section: BranchesConfig | undefined, directory: string | null): BranchPolicy {
  const base = layer(undefined, section);
  const override = directory === null ? undefined : section?.workspaces?.find((w) => globTest(w.glob, 'path')(directory));
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
    rules: { ...(below?.rules ?? DEFAULT_RULES), ...definedOnly(fields?.rules) },
  };
}

function definedOnly(rules: object | undefined): Partial<BranchPolicy['rules']> {
  return Object.fromEntries(Object.entries(rules ?? {}).filter(([, v]) => typeof v === 'boolean'));
}
