import { hookRoot } from '../bearing-root';
import { info } from '../finding';
import type { HostInstaller, InstallSummary, RuntimeNeed } from '../host-installer';
import type { InstallPlan } from '../install-plan';
import { shellLine } from '../../platform/shell-words';

/** A plan bearing cannot carry out itself: the lines the user follows. */
export function manualPlan(...lines: string[]): InstallPlan {
  return { steps: [{ kind: 'manual', lines }] };
}

/** A host that installs plugins with its own command, which bearing has not seen run here (Grok Build, AGY). */
interface PrintOnlyHost {
  readonly host: string;
  /** The host's name in a sentence. */
  readonly name: string;
  readonly runtime: RuntimeNeed;
  readonly summary: InstallSummary;
  /** The host's own install command, for bearing's folder. */
  readonly command: (root: string) => string[];
  /** What install says after the command. */
  readonly also?: readonly string[];
  /** How the user takes bearing out again (after "<name> installed the plugin itself: "). */
  readonly removal: string;
  /** Why doctor cannot check it (after "not checked: "). */
  readonly notChecked: string;
}

/** The installer of such a host: install prints the command, uninstall says how to undo it, doctor says why it cannot look. */
export function printOnlyInstaller(host: PrintOnlyHost): HostInstaller {
  return {
    scopes: ['user'],
    runtime: host.runtime,
    summary: host.summary,
    install: (context) => manualPlan(`${host.name} installs plugins itself; run: ${shellLine(host.command(hookRoot(context.root)))}`, ...(host.also ?? [])),
    uninstall: () => manualPlan(`${host.name} installed the plugin itself: ${host.removal}`),
    check: (context) => ({
      registered: false,
      unseen: true,
      findings: [info(host.host, `not checked: ${host.notChecked}`, `to install it: ${shellLine(host.command(context.root))}`)],
    }),
  };
}
