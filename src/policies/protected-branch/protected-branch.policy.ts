import { inject, injectable } from 'tsyringe';
import { NO_DECISION, type Decision } from '../../protocol/decision';
import type { HookEvent } from '../../protocol/hook-event';
import type { Policy, PolicyContext } from '../../framework/policy';
import { branchCreations, type BranchCreation } from '../../services/shell-command/branch-creation';
import { ShellCommandAnalyzer } from '../../services/shell-command/shell-command.analyzer';
import { WorkspaceConfigReader } from '../../services/workspace/workspace-config.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { DEFAULT_PROTECTED_BRANCHES } from './protected-branch.defaults';

/**
 * Refuses a shell command that would create a branch named like a protected one (`main`, …), so that an
 * agent works on its own branch. It steers agents; it is not a security boundary.
 */
@injectable()
export class ProtectedBranchPolicy implements Policy {
  constructor(
    @inject(ShellCommandAnalyzer) private readonly shell: ShellCommandAnalyzer,
    @inject(WorkspaceLocator) private readonly workspaces: WorkspaceLocator,
    @inject(WorkspaceConfigReader) private readonly configs: WorkspaceConfigReader,
  ) {}

  evaluate(event: HookEvent, context: PolicyContext): Decision {
    const command = event.tool?.command;
    if (!command) return NO_DECISION;
    const creations = this.shell.gitInvocations(command).flatMap(branchCreations);
    if (creations.length === 0) return NO_DECISION;

    const workspace = this.configs.read(this.workspaces.root(event.cwd));
    if (!workspace.ok) {
      context.diagnose(`${workspace.path}: ${workspace.error}`);
      return deny(
        `policy_unavailable: cannot check branch "${creations[0]!.name}" because ${workspace.path} is broken (${workspace.error}); repair that file, then retry`,
      );
    }
    const protectedNames = workspace.config.branches?.protected ?? DEFAULT_PROTECTED_BRANCHES;
    const lowered = new Set(protectedNames.map((n) => n.toLowerCase()));
    const hit = creations.find((c) => lowered.has(c.name.toLowerCase()));
    return hit ? deny(protectedRefReason(hit, protectedNames)) : NO_DECISION;
  }
}

function deny(reason: string): Decision {
  return { verdict: 'deny', reason };
}

function protectedRefReason(creation: BranchCreation, protectedNames: readonly string[]): string {
  return (
    `protected_ref: ${creation.name} (rule: create_protected_branch, \`${creation.form}\`). ` +
    `Branches named ${protectedNames.join(', ')} are protected in this workspace and are not created by agents. ` +
    `Create a working branch with another name instead, for example \`${creation.form} feature/<topic>\`.`
  );
}
