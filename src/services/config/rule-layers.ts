import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import { readLayerFile } from './approval/layer-file';
import type { RuleLayer } from './command-rules-config';
import { userConfigFile } from './user-config-location';
import type { WorkspaceConfig } from './workspace-config';

/** The rule layers that apply, and, while a loosening waits, the approved ones; `broken` where they cannot be known. */
export type ObeyedRuleLayers =
  | { readonly layers: readonly RuleLayer[]; readonly approved?: readonly RuleLayer[]; readonly broken?: string }
  | { readonly layers?: undefined; readonly approved?: undefined; readonly broken: string };

/**
 * The rules a workspace's settings apply. Where the workspace's own file is broken, the user-level file's rules and
 * packs still apply: a repository must not drop the user's rules by shipping a file bearing cannot read. Where the
 * user-level file is broken, no rule can be known.
 */
export function obeyedRuleLayers(workspace: WorkspaceConfig, environment: RuntimeEnvironment): ObeyedRuleLayers {
  if (workspace.ok) return { layers: workspace.rules ?? [], ...(workspace.approvedRules && { approved: workspace.approvedRules }) };
  const broken = `${workspace.location} is broken (${workspace.error})`;
  const user = userConfigFile(environment);
  if (user === undefined || user === workspace.path) return { broken };
  const read = readLayerFile(user);
  if (!read.ok) return { broken };
  const { rules, packs } = read.config ?? {};
  const layers =
    (rules?.length ?? 0) + (packs?.length ?? 0) === 0 ? [] : [{ scope: 'user' as const, path: user, ...(rules && { rules }), ...(packs && { packs }) }];
  return { layers, broken };
}
