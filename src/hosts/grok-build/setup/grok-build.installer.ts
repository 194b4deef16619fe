import { info } from '../../../setup/finding';
import { hookRoot } from '../../../setup/bearing-root';
import type { HostInstaller } from '../../../setup/host-installer';
import { shellLine } from '../../../setup/shell-words';

/**
 * Grok Build installs plugins itself (`grok plugin install <src> --trust`; a plugin's hooks run only once it is
 * trusted), by its documentation only (xai-org/grok-build docs, shared/reference/other-hosts.md §3.1): no Grok
 * CLI runs here, so bearing prints the command instead of running one it has not seen work. Grok also runs
 * Cursor's and Claude Code's hook files, and bearing answers those as Grok (HostEntry.runsHooksOf).
 */
export const GROK_BUILD_INSTALLER: HostInstaller = {
  scopes: ['user'],
  runtime: { kind: 'node-on-path' },

  install(context) {
    return {
      steps: [
        { kind: 'manual', lines: [`Grok Build installs plugins itself; run: ${shellLine(['grok', 'plugin', 'install', hookRoot(context.root), '--trust'])}`] },
      ],
    };
  },

  uninstall() {
    return {
      steps: [
        { kind: 'manual', lines: ["Grok Build installed the plugin itself: remove bearing with Grok Build's own plugin commands (grok plugin --help)."] },
      ],
    };
  },

  check(context) {
    return {
      registered: false,
      findings: [
        info(
          'grok-build',
          "not checked: Grok Build keeps its plugins its own way, known here from its documentation only (it also runs bearing's Cursor and Claude Code hooks, answering as Grok Build)",
          `to install it: ${shellLine(['grok', 'plugin', 'install', context.root, '--trust'])}`,
        ),
      ],
    };
  },
};
