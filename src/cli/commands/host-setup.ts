import { UsageError } from '../args/command-spec';
import { print } from '../args/print';
import type { HostEntry } from '../../hosts/host-entry';
import { HOST_CATALOG } from '../../hosts/host-catalog';
import type { HostInstaller } from '../../setup/host-installer';
import { INSTALL_SCOPES, type InstallContext, type InstallScope } from '../../setup/install-context';
import { InstallRefusal } from '../../setup/install-refusal';
import type { InstallPlan } from '../../setup/install-plan';
import { applyPlan, showPlan, type PlanOutput } from '../../setup/run-plan';
import { pluginIdentity } from '../../packaging/plugin-files';
import { POLICY_CATALOG } from '../../policies/policy-catalog';
import { packageRoot } from '../package-root';

/** What install, uninstall and doctor share: the hosts they know, and how one of them is run from the command line. */
export const hostIds = (): string[] => HOST_CATALOG.filter((h) => h.installer).map((h) => h.id);

/** The options install and uninstall share; `what` says what `--host` names (`the host to install bearing into`). */
export function hostSetupOptions(what: string) {
  return {
    host: { type: 'string', value: '<id>', description: `${what} (required)`, choices: hostIds },
    scope: {
      type: 'string',
      value: '<scope>',
      description: "user: your own configuration in your home (the default); project: the current repository's",
      choices: () => INSTALL_SCOPES,
    },
    'dry-run': { type: 'boolean', description: 'change nothing: print each file change as a unified diff, and each command it would run' },
  } as const;
}

/** The context of a command run here: this process's environment and folder, and this bearing's package. */
export function cliContext(scope: InstallScope): InstallContext {
  const root = packageRoot();
  return { env: process.env, cwd: process.cwd(), root, scope, identity: pluginIdentity(root, POLICY_CATALOG) };
}

const OUTPUT: PlanOutput = { out: print, err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`) };

/** The host `--host` names, with its installer, and the scope it is asked for (checked against the host's own). */
export function chosenHost(values: { host?: string; scope?: string }): { host: HostEntry; installer: HostInstaller; scope: InstallScope } {
  if (values.host === undefined) throw new UsageError(`name the host with --host (${hostIds().join(', ')})`);
  const host = HOST_CATALOG.find((h) => h.id === values.host)!;
  const installer = host.installer!;
  const scope = (values.scope ?? installer.scopes[0]) as InstallScope;
  if (!installer.scopes.includes(scope))
    throw new UsageError(`${host.id} has no ${scope}-level hook configuration bearing can use; use --scope ${installer.scopes.join(' or ')}`);
  return { host, installer, scope };
}

/** Works out the plan, then shows it (--dry-run) or carries it out; a refusal is one stderr line and exit 1. */
export function runPlan(command: string, context: InstallContext, makePlan: (context: InstallContext) => InstallPlan, dryRun: boolean): number {
  try {
    const plan = makePlan(context);
    return dryRun ? showPlan(plan, OUTPUT) : applyPlan(plan, context, OUTPUT);
  } catch (error) {
    if (!(error instanceof InstallRefusal)) throw error;
    OUTPUT.err(`bearing ${command}: ${error.message}`);
    return 1;
  }
}
