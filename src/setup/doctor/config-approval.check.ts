import { existsSync } from 'node:fs';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import { rememberedRoots } from '../../services/config/approval/approval-file';
import { fileName } from '../../services/config/approval/approval-notice';
import { approvalState } from '../../services/config/approval/config-approval';
import { changeLine } from '../../services/config/approval/config-change';
import { readConfigLayers } from '../../services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { warn, type Finding } from '../finding';

/**
 * A warning for each workspace where a change of the settings waits for the user's approval (services/config/approval):
 * the current folder's, and every other one bearing keeps a record for that is still there. What is pending, and the
 * command that approves it. Nothing when nothing waits. Read only: a workspace without a record gets none from doctor.
 */
export function configApprovalFindings(cwd: string, environment: RuntimeEnvironment): Finding[] {
  const roots = [...new Set([new WorkspaceLocator().root(cwd), ...rememberedRoots(environment)])].filter((root) => existsSync(root));
  return roots.flatMap((root) => {
    const current = readConfigLayers(root, environment);
    // A broken file is the config finding's (here) or the hook's to report: nothing can be compared with it.
    if (!current.ok) return [];
    const state = approvalState(environment, root, current, { record: false });
    const fix = `to approve it: bearing config approve --cwd ${root}, in your own terminal`;
    if (state.kind === 'unknown')
      return [warn('config', `${root}: bearing cannot tell which settings you approved there (${state.why}): it obeys them as they are`, fix)];
    if (state.kind !== 'pending') return [];
    const loosening = state.changes.filter((c) => c.loosens).map(changeLine);
    return [
      warn(
        'config',
        `${root}: ${state.changed.map(fileName).join(' and ')} changed since the settings there were approved and loosens the guard (${loosening.join('; ')}): bearing obeys the approved settings until you approve`,
        fix,
      ),
    ];
  });
}
