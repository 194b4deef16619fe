import type { MergedSettings } from '../workspace-config';
import { strictestUnreadable, type LayeredSettings } from './layered-settings';

/**
 * What the hook obeys while a loosening waits for the user's approval: for each setting the stricter of the
 * approved and the current. A policy runs if either has it on; a capability flag is on if either turns it on;
 * `unreadable` is the stricter mode. The branch policy keeps both sets of layers (`approvedBranches`): which of
 * them is stricter depends on the folder, so effectiveBranchPolicy combines them where a command runs.
 */
export function stricterSettings(
  approved: LayeredSettings,
  current: LayeredSettings,
): LayeredSettings & { readonly approvedBranches: LayeredSettings['branches']; readonly approvedRules?: LayeredSettings['rules'] } {
  return {
    config: stricterMerged(approved.config, current.config),
    branches: current.branches,
    approvedBranches: approved.branches,
    files: current.files,
    unreadable: strictestUnreadable([approved.unreadable, current.unreadable]),
    // Both sets of rules apply (services/command-rules): what either refuses stays refused.
    ...(current.rules && { rules: current.rules }),
    ...(approved.rules && { approvedRules: approved.rules }),
  };
}

function stricterMerged(approved: MergedSettings, current: MergedSettings): MergedSettings {
  const policies: Record<string, boolean> = {};
  const before = (approved.policies ?? {}) as Record<string, boolean | undefined>;
  const after = (current.policies ?? {}) as Record<string, boolean | undefined>;
  // Off only where both switch it off; on (said, so the current layers' `false` does not show through) otherwise.
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) policies[key] = !(before[key] === false && after[key] === false);
  const capabilities: Record<string, Record<string, boolean | undefined>> = {};
  const had = (approved.capabilities ?? {}) as Record<string, Record<string, boolean | undefined> | undefined>;
  const has = (current.capabilities ?? {}) as Record<string, Record<string, boolean | undefined> | undefined>;
  for (const id of new Set([...Object.keys(had), ...Object.keys(has)])) {
    const flags: Record<string, boolean | undefined> = { ...had[id], ...has[id] };
    for (const flag of Object.keys(flags)) if (had[id]?.[flag] === true) flags[flag] = true;
    capabilities[id] = flags;
  }
  return {
    ...(Object.keys(policies).length > 0 && { policies }),
    ...(Object.keys(capabilities).length > 0 && { capabilities }),
  };
}
