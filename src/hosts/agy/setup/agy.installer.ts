import { join } from 'node:path';
import { printOnlyInstaller } from '../../../setup/kits/print-only.kit';

/**
 * AGY takes bearing as a plugin of skills only (`.agy/` is its plugin root), installed with its own command,
 * `agy plugin install <path>` (third-party reports, shared/reference/other-hosts.md §3.5): no AGY CLI runs here,
 * so bearing prints the command. Nothing of bearing's runs there (no hooks): the skill tells the agent the rules.
 */
export const AGY_INSTALLER = printOnlyInstaller({
  host: 'agy',
  name: 'AGY',
  runtime: { kind: 'none' },
  summary: { scopes: { user: 'prints `agy plugin install <bearing>/.agy`: the skill only, no hooks' } },
  command: (root) => ['agy', 'plugin', 'install', join(root, '.agy')],
  also: ['AGY gets the skill only (no hooks): the skill tells the agent the rules.'],
  removal: "remove or disable bearing with AGY's own plugin commands (agy plugin --help).",
  notChecked: 'AGY keeps its plugins its own way (the skill only; nothing of bearing runs there)',
});
