import { join } from 'node:path';
import { info } from '../../../setup/finding';
import { hookRoot } from '../../../setup/bearing-root';
import type { HostInstaller } from '../../../setup/host-installer';
import { shellLine } from '../../../setup/shell-words';

/**
 * AGY takes bearing as a plugin of skills only (`.agy/` is its plugin root), installed with its own command,
 * `agy plugin install <path>` (third-party reports, shared/reference/other-hosts.md §3.5): no AGY CLI runs here,
 * so bearing prints the command. Nothing of bearing's runs there (no hooks): the skill tells the agent the rules.
 */
export const AGY_INSTALLER: HostInstaller = {
  scopes: ['user'],
  runtime: { kind: 'none' },

  install(context) {
    return {
      steps: [
        {
          kind: 'manual',
          lines: [
            `AGY installs plugins itself; run: ${shellLine(['agy', 'plugin', 'install', join(hookRoot(context.root), '.agy')])}`,
            'AGY gets the skill only (no hooks): the skill tells the agent the rules.',
          ],
        },
      ],
    };
  },

  uninstall() {
    return {
      steps: [{ kind: 'manual', lines: ["AGY installed the plugin itself: remove or disable bearing with AGY's own plugin commands (agy plugin --help)."] }],
    };
  },

  check(context) {
    return {
      registered: false,
      findings: [
        info(
          'agy',
          'not checked: AGY keeps its plugins its own way (the skill only; nothing of bearing runs there)',
          `to install it: ${shellLine(['agy', 'plugin', 'install', join(context.root, '.agy')])}`,
        ),
      ],
    };
  },
};
