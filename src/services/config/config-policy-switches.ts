import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import type { PolicySwitches } from '../../framework/policy-switches';
import type { HookEvent } from '../../protocol/hook-event';
import { WorkspaceLocator } from '../workspace/workspace-locator';
import type { PolicySwitch } from './policies-config';
import { WorkspaceConfigReader } from './workspace-config.reader';

/**
 * The `policies` section of the config files that apply to an event's workspace. A config that cannot be read
 * switches nothing off: every policy that reads it reports the problem itself (the guard refuses what it cannot check).
 */
@injectable()
export class ConfigPolicySwitches implements PolicySwitches {
  constructor(
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(WorkspaceConfigReader) private readonly configs: WorkspaceConfigReader,
  ) {}

  /**
   * The switches set to false, as the user approved them (a policy switched off by a change that waits for their
   * approval stays on: WorkspaceConfigReader), and the reader's notice while such a change waits.
   */
  switchedOff(event: HookEvent): { readonly off: ReadonlySet<PolicySwitch>; readonly by: readonly string[]; readonly notice?: string } {
    const workspace = this.configs.read(this.workspaces.root(event.cwd));
    if (!workspace.ok) return { off: new Set(), by: [] };
    const off = Object.entries(workspace.config.policies ?? {})
      .filter(([, on]) => on === false)
      .map(([key]) => key as PolicySwitch);
    return { off: new Set(off), by: workspace.files, ...(workspace.notice !== undefined && { notice: workspace.notice }) };
  }
}
