import { printOnlyInstaller } from '../../../setup/kits/print-only.kit';

/**
 * Grok Build installs plugins itself (`grok plugin install <src> --trust`; a plugin's hooks run only once it is
 * trusted), by its documentation only (xai-org/grok-build docs, shared/reference/other-hosts.md §3.1): no Grok
 * CLI runs here, so bearing prints the command instead of running one it has not seen work. Grok also runs
 * Cursor's and Claude Code's hook files, and bearing answers those as Grok (HostEntry.runsHooksOf).
 */
export const GROK_BUILD_INSTALLER = printOnlyInstaller({
  host: 'grok-build',
  name: 'Grok Build',
  runtime: { kind: 'node-on-path' },
  summary: {
    scopes: { user: 'prints `grok plugin install <bearing> --trust`' },
    notes: ["`--trust` is Grok Build's: a plugin's hooks run only once it is trusted"],
  },
  command: (root) => ['grok', 'plugin', 'install', root, '--trust'],
  removal: "remove bearing with Grok Build's own plugin commands (grok plugin --help).",
  notChecked:
    "Grok Build keeps its plugins its own way, known here from its documentation only (it also runs bearing's Cursor and Claude Code hooks, answering as Grok Build)",
});
